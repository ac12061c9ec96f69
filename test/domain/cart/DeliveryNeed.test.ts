import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AI_PLAN_ID_OFFSET, TRAINING_ID_OFFSET, cartItemKindOf, needsDelivery } from '@tiara/domain/cart';

describe('needsDelivery (an order with something to deliver)', () => {
  it.each<[string, number[], boolean]>([
    ['a product', [5], true],
    ['an AI plan', [AI_PLAN_ID_OFFSET + 2], false],
    ['a training', [TRAINING_ID_OFFSET + 7], false],
    ['a plan and a training', [AI_PLAN_ID_OFFSET + 1, TRAINING_ID_OFFSET + 7], false],
    ['a plan and a product', [AI_PLAN_ID_OFFSET + 1, 51], true],
    ['nothing', [], false],
  ])('%s: %j', (_case, cartIds, expected) => {
    expect(needsDelivery(cartIds)).toBe(expected);
  });

  const planOrTrainingId = fc.oneof(fc.integer({ min: AI_PLAN_ID_OFFSET + 1, max: AI_PLAN_ID_OFFSET + 3 }), fc.integer({ min: TRAINING_ID_OFFSET, max: TRAINING_ID_OFFSET + 999_999 }));
  const anyId = fc.oneof(planOrTrainingId, fc.integer({ min: 1, max: 5_000_000 }));

  it('is whether any line is a product, whatever the order of the lines', () => {
    fc.assert(
      fc.property(fc.array(anyId, { maxLength: 8 }), (cartIds) => {
        expect(needsDelivery(cartIds)).toBe(cartIds.some((id) => cartItemKindOf(id) === 'product'));
        expect(needsDelivery([...cartIds].reverse())).toBe(needsDelivery(cartIds));
      }),
      { numRuns: 300 },
    );
  });

  it('never changes when plans or trainings join an order, and two orders together need delivery when either does', () => {
    fc.assert(
      fc.property(fc.array(anyId, { maxLength: 6 }), fc.array(anyId, { maxLength: 6 }), fc.array(planOrTrainingId, { maxLength: 4 }), (first, second, online) => {
        expect(needsDelivery([...first, ...online])).toBe(needsDelivery(first));
        expect(needsDelivery([...first, ...second])).toBe(needsDelivery(first) || needsDelivery(second));
      }),
      { numRuns: 300 },
    );
  });
});
