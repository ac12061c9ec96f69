import type { KeptAnswer, RequestKey } from './RequestKey';

/**
 * Where a request's answer is kept under its Idempotency-Key. Reached through a write's
 * transaction, it keeps the answer with the write: both stand, or neither.
 */
export interface RequestAnswers {
  /** Keeps `answer` under the key, if the request that claimed it still holds the claim. */
  answer(requestKey: RequestKey, answer: KeptAnswer): Promise<void>;
}
