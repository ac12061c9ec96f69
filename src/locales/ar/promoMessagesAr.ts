import { type Piasters, PIASTERS_PER_POUND, poundsFromPiasters } from '../../domain/money';
import type { promoMessagesEn } from '../en/promoMessagesEn';
import type { Translation } from '../Translation';

const wholeFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const centsFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount as formatEgp writes it ("2,900", "12.50"), with the Arabic "ج.م" after it instead of "EGP". */
function egpAr(piasters: Piasters): string {
  const pounds = poundsFromPiasters(piasters);
  const text = piasters % PIASTERS_PER_POUND === 0 ? wholeFormat.format(pounds) : centsFormat.format(pounds);
  return `${text} ج.م`;
}

/** The promo code's texts in Arabic (src/locales/en/promoMessagesEn.ts). */
export const promoMessagesAr: Translation<typeof promoMessagesEn> = {
  applied: 'تم تطبيق كود الخصم بنجاح!',
  refused: {
    unknown: 'كود الخصم غير صالح',
    inactive: 'كود الخصم لم يعد فعّالًا',
    'not-started': 'كود الخصم لم يُفعَّل بعد',
    expired: 'انتهت صلاحية كود الخصم',
    exhausted: 'وصل كود الخصم إلى الحد الأقصى لعدد مرات الاستخدام',
    'already-used': 'لقد استخدمت كود الخصم هذا من قبل.',
    'below-minimum': (minimum: Piasters): string => `يجب ألا تقل قيمة الطلب عن ${egpAr(minimum)}`,
  },
  signInRequired: 'يجب تسجيل الدخول لاستخدام كود الخصم.',
  callFailed: 'كود الخصم غير صالح',
};
