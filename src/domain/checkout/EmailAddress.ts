/**
 * A conservative shape check for e-mail addresses, shared by checkout and signup: a dot-atom local
 * part of at most 64 characters (the characters HTML's `type=email` allows, with no leading,
 * trailing or doubled dot), an `@`, then dot-separated domain labels (letters, digits and inner
 * hyphens, at most 63 each) ending in an alphabetic top-level domain of two letters or more;
 * at most 254 characters in all. Quoted local parts, IP literals and dotless domains are valid in
 * RFC 5321 but refused: a clinic's real address never has them and they are usually typos.
 * The text is not trimmed; callers trim what the person typed.
 */
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LOCAL_PART = new RegExp(`^${ATOM}(?:\\.${ATOM})*$`);
const MAX_LOCAL_PART_LENGTH = 64;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL_DOMAIN = /^[A-Za-z]{2,63}$/;
const MAX_ADDRESS_LENGTH = 254;

export function isValidEmail(text: string): boolean {
  if (text.length > MAX_ADDRESS_LENGTH) return false;
  const at = text.lastIndexOf('@');
  if (at < 0) return false;
  const localPart = text.slice(0, at);
  const labels = text.slice(at + 1).split('.');
  const topLevel = labels[labels.length - 1] ?? '';
  return (
    localPart.length <= MAX_LOCAL_PART_LENGTH &&
    LOCAL_PART.test(localPart) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_DOMAIN.test(topLevel)
  );
}
