/**
 * The Idempotency-Key a request claimed (server/http/idempotencyKeys.ts). A write that can keep
 * its answer under the key in its own transaction does, so that a server dying between the
 * write's commit and its reply still leaves the answer for the client's retry.
 */
export interface RequestKey {
  /** Whose key it is: `user:<id>`, or a visitor's request. */
  readonly scope: string;
  readonly key: string;
  /** When this request claimed it: only the claim's own request may answer it. */
  readonly claimedAt: Date;
}

/** An answer as its client receives it, which the key gives every retry of its request. */
export interface KeptAnswer {
  readonly status: number;
  readonly contentType: string | null;
  readonly body: string;
}

/**
 * What a write is handed to keep its answer under its request's key with the write itself: the
 * key, and the answer the write's result makes, as the HTTP edge words it and then sends it.
 */
export interface AnswerUnderKey<T> {
  readonly requestKey: RequestKey;
  answerOf(result: T): KeptAnswer;
}
