/** SPEC §3 side labels, indexed by the side number the API sends. */
export const SIDE_LABELS = [
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

export interface OptionLabel {
  readonly label: string;
  /** Short catalogue code, for SKUs and narrow cells. */
  readonly code: string;
}

/** SPEC §3 option labels, indexed by the variable_option number the API sends. */
export const OPTION_LABELS = [
  { label: 'Extrathin', code: 'ET' },
  { label: '13T', code: '13T' },
  { label: '13', code: '13' },
  { label: 'Ultra thin', code: 'UT' },
  { label: 'Mini', code: 'MN' },
  { label: 'Blue', code: 'BL' },
] as const satisfies readonly OptionLabel[];

export function sideLabel(side: number): string {
  return SIDE_LABELS[side] ?? `Side ${side}`;
}

export function optionLabel(option: number): string {
  return OPTION_LABELS[option]?.label ?? `Option ${option}`;
}

export function optionCode(option: number): string {
  return OPTION_LABELS[option]?.code ?? String(option);
}
