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

/** The options keep their makers' names, as the packs print them, in Arabic pages too. */
const OPTION_NAMES = ['Extrathin', '13T', '13', 'Ultra thin', 'Mini', 'Blue'] as const;

/** The names of a variant's side, size and option in Arabic (src/locales/shared/en/variantNamesEn.ts). */
export const variantNamesAr: Translation<typeof variantNamesEn> = {
  side: (side: number): string => SIDE_NAMES[side] ?? `الجهة ${side}`,
  size: (size: string): string => `مقاس ${size}`,
  option: (option: number): string => OPTION_NAMES[option] ?? `Option ${option}`,
};
