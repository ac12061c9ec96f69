import type { Piasters } from '@tiara/domain/money';
import type { promoMessagesEn } from '../en/promoMessagesEn';
import { formatPrice } from '../../format/formatPrice';
import type { Translation } from '../../Translation';

/** The promo code's texts in Arabic (src/locales/shared/en/promoMessagesEn.ts). */
export const promoMessagesAr: Translation<typeof promoMessagesEn> = {
  applied: 'تم تطبيق كود الخصم بنجاح!',
  refused: {
    unknown: 'كود الخصم غير صالح',
    inactive: 'كود الخصم لم يعد فعّالًا',
    'not-started': 'كود الخصم لم يُفعَّل بعد',
    expired: 'انتهت صلاحية كود الخصم',
    exhausted: 'وصل كود الخصم إلى الحد الأقصى لعدد مرات الاستخدام',
    'already-used': 'لقد استخدمت كود الخصم هذا من قبل.',
    'below-minimum': (minimum: Piasters): string => `يجب ألا تقل قيمة الطلب عن ${formatPrice(minimum, 'ar')}`,
  },
  signInRequired: 'يجب تسجيل الدخول لاستخدام كود الخصم.',
  callFailed: 'كود الخصم غير صالح',
};
