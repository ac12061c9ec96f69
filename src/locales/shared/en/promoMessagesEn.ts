import { type Piasters, formatEgp } from '@tiara/domain/money';
import type { PromoRefusal } from '@tiara/domain/promo';

/**
 * The promo code's texts. A refusal's text is keyed by its reason (src/domain/promo's
 * PromoRejection); read it with promoRefusalText, which gives the minimum order to the one that takes it.
 */
export const promoMessagesEn = {
  applied: 'Promo code applied successfully!',
  refused: {
    unknown: 'Invalid promo code',
    inactive: 'Promo code is no longer active',
    'not-started': 'Promo code is not active yet',
    expired: 'Promo code has expired',
    exhausted: 'Promo code has reached its maximum usage limit',
    'already-used': 'You have already used this promo code.',
    'below-minimum': (minimum: Piasters): string => `Minimum order amount of ${formatEgp(minimum)} required`,
  },
  /** SPEC §5: guests cannot apply a code. */
  signInRequired: 'You must be signed in to use a promo code.',
  /** SPEC §8: shown, with a discount of 0, when the validation call itself fails. */
  callFailed: 'Invalid promo code',
};

/** The text of a refusal in the language of `texts` (the English table or a translation of it). */
export function promoRefusalText(texts: Pick<typeof promoMessagesEn, 'refused'>, refusal: PromoRefusal): string {
  return refusal.reason === 'below-minimum' ? texts.refused['below-minimum'](refusal.minimumOrder) : texts.refused[refusal.reason];
}
