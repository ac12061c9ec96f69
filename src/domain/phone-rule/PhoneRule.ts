/**
 * Egyptian mobile numbers: after removing spaces, dashes and plus signs the number must be
 * 01, then one of 0, 1, 2 or 5 (Vodafone, Etisalat, Orange, WE), then 8 digits.
 */
const MOBILE_PATTERN = /^01[0125]\d{8}$/;

export function stripPhoneSeparators(raw: string): string {
  return raw.replace(/[\s\-+]/g, '');
}

/** The 11-digit form of an Egyptian mobile number, or null when the text is not one. */
export function normaliseEgyptianMobile(raw: string): string | null {
  const digits = stripPhoneSeparators(raw);
  return MOBILE_PATTERN.test(digits) ? digits : null;
}

export function isEgyptianMobile(raw: string): boolean {
  return normaliseEgyptianMobile(raw) !== null;
}
