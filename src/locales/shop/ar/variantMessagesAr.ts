import type { variantMessagesEn } from '../en/variantMessagesEn';
import type { Translation } from '../../Translation';
import { variantNamesAr } from '../../shared/ar/variantNamesAr';

/** The variant selector's texts in Arabic (src/locales/shop/en/variantMessagesEn.ts). */
export const variantMessagesAr: Translation<typeof variantMessagesEn> = {
  problems: {
    'invalid-combination': 'يُرجى اختيار مجموعة صحيحة من الجهة والمقاس.',
    'out-of-stock': 'هذا الخيار غير متوفر في المخزون.',
    'more-than-we-can-offer': 'عذرًا! هذه الكمية أكبر من المتاح لهذا الخيار. يُرجى اختيار كمية أقل.',
  },
  sizeOutOfStock: 'نفد من المخزون',
  side: variantNamesAr.side,
  option: variantNamesAr.option,
  sizeLabel: (size: string, outOfStock: boolean): string => (outOfStock ? `${size} (نفد من المخزون)` : size),
};
