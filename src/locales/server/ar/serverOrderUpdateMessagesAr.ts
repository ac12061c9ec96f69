import { Brand } from '@tiara/domain/brand';
import type { serverOrderUpdateMessagesEn } from '../en/serverOrderUpdateMessagesEn';
import type { Translation } from '../../Translation';
import { ltr, named } from '../../shared/ar/arabicText';

/** What the customer is told when staff move their order on, in Arabic. */
export const serverOrderUpdateMessagesAr: Translation<typeof serverOrderUpdateMessagesEn> = {
  acceptedSubject: (orderId: number) => `${Brand.name}: تم قبول الطلب #${orderId}`,
  accepted: (orderId: number) => `تم قبول طلبك رقم #${orderId} وجارٍ تجهيزه.`,
  shippedSubject: (orderId: number) => `${Brand.name}: تم شحن الطلب #${orderId}`,
  shipped: (orderId: number, courier: string) => `طلبك رقم #${orderId} في الطريق إليك مع ${named(courier)}.`,
  trackingNumber: (number: string) => `رقم التتبع: ${ltr(number)}`,
  trackingLink: (url: string) => `تابع طردك: ${ltr(url)}`,
  deliveredSubject: (orderId: number) => `${Brand.name}: تم تسليم الطلب #${orderId}`,
  delivered: (orderId: number) => `تم تسليم طلبك رقم #${orderId}. شكرًا لتسوقك معنا.`,
  cancelledSubject: (orderId: number) => `${Brand.name}: تم إلغاء الطلب #${orderId}`,
  cancelled: (orderId: number) => `تم إلغاء طلبك رقم #${orderId}.`,
  refundDue: 'سيُرد المبلغ الذي دفعته إلى البطاقة التي دفعت بها.',
  failedSubject: (orderId: number) => `${Brand.name}: تعذّر إتمام الطلب #${orderId}`,
  failed: (orderId: number) => `تعذّر علينا إتمام طلبك رقم #${orderId}. لم يُخصم أي مبلغ، ويسعدنا أن تطلب مرة أخرى.`,
  orderPage: (url: string) => `طلبك ومراحله وفاتورته: ${ltr(url)}`,
  questions: `لديك سؤال؟ راسلنا على ${ltr(Brand.supportEmail)} أو اتصل بنا على ${ltr(Brand.supportPhone)}.`,

  noticeTitles: {
    Processing: (orderId: number) => `تم قبول الطلب #${orderId}`,
    Shipped: (orderId: number) => `تم شحن الطلب #${orderId}`,
    Delivered: (orderId: number) => `تم تسليم الطلب #${orderId}`,
    Cancelled: (orderId: number) => `تم إلغاء الطلب #${orderId}`,
    Failed: (orderId: number) => `تعذّر إتمام الطلب #${orderId}`,
  },
};
