import type { VariantMessages } from '../../domain/variant-selector';
import type { Translation } from '../Translation';

/** The variant selector's texts in Arabic (src/domain/variant-selector/VariantMessages.ts). */
export const variantMessagesAr: Translation<typeof VariantMessages> = {
  invalidCombination: 'يُرجى اختيار مجموعة صحيحة من الجهة والمقاس.',
  outOfStock: 'هذا الخيار غير متوفر في المخزون.',
  moreThanWeCanOffer: 'عذرًا! هذه الكمية أكبر من المتاح لهذا الخيار. يُرجى اختيار كمية أقل.',
  sizeOutOfStock: 'نفد من المخزون',
};
