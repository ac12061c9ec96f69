import type { IdempotencyKeyRecords } from './IdempotencyKeyRecords';

/** How long a key answers the retries of its write: a day, as the IETF draft and Stripe suggest. */
export const IDEMPOTENCY_KEY_RETENTION_MS = 24 * 60 * 60_000;

/**
 * Forgets the Idempotency-Keys older than a day, answers and all. Every server's periodic sweep
 * runs it; deleting the same rows twice is harmless.
 */
export class ExpireIdempotencyKeys {
  private readonly records: IdempotencyKeyRecords;

  constructor(records: IdempotencyKeyRecords) {
    this.records = records;
  }

  execute(now: Date): Promise<number> {
    return this.records.deleteCreatedBefore(new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_MS));
  }
}
