/**
 * Where a code stands at an instant, whatever order it might be used on: switched off, before or
 * after its window, out of uses, or active. The back office shows it; validatePromo refuses every
 * state but 'active' with it as the reason, so the list and the cart never disagree.
 */
export type PromoState = 'active' | 'inactive' | 'not-started' | 'expired' | 'exhausted';

/** What a code's state depends on: its switch, its window and its uses. */
export interface PromoStanding {
  readonly isActive: boolean;
  readonly startsAt: Date | null;
  readonly endsAt: Date | null;
  /** Null: unlimited. */
  readonly maxUses: number | null;
  readonly usedCount: number;
}

/** Every use allowed is taken; a NaN count counts as used up, so a bad record fails closed. */
export function isPromoExhausted(promo: Pick<PromoStanding, 'maxUses' | 'usedCount'>): boolean {
  return promo.maxUses !== null && !(promo.usedCount < promo.maxUses);
}

/**
 * The state at `instant`, checked in the order a refusal names it: the switch first, then the
 * window (inclusive at both ends: active at exactly startsAt and at exactly endsAt), then the uses.
 * An invalid date fails closed (not started, or expired) rather than opening the code.
 */
export function promoStateAt(promo: PromoStanding, instant: Date): PromoState {
  if (!promo.isActive) return 'inactive';
  const time = instant.getTime();
  if (promo.startsAt !== null && !(time >= promo.startsAt.getTime())) return 'not-started';
  if (promo.endsAt !== null && !(time <= promo.endsAt.getTime())) return 'expired';
  if (isPromoExhausted(promo)) return 'exhausted';
  return 'active';
}
