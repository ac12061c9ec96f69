import { PAGINATION_WINDOW } from './CatalogQuery';

export type PaginationEntry = number | 'ellipsis';

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * The page numbers between the previous and next buttons: at most PAGINATION_WINDOW numbers, always
 * the first, the last and the current page, centred on the current page where the ends allow, with
 * an ellipsis wherever numbers are skipped. Out-of-range input is clamped rather than rejected.
 */
export function paginationWindow(current: number, pageCount: number): PaginationEntry[] {
  const last = Math.max(1, Number.isFinite(pageCount) ? Math.floor(pageCount) : 1);
  const page = clamp(Number.isFinite(current) ? Math.floor(current) : 1, 1, last);
  if (last <= PAGINATION_WINDOW) return Array.from({ length: last }, (_, i) => i + 1);

  const middleSize = PAGINATION_WINDOW - 2;
  const middleStart = clamp(page - Math.floor(middleSize / 2), 2, last - middleSize);
  const middleEnd = middleStart + middleSize - 1;

  const entries: PaginationEntry[] = [1];
  if (middleStart > 2) entries.push('ellipsis');
  for (let n = middleStart; n <= middleEnd; n += 1) entries.push(n);
  if (middleEnd < last - 1) entries.push('ellipsis');
  entries.push(last);
  return entries;
}
