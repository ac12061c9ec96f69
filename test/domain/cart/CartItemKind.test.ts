import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AI_PLAN_ID_OFFSET,
  TRAINING_ID_OFFSET,
  aiPlanCartId,
  aiPlanIdOf,
  cartItemKindOf,
  trainingCartId,
  trainingIdOf,
} from '@tiara/domain/cart';

describe('cart item kinds by id range (SPEC §3, §9)', () => {
  it('uses the offsets of SPEC §9', () => {
    expect(AI_PLAN_ID_OFFSET).toBe(1_000_000);
    expect(TRAINING_ID_OFFSET).toBe(2_000_000);
  });

  it.each([
    [1, 'product'],
    [51, 'product'],
    [999_999, 'product'],
    [1_000_000, 'product'], // "ids above 1,000,000"
    [1_000_001, 'ai-plan'],
    [1_000_002, 'ai-plan'],
    [1_000_003, 'ai-plan'], // "up to 1,000,003"
    [1_000_004, 'product'],
    [1_999_999, 'product'],
    [2_000_000, 'training'], // "from 2,000,000"
    [2_000_001, 'training'],
    [2_999_999, 'training'],
    [3_000_000, 'product'], // "up to below 3,000,000"
    [1_000_001.5, 'product'],
    [2_000_000.5, 'product'],
  ] as const)('id %d is a %s', (id, kind) => {
    expect(cartItemKindOf(id)).toBe(kind);
  });

  it.each([
    [1, 1_000_001],
    [2, 1_000_002],
    [3, 1_000_003],
  ])('AI plan %d has cart id %d and back', (planId, cartId) => {
    expect(aiPlanCartId(planId)).toBe(cartId);
    expect(aiPlanIdOf(cartId)).toBe(planId);
    expect(trainingIdOf(cartId)).toBeNull();
  });

  it.each([0, 4, -1, 1.5, Number.NaN])('refuses AI plan id %d (valid plan ids are 1 to 3)', (planId) => {
    expect(() => aiPlanCartId(planId)).toThrow(RangeError);
  });

  it.each([
    [0, 2_000_000],
    [7, 2_000_007],
    [999_999, 2_999_999],
  ])('training %d has cart id %d and back', (trainingId, cartId) => {
    expect(trainingCartId(trainingId)).toBe(cartId);
    expect(trainingIdOf(cartId)).toBe(trainingId);
    expect(aiPlanIdOf(cartId)).toBeNull();
  });

  it.each([-1, 1_000_000, 2.5, Number.NaN])('refuses training id %d', (trainingId) => {
    expect(() => trainingCartId(trainingId)).toThrow(RangeError);
  });

  it.each([1, 1_000_000, 1_000_004, 3_000_000])('product id %d is neither a plan nor a training', (id) => {
    expect(aiPlanIdOf(id)).toBeNull();
    expect(trainingIdOf(id)).toBeNull();
  });

  it('classifies every integer id into exactly the kind its decoders agree with', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 3_500_000 }), (id) => {
        const kind = cartItemKindOf(id);
        expect(aiPlanIdOf(id) !== null).toBe(kind === 'ai-plan');
        expect(trainingIdOf(id) !== null).toBe(kind === 'training');
        const planId = aiPlanIdOf(id);
        if (planId !== null) expect(aiPlanCartId(planId)).toBe(id);
        const trainingId = trainingIdOf(id);
        if (trainingId !== null) expect(trainingCartId(trainingId)).toBe(id);
      }),
      { numRuns: 1000 },
    );
  });

  it('encodes every training id into the training range and decodes it back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (trainingId) => {
        const cartId = trainingCartId(trainingId);
        expect(cartItemKindOf(cartId)).toBe('training');
        expect(trainingIdOf(cartId)).toBe(trainingId);
      }),
    );
  });
});
