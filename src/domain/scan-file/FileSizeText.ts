const UNITS = ['KB', 'MB', 'GB'] as const;
const BASE = 1024;

/**
 * A file size for the selected-files list (SPEC §2: Bytes, KB, MB or GB, two decimals, base 1024).
 * KB, MB and GB always carry two decimals ('1.50 KB', '5.00 GB'); sizes under 1 KB are whole
 * bytes ('0 Bytes', '512 Bytes') because a fraction of a byte means nothing. The unit is 'Bytes'
 * even for 1, as SPEC names it. A value that would round up to 1024 of a unit moves to the next
 * unit ('1.00 MB', not '1024.00 KB'); GB is the largest unit. Negative or non-finite sizes read as 0.
 */
export function fileSizeText(bytes: number): string {
  const size = Number.isFinite(bytes) && bytes > 0 ? Math.floor(bytes) : 0;
  if (size < BASE) return `${size} Bytes`;
  let unitIndex = 0;
  let value = size / BASE;
  while (unitIndex < UNITS.length - 1 && Number(value.toFixed(2)) >= BASE) {
    unitIndex += 1;
    value /= BASE;
  }
  return `${value.toFixed(2)} ${UNITS[unitIndex]}`;
}
