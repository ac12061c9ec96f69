import { Brand } from '@tiara/domain/brand';
import type { Translation } from '../../Translation';
import type { pageTitleMessagesEn } from '../en/pageTitleMessagesEn';

/** The pages' tab titles in Arabic (src/ui/messages/PageTitleMessages.ts). */
export const pageTitleMessagesAr: Translation<typeof pageTitleMessagesEn> = {
  titled: (page: string) => `${page} · ${Brand.name}`,
  inArea: (page: string, area: string) => `${page} · ${area}`,
  product: 'المنتج',
  cart: 'سلة التسوق',
  checkout: 'إتمام الشراء',
  confirmation: 'تأكيد الطلب',
  login: 'تسجيل الدخول',
  signup: 'إنشاء حساب',
  forgotPassword: 'نسيت كلمة المرور',
  account: 'حسابي',
  myOrders: 'طلباتي',
  order: (orderId: string) => `الطلب رقم ${orderId}`,
  notifications: 'الإشعارات',
  training: 'دورات طب الأسنان',
  contact: 'تواصل معنا',
  events: 'الفعاليات',
  privacyPolicy: 'سياسة الخصوصية',
  refundExchangePolicy: 'سياسة الاسترجاع والاستبدال',
  shippingPolicy: 'سياسة الشحن',
  ai: `باقات ${Brand.aiName}`,
  aiCheckout: `إتمام طلب ${Brand.aiName}`,
  scanUpload: `رفع الأشعة إلى ${Brand.aiName}`,
  notFound: 'الصفحة غير موجودة',
};
