import { Brand } from '@tiara/domain/brand';
import type { Piasters } from '@tiara/domain/money';
import type { serverMailMessagesEn } from '../en/serverMailMessagesEn';
import { formatPrice } from '../../format/formatPrice';
import type { Translation } from '../../Translation';
import { ltr, named } from '../../shared/ar/arabicText';

/** The shop's e-mails in Arabic. */
export const serverMailMessagesAr: Translation<typeof serverMailMessagesEn> = {
  greeting: (name: string) => (name ? `مرحبًا ${named(name)}،` : 'مرحبًا،'),
  signature: `${Brand.name} · ${ltr(Brand.supportEmail)} · ${ltr(Brand.supportPhone)}`,

  orderSubject: (orderId: number) => `${Brand.name}: تم استلام الطلب #${orderId}`,
  orderThanks: (orderId: number) => `شكرًا لطلبك رقم #${orderId}. لقد استلمناه، وسنبلغك عند شحنه.`,
  orderLine: (quantity: number, name: string, amount: Piasters) => `${quantity} × ${named(name)}: ${formatPrice(amount, 'ar')}`,
  subtotal: (amount: Piasters) => `المجموع الفرعي: ${formatPrice(amount, 'ar')}`,
  shipping: (amount: Piasters) => `الشحن: ${formatPrice(amount, 'ar')}`,
  discount: (amount: Piasters, code: string | null) => `الخصم${code === null ? '' : ` (${ltr(code)})`}: -${formatPrice(amount, 'ar')}`,
  shippingAndDiscount: (amount: number) => `الشحن والخصم: ${amount < 0 ? '-' : ''}${formatPrice(Math.abs(amount), 'ar')}`,
  total: (amount: Piasters) => `الإجمالي: ${formatPrice(amount, 'ar')}`,
  payment: (method: string) => `طريقة الدفع: ${method}`,
  paymentMethods: { cash: 'الدفع عند الاستلام', credit: 'بطاقة ائتمان', pickup: 'الاستلام من المتجر' },

  resetSubject: `${Brand.name}: كود إعادة تعيين كلمة المرور`,
  resetCode: (code: string, validMinutes: number) =>
    `كود إعادة تعيين كلمة المرور هو ${ltr(code)}. وهو صالح لمدة ${validMinutes} دقيقة ويمكن استخدامه مرة واحدة.`,
  resetNotYou: 'إذا لم تطلب إعادة تعيين كلمة المرور، فتجاهل هذه الرسالة: ستبقى كلمة المرور كما هي.',

  changedSubject: `${Brand.name}: تم تغيير كلمة المرور`,
  changedBody: 'تم للتو تغيير كلمة مرور حسابك باستخدام كود إعادة التعيين.',
  changedNotYou: `إذا لم تكن أنت من فعل ذلك، فأعد تعيين كلمة المرور مرة أخرى وتواصل معنا على ${ltr(Brand.supportEmail)}.`,

  scanDear: (firstName: string) => `عزيزي/عزيزتي ${named(firstName)}،`,
  scanReceivedSubject: (jobId: number) => `استلمنا الأشعة الخاصة بك (المهمة ${jobId})`,
  scanReceived: (fileName: string, jobId: number) =>
    `استلمنا الأشعة «${named(fileName)}» (المهمة ${jobId}). تجري معالجتها الآن، وستصلك رسالة أخرى عندما تصبح النتيجة جاهزة، عادةً خلال 8 إلى 10 دقائق.`,
  scanFailedSubject: (jobId: number) => `تعذّرت معالجة الأشعة (المهمة ${jobId})`,
  scanFailed: (fileName: string, jobId: number, reason: string) => `تعذّرت معالجة الأشعة «${named(fileName)}» (المهمة ${jobId}): ${named(reason)}`,
  scanRefunded: 'أُعيدت عملية التجزئة التي استخدمتها إلى باقتك، فيمكنك الرفع مرة أخرى.',
  scanReadySubject: (jobId: number) => `نتيجة الأشعة جاهزة (المهمة ${jobId})`,
  scanReady: (fileName: string, jobId: number) => `تمت معالجة الأشعة «${named(fileName)}» (المهمة ${jobId}).`,
  scanResult: (summary: string) => `النتيجة: ${named(summary)}`,
  scanLinks: 'نتائجك:',
  scanGeneralFailure: 'حدث خطأ أثناء معالجة الأشعة.',
};
