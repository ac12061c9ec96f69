import { and, eq, isNull, lt } from 'drizzle-orm';
import type { RequestAnswers } from '../../application/idempotency/RequestAnswers';
import type { KeptAnswer, RequestKey } from '../../application/idempotency/RequestKey';
import type { Database } from './Database';
import { idempotencyKeys } from './schema';

interface KeyedRequest {
  readonly request: string;
  readonly requestHash: string;
}

interface KeyRecord extends KeyedRequest {
  readonly status: number | null;
  readonly contentType: string | null;
  readonly body: string | null;
  readonly claimedAt: Date;
}

type Claim = { readonly claimed: true } | { readonly claimed: false; readonly record: KeyRecord };

/**
 * The Idempotency-Key store of server/http/idempotencyKeys.ts in the database every server shares.
 * A claim is one INSERT that does nothing when the key exists: of two requests at once, the
 * primary key lets exactly one in. Every later change names the claim's time, so a request whose
 * abandoned claim was taken over can no longer answer or release it. Made on a write's
 * transaction, it keeps that write's answer with it (`RequestAnswers`).
 */
export class PostgresIdempotencyKeys implements RequestAnswers {
  constructor(private readonly db: Database) {}

  async claim(scope: string, key: string, request: KeyedRequest, now: Date): Promise<Claim> {
    const inserted = await this.db
      .insert(idempotencyKeys)
      .values({ scope, key, request: request.request, requestHash: request.requestHash, createdAt: now, claimedAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return { claimed: true };
    const [record] = await this.db
      .select({
        request: idempotencyKeys.request,
        requestHash: idempotencyKeys.requestHash,
        status: idempotencyKeys.status,
        contentType: idempotencyKeys.contentType,
        body: idempotencyKeys.body,
        claimedAt: idempotencyKeys.claimedAt,
      })
      .from(idempotencyKeys)
      .where(this.keyIs(scope, key));
    // Released between the two statements (its write failed): claim it afresh.
    if (!record) return this.claim(scope, key, request, now);
    return { claimed: false, record };
  }

  async takeOver(scope: string, key: string, claimedAt: Date, now: Date): Promise<boolean> {
    const taken = await this.db
      .update(idempotencyKeys)
      .set({ claimedAt: now })
      .where(and(this.keyIs(scope, key), eq(idempotencyKeys.claimedAt, claimedAt), isNull(idempotencyKeys.status)))
      .returning({ key: idempotencyKeys.key });
    return taken.length > 0;
  }

  async answer({ scope, key, claimedAt }: RequestKey, answer: KeptAnswer): Promise<void> {
    await this.db
      .update(idempotencyKeys)
      .set({ status: answer.status, contentType: answer.contentType, body: answer.body })
      .where(and(this.keyIs(scope, key), eq(idempotencyKeys.claimedAt, claimedAt)));
  }

  async release(scope: string, key: string, claimedAt: Date): Promise<void> {
    await this.db.delete(idempotencyKeys).where(and(this.keyIs(scope, key), eq(idempotencyKeys.claimedAt, claimedAt), isNull(idempotencyKeys.status)));
  }

  /** Deletes the keys first used before `cutoff`; answers how many. */
  async deleteCreatedBefore(cutoff: Date): Promise<number> {
    const deleted = await this.db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff)).returning({ key: idempotencyKeys.key });
    return deleted.length;
  }

  private keyIs(scope: string, key: string) {
    return and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
  }
}
