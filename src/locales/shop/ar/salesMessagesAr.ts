import type { salesMessagesEn } from '../en/salesMessagesEn';
import type { Translation } from '../../Translation';

/** The sales desk's texts in Arabic (src/ui/messages/SalesMessages.ts). */
export const salesMessagesAr: Translation<typeof salesMessagesEn> = {
  areaTitle: 'مبيعات Tiara',
  navigationLabel: 'أقسام المبيعات',
  orders: 'الطلبات',
  logout: 'تسجيل الخروج',
  signedInAs: 'مسجَّل الدخول باسم',
  loggedOut: 'تم تسجيل خروجك.',
  sessionEnded: 'انتهت جلسة المبيعات. يُرجى تسجيل الدخول مرة أخرى.',
  login: {
    title: 'دخول فريق المبيعات',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول',
    emailRequired: 'يُرجى إدخال بريدك الإلكتروني.',
    passwordRequired: 'يُرجى إدخال كلمة المرور.',
    wrongRole: 'لا يملك هذا الحساب صلاحية الوصول إلى المبيعات.',
    invalidCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    welcome: 'مرحبًا بعودتك!',
  },
  fulfilmentHint: 'غيِّر حالة الطلب إلى «تم الشحن» عند خروجه، وإلى «تم التسليم» عند وصوله.',
};
