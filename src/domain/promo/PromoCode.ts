import { type Piasters, percentOf } from '../money';
import { type PromoStanding, promoStateAt } from './PromoState';

export interface PromoCode extends PromoStanding {
  readonly id: number;
  /** Stored upper-case (see normalisePromoCode). */
  readonly code: string;
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

/** Why a code was refused, with the minimum order when that is the reason (its text names it). */
export type PromoRefusal =
  | { readonly reason: Exclude<PromoRejection, 'below-minimum'> }
  | { readonly reason: 'below-minimum'; readonly minimumOrder: Piasters };

export type PromoValidation =
  | {
      readonly isValid: true;
      readonly discount: Piasters;
      readonly promoCodeId: number;
      readonly code: string;
    }
  | ({ readonly isValid: false } & PromoRefusal);

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

function reject(reason: Exclude<PromoRejection, 'below-minimum'>): PromoValidation {
  return { isValid: false, reason };
}

/**
 * Checks a looked-up code in a fixed order and returns the first failure: its state at `now`
 * (promoStateAt: switch, window, uses), then this user's use and the order's amount. Each
 * comparison is written so that an invalid date or a NaN count fails closed: the code is refused,
 * not granted.
 */
export function validatePromo(promo: PromoCode | undefined, context: PromoContext): PromoValidation {
  if (promo === undefined) return reject('unknown');
  const state = promoStateAt(promo, context.now);
  if (state !== 'active') return reject(state);
  if (promo.oncePerUser && context.usedByThisUser) return reject('already-used');
  if (promo.minimumOrder !== null && !(context.orderAmount >= promo.minimumOrder)) {
    return { isValid: false, reason: 'below-minimum', minimumOrder: promo.minimumOrder };
  }
  return {
    isValid: true,
    discount: promoDiscount(promo, context.orderAmount),
    promoCodeId: promo.id,
    code: promo.code,
  };
}
