import type { orderDetailMessagesEn } from '../en/orderDetailMessagesEn';
import type { Translation } from '../../Translation';
import { ltr, named } from '../../shared/ar/arabicText';

/** The order detail page in Arabic. */
export const orderDetailMessagesAr: Translation<typeof orderDetailMessagesEn> = {
  title: (orderNumber: string) => `الطلب ${orderNumber}`,
  placedOn: (date: string) => `تم الطلب في ${date}`,
  backToOrders: 'العودة إلى طلباتي',
  loading: 'جارٍ تحميل طلبك',
  notFound: 'لم نجد هذا الطلب ضمن طلباتك.',
  failed: 'حدث خطأ ما. يرجى المحاولة مرة أخرى',
  retry: 'حاول مرة أخرى',
  signInToSee: 'سجّل الدخول لرؤية طلبك.',
  login: 'تسجيل الدخول',

  items: 'المنتجات',
  quantity: (quantity: number) => `الكمية: ${quantity}`,
  summary: 'ملخص الطلب',
  subtotal: 'المجموع الفرعي',
  shipping: 'الشحن',
  discount: 'الخصم',
  discountWithCode: (code: string) => `الخصم (${ltr(code)})`,
  shippingAndDiscount: 'الشحن والخصم',
  total: 'الإجمالي',
  payment: 'الدفع',
  paymentMethod: 'طريقة الدفع',
  paymentState: 'حالة الدفع',
  paymentStates: { unpaid: 'لم يُدفع بعد', paid: 'مدفوع', refund_due: 'جارٍ رد المبلغ', partly_refunded: 'مُسترد جزئيًا', refunded: 'مُسترد' },
  deliveryAddress: 'عنوان التوصيل',
  phone: (phone: string) => `الهاتف: ${ltr(phone)}`,

  timeline: 'سجل الطلب',
  steps: {
    placed: 'تم تقديم الطلب',
    paid: 'تم استلام الدفع',
    'paid-with-store-credit': 'تم الدفع من رصيد المتجر',
    processing: 'تم القبول وجارٍ التجهيز',
    shipped: 'تم الشحن',
    delivered: 'تم التسليم',
    cancelled: 'تم الإلغاء',
    failed: 'تعذّر إتمام الطلب',
    'return-requested': 'تم طلب الإرجاع',
    'return-approved': 'تمت الموافقة على الإرجاع',
    'return-refused': 'تم رفض الإرجاع',
    'return-received': 'تم استلام المنتجات المُرجعة',
    'return-resolved': 'تمت تسوية الإرجاع',
    refunded: 'تم تأكيد رد المبلغ',
  },
  withCourier: (courier: string) => `مع ${named(courier)}`,
  trackingNumber: (number: string) => `رقم التتبع: ${ltr(number)}`,
  trackParcel: 'تتبع طردك',
  opensInNewTab: '(يفتح في علامة تبويب جديدة)',
};
