import type { Language } from '@tiara/domain/language';
import { type Piasters, poundsText } from '@tiara/domain/money';
import { formatMessages } from './formatMessages';

/**
 * A price as `language` writes it: "2,900 EGP" (SPEC's English) or "2,900 ج.م"; whole pounds
 * without decimals, otherwise two ("12.50"). The SPA passes the shown language, the server's
 * e-mails the customer's.
 */
export function formatPrice(piasters: Piasters, language: Language): string {
  return formatMessages(language).price(poundsText(piasters));
}
