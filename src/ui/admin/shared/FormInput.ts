import { piastersFromPounds, poundsFromPiasters } from '@tiara/domain/money';

/** How the back office's forms read typed numbers: a value, or the message to show under the field. */
export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/** EGP as typed ("12", "12.5", "12.50"): whole piasters, never negative, at most two decimals. */
export function parseEgp(text: string, invalid: string): Parsed<number> {
  const trimmed = text.trim();
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(trimmed)) return { ok: false, message: invalid };
  return { ok: true, value: piastersFromPounds(Number(trimmed)) };
}

/** A whole number of 0 or more (stock, capacity). */
export function parseWholeNumber(text: string, invalid: string): Parsed<number> {
  const trimmed = text.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return { ok: false, message: invalid };
  return { ok: true, value: Number(trimmed) };
}

/** Piasters as the forms show them to edit: "12.5" → "12.50", "2900" → "2900". */
export function egpInputText(piasters: number): string {
  return piasters % 100 === 0 ? String(poundsFromPiasters(piasters)) : poundsFromPiasters(piasters).toFixed(2);
}
