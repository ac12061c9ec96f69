import type { VariantNames } from '@tiara/domain/variant-selector';

/** SPEC §3's sides, indexed by the side number the API sends (SIDES). */
const SIDE_NAMES = [
  'Upper Right',
  'Lower Right',
  'Lower Left',
  'Upper Left',
  'Primary Central',
  'Primary Lateral',
  'Primary Cuspid',
  'Primary Upper Cuspid',
  'Primary Lower Cuspid',
] as const;

/** SPEC §3's options, indexed by the variable_option number the API sends (OPTIONS). */
const OPTION_NAMES = ['Extrathin', '13T', '13', 'Ultra thin', 'Mini', 'Blue'] as const;

/**
 * The names of a variant's side, size and option (SPEC §3): the catalogue's own, which cart lines
 * and orders are stored under and the back office's answers carry, whatever the reader's language.
 */
export const variantNamesEn = {
  side: (side: number): string => SIDE_NAMES[side] ?? `Side ${side}`,
  size: (size: string): string => `size ${size}`,
  option: (option: number): string => OPTION_NAMES[option] ?? `Option ${option}`,
} satisfies VariantNames;
