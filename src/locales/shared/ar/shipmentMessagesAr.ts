import { isolated } from '@tiara/domain/language';
import type { shipmentMessagesEn } from '../en/shipmentMessagesEn';
import type { Translation } from '../../Translation';

/** Shipping an order in Arabic. */
export const shipmentMessagesAr: Translation<typeof shipmentMessagesEn> = {
  courierNames: {
    aramex: 'أرامكس',
    bosta: 'بوسطة',
    'egypt-post': 'البريد المصري',
    mylerz: 'مايلرز',
    'jt-express': 'جي آند تي إكسبريس',
    smsa: 'سمسا إكسبريس',
    dhl: 'دي إتش إل إكسبريس',
    other: 'شركة أخرى',
  },
  problems: {
    courier_unknown: 'اختر شركة الشحن التي سُلّم إليها الطرد.',
    tracking_number_missing: 'أدخل رقم التتبع الذي أعطته شركة الشحن للطرد.',
    tracking_number_invalid: 'يجب أن يتكون رقم التتبع من 4 إلى 40 حرفًا أو رقمًا أو شَرطة.',
    tracking_link_invalid: 'يجب أن يكون رابط التتبع عنوان ويب يبدأ بـ https://‏ (500 حرف على الأكثر)، أو اتركه فارغًا.',
  },
  shipTitle: (orderId: number) => `شحن الطلب #${orderId}`,
  courier: 'شركة الشحن',
  trackingNumber: 'رقم التتبع',
  trackingLink: 'رابط التتبع (اختياري)',
  trackingLinkHint: 'صفحة هذا الطرد على موقع شركة الشحن',
  ship: 'تأكيد الشحن',
  shippedWith: (courier: string) => `شُحن مع ${isolated(courier)}`,
  followParcel: 'تتبّع الطرد',
  cancel: 'إلغاء',
};
