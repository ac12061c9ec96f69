import type { Piasters } from '@tiara/domain/money';
import type { RefundStatus } from '@tiara/domain/returns';
import { Brand } from '@tiara/domain/brand';
import type { serverRefundMessagesEn } from '../en/serverRefundMessagesEn';
import { formatPrice } from '../../format/formatPrice';
import type { Translation } from '../../Translation';

/** Why a refund is refused, and what the customer is told once money went back to them, in Arabic. */
export const serverRefundMessagesAr: Translation<typeof serverRefundMessagesEn> = {
  orderNotFound: (orderId: number) => `لم يُعثر على الطلب #${orderId}.`,
  notPositive: 'يجب أن يكون مبلغ الاسترداد أكبر من صفر وبالقروش الكاملة.',
  overRefundable: (refundable: Piasters) => `المبلغ أكبر من المتبقي للاسترداد من هذا الطلب، والحد الأقصى ${formatPrice(refundable, 'ar')}.`,
  overCardRefundable: (refundable: Piasters) => `المبلغ أكبر من المتبقي للاسترداد على البطاقة، والحد الأقصى ${formatPrice(refundable, 'ar')}.`,
  noCardPayment: (orderId: number) => `لا توجد دفعة بالبطاقة للطلب #${orderId} حتى يُرد المبلغ إليها.`,
  guestOrder: (orderId: number) => `الطلب #${orderId} تم بدون حساب، ورصيد المتجر يحتاج إلى حساب عميل.`,
  keyReused: 'تم طلب هذا الاسترداد من قبل ببيانات مختلفة. حدّث صفحة الطلب لترى استرداداته، ثم حاول مرة أخرى.',
  refundNotFound: (refundId: number) => `لم يُعثر على عملية الاسترداد #${refundId}.`,
  notPendingCardRefund: (refundId: number, status: RefundStatus) =>
    `عملية الاسترداد #${refundId} ${{ Pending: 'قيد الانتظار لكنها ليست على بطاقة', Confirmed: 'تم تأكيدها', Failed: 'فشلت' }[status]}، فلا يوجد ما نراجعه مع بوابة الدفع: المراجعة تكون فقط لاسترداد على البطاقة لسه قيد الانتظار.`,
  checkUnderWay: (refundId: number) => `تم سؤال بوابة الدفع عن عملية الاسترداد #${refundId} من أقل من دقيقة. راجع مرة أخرى بعد دقيقة.`,

  subject: (orderId: number) => `${Brand.name}: استرداد مبلغ من الطلب #${orderId}`,
  noticeTitle: (orderId: number) => `استرداد مبلغ من الطلب #${orderId}`,
  refunded: {
    card: (orderId: number, amount: Piasters) =>
      `رجّعنا ${formatPrice(amount, 'ar')} من قيمة طلبك رقم #${orderId} على البطاقة التي دفعت بها. قد يستغرق البنك بضعة أيام حتى يظهر المبلغ في حسابك.`,
    'store-credit': (orderId: number, amount: Piasters) => `أضفنا ${formatPrice(amount, 'ar')} إلى رصيدك في المتجر عن طلبك رقم #${orderId}، ويمكنك استخدامه في طلبك القادم.`,
    'by-hand': (orderId: number, amount: Piasters) => `رجّعنا لك ${formatPrice(amount, 'ar')} عن طلبك رقم #${orderId}.`,
  },
};
