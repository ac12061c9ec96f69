import type { checkoutMessagesEn } from '../en/checkoutMessagesEn';
import type { Translation } from '../../Translation';
import { cartMessagesAr } from './cartMessagesAr';
import { checkoutRuleMessagesAr } from '../../shared/ar/checkoutRuleMessagesAr';
import { promoMessagesAr } from '../../shared/ar/promoMessagesAr';

/** A product name (often in Latin script) kept in its own direction inside an Arabic sentence. */
const isolated = (text: string): string => `\u2068${text}\u2069`;

/** The cart, checkout and payment confirmation texts in Arabic (src/ui/messages/CheckoutMessages.ts). */
export const checkoutMessagesAr: Translation<typeof checkoutMessagesEn> = {
  cart: {
    title: 'سلة التسوق',
    empty: cartMessagesAr.empty,
    emptyHint: 'تصفّح مستلزمات طب الأسنان لدينا وأضف ما تحتاجه عيادتك.',
    startShopping: cartMessagesAr.startShopping,
    itemNumber: (reference: string | number) => `المنتج رقم ${isolated(String(reference))}`,
    quantity: 'الكمية',
    decrease: (name: string) => `تقليل كمية ${isolated(name)}`,
    increase: (name: string) => `زيادة كمية ${isolated(name)}`,
    remove: 'إزالة',
    removeItem: (name: string) => `إزالة ${isolated(name)}`,
    stockLimit: cartMessagesAr.stockLimit,
    orderSummary: 'ملخص الطلب',
    subtotal: 'المجموع الفرعي',
    discount: 'الخصم',
    total: 'الإجمالي',
    promoCode: 'كود الخصم',
    promoPlaceholder: 'أدخل كود الخصم',
    apply: 'تطبيق',
    proceedToCheckout: 'إتمام الشراء',
    continueShopping: 'متابعة التسوق',
    promoSignInRequired: promoMessagesAr.signInRequired,
  },
  checkout: {
    title: 'إتمام الشراء',
    orderSummary: 'ملخص الطلب',
    userInformation: 'بيانات العميل',
    firstName: 'الاسم الأول',
    middleName: 'الاسم الأوسط',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    phone: 'رقم الهاتف',
    phonePlaceholder: '01012345678',
    address: 'العنوان',
    governorate: 'المحافظة',
    city: 'المدينة',
    postalCode: 'الرمز البريدي',
    nothingToDeliver: 'تصلك الباقات والدورات إلكترونيًا، لذلك لا نحتاج إلى عنوان توصيل.',
    paymentMethod: 'طريقة الدفع',
    quantity: 'الكمية',
    subtotal: 'المجموع الفرعي',
    shipping: 'الشحن',
    discount: 'الخصم',
    total: 'الإجمالي',
    free: 'مجاني',
    placeOrder: checkoutRuleMessagesAr.placeOrder,
    placingOrder: 'جارٍ إرسال طلبك…',
    confirmCardTitle: checkoutRuleMessagesAr.confirmCreditCardTitle,
    confirmCardText: 'سيتم تحويلك إلى صفحة الدفع الآمنة لإتمام الدفع بالبطاقة. يُؤكَّد طلبك فور نجاح عملية الدفع.',
    cancel: checkoutRuleMessagesAr.cancel,
    continueWithCard: checkoutRuleMessagesAr.continueWithCreditCard,
    cartEmpty: checkoutRuleMessagesAr.cartEmpty,
    backToCart: 'العودة إلى السلة',
  },
  confirmation: {
    processing: checkoutRuleMessagesAr.processingOrder,
    paymentSuccessful: checkoutRuleMessagesAr.paymentSuccessful,
    orderPlaced: checkoutRuleMessagesAr.orderPlaced,
    orderFailed: checkoutRuleMessagesAr.orderFailed,
    failedDetail: checkoutRuleMessagesAr.paymentFailedDetail,
    orderNumber: (orderId: number) => `رقم الطلب: #${orderId}`,
    paidDetail: 'شكرًا لك! تم استلام المبلغ وجارٍ تجهيز طلبك.',
    placedDetail: 'شكرًا لك! استلمنا طلبك وسنتواصل معك بشأنه قريبًا.',
    goingToAiUpload: 'جارٍ تحويلك إلى صفحة رفع الأشعة…',
    returnToHome: checkoutRuleMessagesAr.returnToHome,
  },
};
