/**
 * Month-over-month change in percent, to one decimal: 0 when both months are empty, null when
 * only the earlier month is (there is no percentage of nothing).
 */
export function growthPercent(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
