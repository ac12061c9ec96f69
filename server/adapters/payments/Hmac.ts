import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Paymob's HMAC of a transaction callback (notes/paymob.md §2.7): the values of 20 fields, in the
 * lexicographic order of their keys, concatenated without a separator (booleans lowercase,
 * numbers plain, text as received), signed with HMAC-SHA512 and written as lowercase hex. The
 * sandbox signs its callbacks the same way with its own secret, so one check serves both.
 */
export const HMAC_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;

export type HmacField = (typeof HMAC_FIELDS)[number];

/** One value as Paymob writes it into the signed text; a missing value adds nothing. */
export function hmacText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/** The text Paymob signs: every field's value in HMAC_FIELDS order. */
export function hmacMessage(valueOf: (field: HmacField) => unknown): string {
  return HMAC_FIELDS.map((field) => hmacText(valueOf(field))).join('');
}

export function signHmac(secret: string, message: string): string {
  return createHmac('sha512', secret).update(message, 'utf8').digest('hex');
}

const SHA512_HEX = /^[0-9a-f]{128}$/;

/** Compares in constant time; anything that is not 128 hex digits never matches. */
export function hmacMatches(secret: string, message: string, received: string): boolean {
  const candidate = received.trim().toLowerCase();
  if (!SHA512_HEX.test(candidate)) return false;
  return timingSafeEqual(Buffer.from(signHmac(secret, message), 'hex'), Buffer.from(candidate, 'hex'));
}
