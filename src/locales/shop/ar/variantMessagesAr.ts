import type { variantMessagesEn } from '../en/variantMessagesEn';
import type { Translation } from '../../Translation';

/** SPEC §3's sides in Arabic, indexed by the side number the API sends (SIDE_LABELS). */
const SIDES = [
  'العلوي الأيمن',
  'السفلي الأيمن',
  'السفلي الأيسر',
  'العلوي الأيسر',
  'القاطع الأوسط اللبني',
  'القاطع الجانبي اللبني',
  'الناب اللبني',
  'الناب اللبني العلوي',
  'الناب اللبني السفلي',
] as const;

/** The variant selector's texts in Arabic (src/locales/shop/en/variantMessagesEn.ts). */
export const variantMessagesAr: Translation<typeof variantMessagesEn> = {
  problems: {
    'invalid-combination': 'يُرجى اختيار مجموعة صحيحة من الجهة والمقاس.',
    'out-of-stock': 'هذا الخيار غير متوفر في المخزون.',
    'more-than-we-can-offer': 'عذرًا! هذه الكمية أكبر من المتاح لهذا الخيار. يُرجى اختيار كمية أقل.',
  },
  sizeOutOfStock: 'نفد من المخزون',
  side: (side: number): string => SIDES[side] ?? `الجهة ${side}`,
  sizeLabel: (size: string, outOfStock: boolean): string => (outOfStock ? `${size} (نفد من المخزون)` : size),
};
