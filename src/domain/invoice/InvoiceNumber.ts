/** Digits of the sequence part: a million documents a year before the number grows a digit. */
const SEQUENCE_DIGITS = 6;

/**
 * `<PREFIX>-2026-000123`: the Cairo year of issue and the document's place in that year's gap-free
 * sequence, which starts at 1 every year. Numbers of one year sort in the order they were issued.
 */
export function yearlyDocumentNumber(prefix: string, year: number, sequence: number): string {
  if (!Number.isSafeInteger(year) || year < 1000 || year > 9999) throw new RangeError(`Not a year of issue: ${year}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`Not a sequence number: ${sequence}`);
  return `${prefix}-${year}-${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}

/** `INV-2026-000123`: an invoice's number (yearlyDocumentNumber). */
export function invoiceNumber(year: number, sequence: number): string {
  return yearlyDocumentNumber('INV', year, sequence);
}
