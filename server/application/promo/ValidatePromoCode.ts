import type { Piasters } from '@tiara/domain/money';
import { type PromoValidation, normalisePromoCode, validatePromo } from '@tiara/domain/promo';
import type { PromoCodes } from './PromoCodes';

export interface ValidatePromoCodeInput {
  readonly code: string;
  /** Subtotal plus shipping, as the client computes it (SPEC §9). */
  readonly orderAmount: Piasters;
  /** The user whose earlier uses count: always taken from the token, never from the body alone. */
  readonly userId: number;
  readonly now: Date;
}

/**
 * Answers whether a code would apply to an order of this amount for this user, and how much it
 * takes off. It only reads: the use is reserved when the order is placed, where the limits are
 * checked again.
 */
export class ValidatePromoCode {
  private readonly promoCodes: PromoCodes;

  constructor(promoCodes: PromoCodes) {
    this.promoCodes = promoCodes;
  }

  async execute(input: ValidatePromoCodeInput): Promise<PromoValidation> {
    const promo = await this.promoCodes.findByCode(normalisePromoCode(input.code));
    // The per-user lookup only matters for a code that is limited to one use per user.
    const usedByThisUser = promo !== undefined && promo.oncePerUser ? await this.promoCodes.hasBeenUsedBy(promo.id, input.userId) : false;
    return validatePromo(promo, { now: input.now, orderAmount: input.orderAmount, usedByThisUser });
  }
}
