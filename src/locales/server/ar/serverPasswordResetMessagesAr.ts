import type { serverPasswordResetMessagesEn } from '../en/serverPasswordResetMessagesEn';
import { type Translation, pluralOf } from '../../Translation';

/** "N tries", as the subject of "left". */
const tries = (count: number): string =>
  pluralOf('ar', count, { one: 'محاولة واحدة', two: 'محاولتان', few: `${count} محاولات`, many: `${count} محاولة`, other: `${count} محاولة` });

/** The password-reset endpoints' texts in Arabic. */
export const serverPasswordResetMessagesAr: Translation<typeof serverPasswordResetMessagesEn> = {
  codeSent: 'إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أُرسل إليه كود إعادة التعيين.',
  passwordReset: 'تمت إعادة تعيين كلمة المرور. يمكنك الآن تسجيل الدخول بكلمة المرور الجديدة.',
  noCode: 'كود إعادة التعيين هذا غير صالح. يُرجى طلب كود جديد.',
  expired: (validMinutes: number) => `انتهت صلاحية كود إعادة التعيين (الكود صالح لمدة ${validMinutes} دقيقة). يُرجى طلب كود جديد.`,
  used: 'استُخدم كود إعادة التعيين هذا من قبل. يُرجى طلب كود جديد.',
  tooManyTries: (maxTries: number) => `أُدخل كود إعادة التعيين خطأً ${maxTries} مرات ولم يعد صالحًا. يُرجى طلب كود جديد.`,
  wrongCode: (triesLeft: number, maxTries: number) =>
    triesLeft > 0
      ? `كود إعادة التعيين غير صحيح. يتبقى لك ${tries(triesLeft)}.`
      : `كود إعادة التعيين غير صحيح، ولم يعد صالحًا بعد ${maxTries} محاولات خاطئة. يُرجى طلب كود جديد.`,
};
