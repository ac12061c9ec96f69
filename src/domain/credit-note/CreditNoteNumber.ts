import { yearlyDocumentNumber } from '../invoice';

/** `CN-2026-000123`: a credit note's number, from its own gap-free Cairo-year sequence, written like an invoice's. */
export function creditNoteNumber(year: number, sequence: number): string {
  return yearlyDocumentNumber('CN', year, sequence);
}
