import { PAYMENT_CURRENCY } from '@tiara/domain/checkout';
import type { Piasters } from '@tiara/domain/money';
import type { serverPaymentMessagesEn } from '../en/serverPaymentMessagesEn';
import { formatPrice } from '../../format/formatPrice';
import type { Translation } from '../../Translation';
import { named, statusAr } from '../../shared/ar/arabicText';
import { serverOrderMessagesAr } from './serverOrderMessagesAr';

/** The payment endpoints' refusals in Arabic. */
export const serverPaymentMessagesAr: Translation<typeof serverPaymentMessagesEn> = {
  invalidOrderReference: 'ليس رقم طلب أو مرجع طلب',
  referenceMismatch: 'مرجع الدفع لا يخص هذا الطلب.',
  notCardOrder: serverOrderMessagesAr.notCardOrder,
  alreadyPaid: (orderId: number) => `الطلب #${orderId} مدفوع بالفعل.`,
  orderClosed: (orderId: number, status: string) => `حالة الطلب #${orderId} «${statusAr(status)}» ولم يعد من الممكن دفعه.`,
  orderExpired: (orderId: number) => `انتهت مهلة دفع الطلب #${orderId}. يُرجى تقديم طلبك من جديد.`,
  nothingToPay: (orderId: number) => `لا يوجد مبلغ مستحق للطلب #${orderId}.`,
  amountMismatch: (orderId: number, total: Piasters) => `المبلغ المطلوب دفعه لا يطابق الطلب #${orderId}، وإجماليه ${formatPrice(total, 'ar')}.`,
  unmatchedItemPrices: 'مجموع أسعار عناصر الدفع لا يساوي مبلغه.',
  wrongCurrency: `الدفع بالبطاقة بعملة ${PAYMENT_CURRENCY} فقط.`,
  gatewayRefused: (detail: string) => `رفضت بوابة الدفع طلب الدفع: ${named(detail)}`,
  gatewayUnavailable: 'تعذّر الوصول إلى بوابة الدفع. يُرجى المحاولة مرة أخرى بعد بضع دقائق.',
  invalidSignature: 'تعذّر التحقق من إشعار الدفع.',
};
