/** The stored Idempotency-Keys, as the sweep sees them. */
export interface IdempotencyKeyRecords {
  /** Deletes the keys first used before `cutoff`; answers how many. */
  deleteCreatedBefore(cutoff: Date): Promise<number>;
}
