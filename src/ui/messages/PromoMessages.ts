import type { PromoRefusal } from '../../application/promo/ApplyPromoCode';
import { promoMessagesEn } from '../../locales/shared/en/promoMessagesEn';
import { localized } from '../i18n/localized';

/** The promo code's texts; a domain refusal's text is read with promoRefusalText. */
export const PromoMessages = localized('promo', promoMessagesEn);

/** What the customer reads when a code is refused: the server's own reason, else the shop's wording. */
export function promoRefusalMessage(refusal: PromoRefusal): string {
  switch (refusal.code) {
    case 'rejected':
      return refusal.message;
    case 'sign-in-required':
      return PromoMessages.signInRequired;
    case 'blank':
      return PromoMessages.refused.unknown;
    case 'call-failed':
      return PromoMessages.callFailed;
  }
}
