import type { variantNamesEn } from '../en/variantNamesEn';
import type { Translation } from '../../Translation';

/** SPEC §3's sides in Arabic, indexed by the side number the API sends (SIDES). */
const SIDE_NAMES = [
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

/**
 * SPEC §3's options in Arabic, indexed by the variable_option number the API sends (OPTIONS), as an
 * Egyptian supplier labels them; "13T" and "13" are the makers' codes and stay as printed on the packs.
 */
const OPTION_NAMES = ['رفيع جدًا', '13T', '13', 'فائق الرقة', 'صغير', 'أزرق'] as const;

/** The names of a variant's side, size and option in Arabic (src/locales/shared/en/variantNamesEn.ts). */
export const variantNamesAr: Translation<typeof variantNamesEn> = {
  side: (side: number): string => SIDE_NAMES[side] ?? `الجهة ${side}`,
  size: (size: string): string => `مقاس ${size}`,
  option: (option: number): string => OPTION_NAMES[option] ?? `الخيار ${option}`,
};
