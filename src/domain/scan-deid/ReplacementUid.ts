import { sha256 } from './Sha256';

/** PS3.5 §9.1: a UID is at most 64 characters. */
export const UID_MAX_LENGTH = 64;

/** The UID root PS3.5 §B.2 gives for UIDs made from a 128-bit number, without a registered root. */
const UUID_DERIVED_ROOT = '2.25.';

/**
 * The UID that replaces `originalUid` under a de-identification key: '2.25.' and the decimal
 * value of the first 128 bits of SHA-256(key, NUL, uid). The same original gives the same
 * replacement in every file (a series stays one series, references still point at their target),
 * another key gives other UIDs, and the same key gives the same bytes again, so an upload
 * interrupted by a reload resumes on identical content. At most 5 + 39 characters, digits and
 * dots only, no leading zero: a valid UID.
 */
export function replacementUid(key: string, originalUid: string): string {
  const digest = sha256(new TextEncoder().encode(`${key}\u0000${originalUid.trim()}`));
  let value = 0n;
  for (let index = 0; index < 16; index++) value = (value << 8n) | BigInt(digest[index]!);
  return `${UUID_DERIVED_ROOT}${value.toString(10)}`;
}

/** PS3.5 §9.1: components of digits separated by dots, no component empty or with a leading zero. */
export function isValidUid(uid: string): boolean {
  return uid.length > 0 && uid.length <= UID_MAX_LENGTH && /^(0|[1-9][0-9]*)(\.(0|[1-9][0-9]*))*$/.test(uid);
}

/** Replacement UIDs for one preparation, each computed once however many slices repeat it. */
export class UidReplacements {
  private readonly replacements = new Map<string, string>();

  constructor(private readonly key: string) {}

  replace(originalUid: string): string {
    const original = originalUid.trim();
    let replacement = this.replacements.get(original);
    if (replacement === undefined) {
      replacement = replacementUid(this.key, original);
      this.replacements.set(original, replacement);
    }
    return replacement;
  }
}
