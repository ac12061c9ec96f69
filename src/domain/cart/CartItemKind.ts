/**
 * The cart holds three kinds of item in one id space, as SPEC §3 encodes them: AI plans are
 * plan id + 1,000,000 (plans 1 to 3), dental trainings are training id + 2,000,000 (up to
 * 2,999,999), everything else is a product.
 */
export const AI_PLAN_ID_OFFSET = 1_000_000;
export const TRAINING_ID_OFFSET = 2_000_000;

const FIRST_AI_PLAN_ID = 1;
const LAST_AI_PLAN_ID = 3;
/** Training ids 0 to 999,999 map onto 2,000,000 to 2,999,999. */
const TRAINING_ID_LIMIT = 1_000_000;

export type CartItemKind = 'product' | 'ai-plan' | 'training';

function isAiPlanId(planId: number): boolean {
  return Number.isInteger(planId) && planId >= FIRST_AI_PLAN_ID && planId <= LAST_AI_PLAN_ID;
}

function isTrainingId(trainingId: number): boolean {
  return Number.isInteger(trainingId) && trainingId >= 0 && trainingId < TRAINING_ID_LIMIT;
}

export function cartItemKindOf(id: number): CartItemKind {
  if (isAiPlanId(id - AI_PLAN_ID_OFFSET)) return 'ai-plan';
  if (isTrainingId(id - TRAINING_ID_OFFSET)) return 'training';
  return 'product';
}

/** AI plans and trainings are bought once: their cart line always holds quantity 1. */
export function isSubscriptionKind(kind: CartItemKind): boolean {
  return kind !== 'product';
}

/** The cart id of an AI plan; a plan id outside 1..3 is a programming error. */
export function aiPlanCartId(planId: number): number {
  if (!isAiPlanId(planId)) throw new RangeError(`Not an AI plan id: ${planId}`);
  return planId + AI_PLAN_ID_OFFSET;
}

/** The cart id of a dental training; a training id outside 0..999,999 is a programming error. */
export function trainingCartId(trainingId: number): number {
  if (!isTrainingId(trainingId)) throw new RangeError(`Not a training id: ${trainingId}`);
  return trainingId + TRAINING_ID_OFFSET;
}

export function aiPlanIdOf(cartId: number): number | null {
  return cartItemKindOf(cartId) === 'ai-plan' ? cartId - AI_PLAN_ID_OFFSET : null;
}

export function trainingIdOf(cartId: number): number | null {
  return cartItemKindOf(cartId) === 'training' ? cartId - TRAINING_ID_OFFSET : null;
}
