import { sql } from 'drizzle-orm';
import { shownText } from '@tiara/domain/language';
import { type Result, fail, ok } from '@tiara/domain/result';
import { MAIL_JOB } from '../../application/mail/SendMailJob';
import type { MailMessage } from '../../application/mail/Mailer';
import type { NewOrder, OrderPlacements, PlacementFailure } from '../../application/orders/OrderStore';
import type { PostgresJobQueue } from '../jobs/PostgresJobQueue';
import { catalogChanged } from './CatalogReadCache';
import type { Database } from './Database';
import { type BatchOutcome, InFlightBatcher } from './InFlightBatcher';

/** What place_orders answered for one order. */
type PlacementOutcome = { readonly id: number } | { readonly sqlstate: string; readonly detail: string | null; readonly message: string };

/** The refusal place_order raised (SQLSTATE TI001-TI004), or null for any other error. */
function placementRefusal(sqlstate: string, detail: string | null): PlacementFailure | null {
  if (sqlstate === 'TI001') return { code: 'out_of_stock', productName: detail ?? '' };
  if (sqlstate === 'TI002') return { code: 'promo_exhausted' };
  if (sqlstate === 'TI003') return { code: 'promo_already_used' };
  if (sqlstate === 'TI004') return { code: 'store_credit_short', balance: Number(detail) };
  return null;
}

/** Orders placed together while the previous batch is in flight; more wait for the next one. */
const MAX_ORDERS_PER_BATCH = 100;

interface StockTake {
  readonly quantity: number;
  readonly name: string;
}

/** Adds `quantity` to the entry for `id`, keeping the first name seen. */
function addTake(takes: Map<number, StockTake>, id: number, quantity: number, name: string): void {
  const earlier = takes.get(id);
  takes.set(id, { quantity: (earlier?.quantity ?? 0) + quantity, name: earlier?.name ?? name });
}

/** One order of a batch: what place_order reads (JSON), and its confirmation e-mail. */
interface Placement {
  readonly order: object;
  readonly confirmationMail: NewOrder['confirmationMail'];
}

type Placed = Result<{ orderId: number }, PlacementFailure>;

/**
 * New orders, placed by the place_orders routine in batches (group commit, InFlightBatcher): the
 * orders that arrive while one batch is in flight go together in the next, each all or nothing on
 * its own, with their confirmation e-mails kept as jobs in the batch's transaction.
 */
export class OrderPlacementsRepository implements OrderPlacements {
  private readonly placements: InFlightBatcher<Placement, Placed>;

  constructor(
    private readonly db: Database,
    private readonly jobs: PostgresJobQueue,
  ) {
    this.placements = new InFlightBatcher((batch) => this.placeBatch(batch), MAX_ORDERS_PER_BATCH);
  }

  /**
   * One call of place_orders for the whole batch, then one insert of the placed orders' e-mails,
   * in one transaction: one commit for all. Each order is all or nothing on its own (its own
   * subtransaction), and a crash leaves none of the batch, whose callers have not been answered yet.
   */
  private async placeBatch(batch: readonly Placement[]): Promise<Array<BatchOutcome<Placed>>> {
    const { outcomes, mails } = await this.db.transaction(async (tx) => {
      // Both drivers (PGlite and node-postgres) answer `execute` with `{ rows }` and parse jsonb.
      const result = (await tx.execute(sql`SELECT place_orders(${JSON.stringify(batch.map((placement) => placement.order))}::jsonb) AS outcomes`)) as unknown as {
        rows: Array<{ outcomes: PlacementOutcome[] }>;
      };
      const answered = result.rows[0]?.outcomes;
      if (!Array.isArray(answered) || answered.length !== batch.length) throw new Error('place_orders returned no outcome for some orders');
      const confirmations = answered.flatMap((outcome, index): MailMessage[] => {
        const confirmationMail = batch[index]?.confirmationMail;
        return 'id' in outcome && confirmationMail ? [confirmationMail(outcome.id)] : [];
      });
      await this.jobs.enqueueAllWithin(tx, MAIL_JOB, confirmations);
      return { outcomes: answered, mails: confirmations.length };
    });
    if (mails > 0) this.jobs.wake();
    return outcomes.map((outcome) => {
      if ('id' in outcome) return { ok: true, value: ok({ orderId: outcome.id }) };
      const refusal = placementRefusal(outcome.sqlstate, outcome.detail);
      if (refusal) return { ok: true, value: fail(refusal) };
      return { ok: false, error: Object.assign(new Error(`place_order failed: ${outcome.message}`), { code: outcome.sqlstate, detail: outcome.detail }) };
    });
  }

  async place(order: NewOrder): Promise<Placed> {
    const productTakes = new Map<number, StockTake>();
    const variantTakes = new Map<number, StockTake>();
    for (const item of order.items) {
      if (item.kind !== 'product') continue;
      // The name a refusal for want of stock gives the customer, in the order's language.
      const name = shownText(order.language, item.name, item.nameAr);
      // A variant product's own quantity is the sum of its variants', so both go down together.
      addTake(productTakes, item.catalogId, item.quantity, name);
      if (item.variantId !== null) addTake(variantTakes, item.variantId, item.quantity, name);
    }
    const placement = {
      userId: order.userId,
      paymentMethod: order.paymentMethod,
      subtotal: order.subtotal,
      shipping: order.shipping,
      discount: order.discount,
      total: order.total,
      storeCredit: order.storeCredit,
      promoCodeId: order.promoCodeId,
      ...order.shippingDetails,
      reservationExpiresAt: order.reservationExpiresAt?.toISOString() ?? null,
      placedAt: order.placedAt.toISOString(),
      language: order.language,
      productTakes: [...productTakes].map(([id, take]) => ({ id, ...take })),
      variantTakes: [...variantTakes].map(([id, take]) => ({ id, ...take })),
      items: order.items,
      requestKey: order.requestKey && { scope: order.requestKey.scope, key: order.requestKey.key, claimedAt: order.requestKey.claimedAt.toISOString() },
    };
    const placed = await this.placements.submit({ order: placement, confirmationMail: order.confirmationMail });
    if (placed.ok && productTakes.size > 0) catalogChanged(this.db);
    return placed;
  }
}
