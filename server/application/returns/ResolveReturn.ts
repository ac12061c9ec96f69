import { shownText } from '@tiara/domain/language';
import type { Piasters } from '@tiara/domain/money';
import { type Result, fail, ok } from '@tiara/domain/result';
import { type ReturnResolution, returnStatusesBefore, returnedWorth } from '@tiara/domain/returns';
import type { RefundMethod, RefundRefusal, RefundStarted, Refunder } from '../refunds/Refunder';
import { ReturnMessages, resolvingOtherwiseMessage } from './ReturnMessages';
import {
  type ReturnMoveError,
  type ReturnMoveInput,
  type ReturnMoveScope,
  type ReturnMoveTransaction,
  type ReturnMoved,
  type StoredReturn,
  notMoved,
  returnChanged,
  returnNotFound,
  tellAboutMove,
} from './ReturnMoves';

type MoneyResolution = Exclude<ReturnResolution, 'exchange'>;

export interface ResolveReturnInput extends ReturnMoveInput {
  readonly resolution: ReturnResolution;
  /** The money given back; by default the returned lines' worth as charged (`returnedWorth`). Not for an exchange. */
  readonly amount?: Piasters | undefined;
  /** Money paid back by hand: how. */
  readonly note?: string | undefined;
}

export interface ReturnResolved extends ReturnMoved {
  /** The refund a money resolution made (or found made by the same request key); null for an exchange or when nothing changed. */
  readonly refund: RefundStarted | null;
  /** The replacement order of an exchange. */
  readonly replacementOrderId: number | null;
}

export type ResolveReturnError = ReturnMoveError | RefundRefusal;

const REFUND_METHOD: Readonly<Record<MoneyResolution, RefundMethod>> = { 'card-refund': 'card', 'store-credit': 'store-credit', 'paid-back-by-hand': 'by-hand' };

const TO = 'Resolved';
const FROM = returnStatusesBefore(TO);

/** The return, found before a resolution: may it be resolved by `resolution`, or was it already? */
function settledOrRefused(found: StoredReturn, resolution: ReturnResolution): Result<ReturnResolved, ReturnMoveError> | null {
  if (found.status === TO || !FROM.includes(found.status)) {
    const unmoved = notMoved(found, TO, found.resolution === resolution);
    return unmoved.ok ? ok({ ...unmoved.value, refund: null, replacementOrderId: found.replacementOrderId }) : unmoved;
  }
  if (found.resolution !== null && found.resolution !== resolution) return fail({ code: 'resolving_otherwise', message: resolvingOtherwiseMessage(found.id, found.resolution) });
  return null;
}

/**
 * Staff settle an approved or received return: money back (to the card through the gateway, as
 * store credit, or paid back by hand) through the Refunder, or a replacement order at no charge.
 * The sales desk never handles money: it resolves by exchange only.
 *
 * A money resolution is first marked as being carried out (so no other resolution may start),
 * then asked of the Refunder with the request key `return-<id>`, so two staff resolving at once,
 * or a retry after a lost answer, make one refund; then the return moves to Resolved by a
 * conditional update that only one of them wins. A refusal of the Refunder leaves the return as
 * it was. An exchange is one transaction: the move, and the replacement taking its stock by
 * conditional updates (short stock refuses it and rolls everything back); the replacement order is
 * unique to its return.
 */
export class ResolveReturn {
  private readonly transaction: ReturnMoveTransaction;
  private readonly refunder: Refunder;

  constructor(transaction: ReturnMoveTransaction, refunder: Refunder) {
    this.transaction = transaction;
    this.refunder = refunder;
  }

  execute(input: ResolveReturnInput): Promise<Result<ReturnResolved, ResolveReturnError>> {
    if (input.resolution === 'exchange') return this.exchange(input);
    if (input.staff.role !== 'Admin') return Promise.resolve(fail({ code: 'not_for_sales_desk', message: ReturnMessages.salesDeskExchangeOnly }));
    return this.giveMoneyBack({ ...input, resolution: input.resolution });
  }

  private exchange(input: ResolveReturnInput): Promise<Result<ReturnResolved, ReturnMoveError>> {
    return this.transaction.run<ReturnResolved, ReturnMoveError>(this.stampOf(input), async (scope) => {
      const found = await scope.returns.find(input.returnId);
      if (!found) return returnNotFound(input.returnId);
      const settled = settledOrRefused(found, 'exchange');
      if (settled) return settled;
      if (!(await scope.returns.move(found.id, FROM, TO, { resolution: 'exchange' }, input.now))) return this.notResolved(scope, found.id, 'exchange');
      const placed = await scope.returns.placeReplacement(found.id, input.now, input.staff.userId);
      if (!placed.ok) {
        const { name, nameAr } = placed.error;
        return fail({ code: 'replacement_out_of_stock', message: (language) => ReturnMessages.replacementOutOfStock(shownText(language, name, nameAr))(language) });
      }
      const replacementOrderId = placed.value;
      await scope.returns.record({ returnId: found.id, orderId: found.orderId, kind: 'resolved', actorUserId: input.staff.userId, note: null, at: input.now });
      await scope.audit({ action: 'status', entity: 'return', entityId: found.id, details: { from: found.status, to: TO, resolution: 'exchange', replacement_order_id: replacementOrderId } });
      const mail = await tellAboutMove(scope, found, { step: 'resolved', resolution: 'exchange', replacementOrderId }, input);
      return ok({ returnId: found.id, orderId: found.orderId, status: TO, changed: true, mail, refund: null, replacementOrderId });
    });
  }

  private async giveMoneyBack(input: ResolveReturnInput & { readonly resolution: MoneyResolution }): Promise<Result<ReturnResolved, ResolveReturnError>> {
    const { resolution } = input;
    const claimed = await this.transaction.run<{ readonly found: StoredReturn; readonly worth: Piasters } | ReturnResolved, ReturnMoveError>(this.stampOf(input), async (scope) => {
      const found = await scope.returns.find(input.returnId);
      if (!found) return returnNotFound(input.returnId);
      const settled = settledOrRefused(found, resolution);
      if (settled) return settled;
      if (!(await scope.returns.claimResolution(found.id, resolution))) return this.notResolved(scope, found.id, resolution);
      const { order, lines } = await scope.returns.chargesOf(found.id);
      return ok({ found, worth: returnedWorth(order, lines) });
    });
    if (!claimed.ok) return claimed;
    if (!('found' in claimed.value)) return ok(claimed.value);
    const { found, worth } = claimed.value;

    const note = input.note?.trim() || null;
    const refund = await this.refunder.refund({
      orderId: found.orderId,
      returnId: found.id,
      method: REFUND_METHOD[resolution],
      amount: input.amount ?? worth,
      requestKey: `return-${found.id}`,
      note,
      staffUserId: input.staff.userId,
      now: input.now,
    });
    if (!refund.ok) {
      // A key used before means a refund was made for this return: the resolution stays claimed by it.
      if (refund.error.code !== 'key_reused') await this.transaction.run(this.stampOf(input), async (scope) => ok(await scope.returns.releaseResolution(found.id, resolution)));
      return fail(refund.error);
    }

    return this.transaction.run<ReturnResolved, ReturnMoveError>(this.stampOf(input), async (scope) => {
      if (!(await scope.returns.move(found.id, FROM, TO, { resolution }, input.now))) return this.notResolved(scope, found.id, resolution);
      const { refundId, amount, method, status } = refund.value;
      await scope.returns.record({ returnId: found.id, orderId: found.orderId, kind: 'resolved', actorUserId: input.staff.userId, note, at: input.now });
      await scope.audit({ action: 'status', entity: 'return', entityId: found.id, details: { from: found.status, to: TO, resolution, refund_id: refundId, amount, method, refund_status: status } });
      const mail = await tellAboutMove(scope, found, { step: 'resolved', resolution, amount }, input);
      return ok({ returnId: found.id, orderId: found.orderId, status: TO, changed: true, mail, refund: refund.value, replacementOrderId: null });
    });
  }

  /** A conditional update another request beat: answered by where the return is now. */
  private async notResolved(scope: ReturnMoveScope, returnId: number, resolution: ReturnResolution): Promise<Result<ReturnResolved, ReturnMoveError>> {
    const now = await scope.returns.find(returnId);
    if (!now) return returnNotFound(returnId);
    // Resolvable still, yet not moved: what it was checked against changed in between.
    return settledOrRefused(now, resolution) ?? returnChanged(now);
  }

  private stampOf(input: ReturnMoveInput) {
    return { actorUserId: input.staff.userId, at: input.now };
  }
}
