/**
 * SPEC §3: the sides a variant can have, by the number the API sends (0 Upper Right … 8 Primary
 * Lower Cuspid). Their names are texts: src/locales/shared/en/variantNamesEn.ts.
 */
export const SIDES: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8];

/** SPEC §3: each option's short catalogue code, for SKUs and narrow cells, indexed by the variable_option number the API sends. */
export const OPTION_CODES: readonly string[] = ['ET', '13T', '13', 'UT', 'MN', 'BL'];

/** SPEC §3: the options a variant can have, by the number the API sends (0 Extrathin … 5 Blue). */
export const OPTIONS: readonly number[] = OPTION_CODES.map((_, option) => option);

export function optionCode(option: number): string {
  return OPTION_CODES[option] ?? String(option);
}

/** How a variant's side, size and option are named: the catalogue's own names, or a language's. */
export interface VariantNames {
  readonly side: (side: number) => string;
  readonly size: (size: string) => string;
  readonly option: (option: number) => string;
}
