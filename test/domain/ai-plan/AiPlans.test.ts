import { describe, expect, it } from 'vitest';
import { AI_PLANS, aiPlanById, aiPlanCartItem } from '@tiara/domain/ai-plan';
import { addToCart, cartItemKindOf, emptyCart } from '@tiara/domain/cart';

describe('AI plans (SPEC §9)', () => {
  it('are Light Package 2,900 EGP / 10, Pro 6,100 / 25 and Premium 9,800 / 50, only Premium per month', () => {
    expect(AI_PLANS.map((plan) => [plan.id, plan.name, plan.price, plan.segmentations, plan.period])).toEqual([
      [1, 'Light Package', 290_000, 10, ''],
      [2, 'Pro', 610_000, 25, ''],
      [3, 'Premium', 980_000, 50, '/month'],
    ]);
    expect(aiPlanById(3)?.name).toBe('Premium');
    expect([aiPlanById(0), aiPlanById(4), aiPlanById(1.5)]).toEqual([undefined, undefined, undefined]);
  });

  it('go into the cart as plan id + 1,000,000, bought once', () => {
    for (const plan of AI_PLANS) {
      const item = aiPlanCartItem(plan);
      expect([item.id, cartItemKindOf(item.id), item.price, item.stock]).toEqual([plan.id + 1_000_000, 'ai-plan', plan.price, 1]);
      const once = addToCart(emptyCart, item).cart;
      expect(addToCart(once, item).cart.lines).toEqual([{ ...item, quantity: 1 }]);
    }
  });
});
