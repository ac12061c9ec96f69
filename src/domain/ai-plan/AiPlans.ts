import { type CartItem, aiPlanCartId } from '../cart';
import { type Piasters, piastersFromPounds } from '../money';

export type AiPlanId = 1 | 2 | 3;

/** One of the AI plans on sale (SPEC §2 "AI landing", §9). */
export interface AiPlan {
  readonly id: AiPlanId;
  readonly name: string;
  readonly price: Piasters;
  readonly segmentations: number;
  /** SPEC §9: only the Premium card shows '/month'. */
  readonly period: '' | '/month';
}

/** SPEC §9: Light Package 2,900 EGP with 10 segmentations; Pro 6,100 with 25; Premium 9,800 with 50. */
export const AI_PLANS: readonly AiPlan[] = Object.freeze([
  { id: 1, name: 'Light Package', price: piastersFromPounds(2900), segmentations: 10, period: '' },
  { id: 2, name: 'Pro', price: piastersFromPounds(6100), segmentations: 25, period: '' },
  { id: 3, name: 'Premium', price: piastersFromPounds(9800), segmentations: 50, period: '/month' },
]);

export function aiPlanById(id: number): AiPlan | undefined {
  return AI_PLANS.find((plan) => plan.id === id);
}

/** The plan as the cart holds it (SPEC §3): plan id + 1,000,000, bought once, no image of its own; named as the offer named it. */
export function aiPlanCartItem(plan: Pick<AiPlan, 'name' | 'price'> & { readonly id: number }): CartItem {
  return { id: aiPlanCartId(plan.id), name: plan.name, price: plan.price, image: '', stock: 1 };
}
