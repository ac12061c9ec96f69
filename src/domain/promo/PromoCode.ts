import { type Piasters, formatEgp, percentOf } from '../money';

export interface PromoCode {
  readonly id: number;
  /** Stored upper-case (see normalisePromoCode). */
  readonly code: string;
  readonly isActive: boolean;
  readonly startsAt: Date | null;
  readonly endsAt: Date | null;
  readonly maxUses: number | null;
  readonly usedCount: number;
  readonly oncePerUser: boolean;
  readonly minimumOrder: Piasters | null;
  readonly kind: 'percent' | 'fixed';
  /** A percent from 1 to 100, or piasters for a fixed discount. */
  readonly value: number;
}

export interface PromoContext {
  readonly now: Date;
  /** What the discount is taken from: subtotal plus shipping (SPEC §9). */
  readonly orderAmount: Piasters;
  readonly usedByThisUser: boolean;
}

export type PromoRejection =
  | 'unknown'
  | 'inactive'
  | 'not-started'
  | 'expired'
  | 'exhausted'
  | 'already-used'
  | 'below-minimum';

export type PromoValidation =
  | {
      readonly isValid: true;
      readonly discount: Piasters;
      readonly promoCodeId: number;
      readonly code: string;
      readonly message: string;
    }
  | { readonly isValid: false; readonly reason: PromoRejection; readonly message: string };

export const PromoMessages = {
  applied: 'Promo code applied successfully!',
  unknown: 'Invalid promo code',
  inactive: 'Promo code is no longer active',
  notStarted: 'Promo code is not active yet',
  expired: 'Promo code has expired',
  exhausted: 'Promo code has reached its maximum usage limit',
  alreadyUsed: 'You have already used this promo code.',
  belowMinimum: (minimum: Piasters): string => `Minimum order amount of ${formatEgp(minimum)} required`,
  /** SPEC §5: guests cannot apply a code. */
  signInRequired: 'You must be signed in to use a promo code.',
  /** SPEC §8: shown, with a discount of 0, when the validation call itself fails. */
  callFailed: 'Invalid promo code',
} as const;

/** Codes compare case-insensitively and are stored upper-case: ' summer10 ' is 'SUMMER10'. */
export function normalisePromoCode(text: string): string {
  return text.trim().toUpperCase();
}

/**
 * The discount a code gives on an amount: a percent of it or a fixed sum, whole piasters,
 * never below 0 and never above the amount (the old system mixed percent and fixed, and could
 * discount more than the order). A value that is not a number gives no discount.
 */
export function promoDiscount(promo: Pick<PromoCode, 'kind' | 'value'>, orderAmount: Piasters): Piasters {
  const amount = orderAmount > 0 ? orderAmount : 0;
  const raw = promo.kind === 'percent' ? percentOf(amount, promo.value) : Math.round(promo.value);
  if (!(raw > 0)) return 0;
  return Math.min(raw, amount);
}

function reject(reason: PromoRejection, message: string): PromoValidation {
  return { isValid: false, reason, message };
}

/**
 * Checks a looked-up code in a fixed order and returns the first failure. The window is
 * inclusive at both ends (valid at exactly startsAt and at exactly endsAt). Each comparison is
 * written so that an invalid date or a NaN count fails closed: the code is refused, not granted.
 */
export function validatePromo(promo: PromoCode | undefined, context: PromoContext): PromoValidation {
  if (promo === undefined) return reject('unknown', PromoMessages.unknown);
  if (!promo.isActive) return reject('inactive', PromoMessages.inactive);
  const now = context.now.getTime();
  if (promo.startsAt !== null && !(now >= promo.startsAt.getTime())) {
    return reject('not-started', PromoMessages.notStarted);
  }
  if (promo.endsAt !== null && !(now <= promo.endsAt.getTime())) return reject('expired', PromoMessages.expired);
  if (promo.maxUses !== null && !(promo.usedCount < promo.maxUses)) return reject('exhausted', PromoMessages.exhausted);
  if (promo.oncePerUser && context.usedByThisUser) return reject('already-used', PromoMessages.alreadyUsed);
  if (promo.minimumOrder !== null && !(context.orderAmount >= promo.minimumOrder)) {
    return reject('below-minimum', PromoMessages.belowMinimum(promo.minimumOrder));
  }
  return {
    isValid: true,
    discount: promoDiscount(promo, context.orderAmount),
    promoCodeId: promo.id,
    code: promo.code,
    message: PromoMessages.applied,
  };
}
