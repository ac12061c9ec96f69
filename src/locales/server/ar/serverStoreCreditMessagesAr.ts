import type { Piasters } from '@tiara/domain/money';
import type { serverStoreCreditMessagesEn } from '../en/serverStoreCreditMessagesEn';
import { formatPrice } from '../../format/formatPrice';
import type { Translation } from '../../Translation';

/** What the server says about store credit, in Arabic. */
export const serverStoreCreditMessagesAr: Translation<typeof serverStoreCreditMessagesEn> = {
  signInRequired: 'يُرجى تسجيل الدخول لاستخدام رصيدك في المتجر.',
  balanceShort: (balance: Piasters, asked: Piasters) =>
    `رصيدك في المتجر ${formatPrice(balance, 'ar')}، وهو أقل من ${formatPrice(asked, 'ar')} التي اخترت استخدامها. لم يُسجَّل الطلب؛ يُرجى مراجعة المبلغ والمحاولة مرة أخرى.`,
  overTotal: (total: Piasters) => `لا يمكن أن يتجاوز المدفوع من رصيد المتجر إجمالي الطلب ${formatPrice(total, 'ar')}.`,
  amountMismatch: (orderId: number, toPay: Piasters, credit: Piasters) =>
    `المبلغ المطلوب دفعه لا يطابق الطلب #${orderId}: بعد خصم ${formatPrice(credit, 'ar')} من رصيد المتجر يتبقى ${formatPrice(toPay, 'ar')} للدفع بالبطاقة.`,
  paidInFull: (orderId: number) => `الطلب #${orderId} مدفوع بالكامل من رصيد المتجر، ولا يتبقى شيء للدفع بالبطاقة.`,
  mail: {
    paidWithStoreCredit: (amount: Piasters) => `المدفوع من رصيد المتجر: -${formatPrice(amount, 'ar')}`,
    toPay: (method: string, amount: Piasters) => `طريقة الدفع: ${method}، ${formatPrice(amount, 'ar')}`,
  },
};
