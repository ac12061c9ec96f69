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
