import type { serverAccountMessagesEn } from '../en/serverAccountMessagesEn';
import type { Translation } from '../../Translation';

/** The account endpoints' texts in Arabic. */
export const serverAccountMessagesAr: Translation<typeof serverAccountMessagesEn> = {
  emailTaken: 'هذا البريد الإلكتروني مسجّل بالفعل. يُرجى استخدام بريد آخر.',
  invalidCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  passwordTooShort: 'يجب ألا تقل كلمة المرور عن 8 أحرف',
  invalidEmail: 'يُرجى إدخال بريد إلكتروني صحيح',
  nameRequired: 'الاسم الأول واسم العائلة مطلوبان',
  signedUp: 'تم إنشاء الحساب بنجاح',
  signedIn: 'تم تسجيل الدخول بنجاح',
  invalidToken: 'انتهت الجلسة. يُرجى تسجيل الدخول مرة أخرى.',
};
