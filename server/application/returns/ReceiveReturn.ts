import { type Result, ok } from '@tiara/domain/result';
import { returnStatusesBefore } from '@tiara/domain/returns';
import type { BackInStockMails } from '../stock-alerts/FireStockAlerts';
import { type ReturnMoveError, type ReturnMoveInput, type ReturnMoveTransaction, type ReturnMoved, notMoved, returnNotFound, tellAboutMove } from './ReturnMoves';

export interface ReceiveReturnInput extends ReturnMoveInput {
  /** Put the returned quantities back on the shelf; not for damaged goods. */
  readonly restock: boolean;
}

export interface ReturnReceived extends ReturnMoved {
  /** The back-in-stock e-mails of the waits the restock ended, to send once it is committed. */
  readonly backInStock: readonly BackInStockMails[];
}

const TO = 'Received';

/**
 * Staff mark an approved return's goods as received, restocking them or not. The move is a
 * conditional update on the status, so the goods go back on the shelf once however many staff
 * mark them at once; the stock grows by an update that adds in place (`quantity = quantity + n`),
 * and the waits of customers for those products end as with any stock that comes back.
 */
export class ReceiveReturn {
  private readonly transaction: ReturnMoveTransaction;

  constructor(transaction: ReturnMoveTransaction) {
    this.transaction = transaction;
  }

  execute(input: ReceiveReturnInput): Promise<Result<ReturnReceived, ReturnMoveError>> {
    const from = returnStatusesBefore(TO);
    return this.transaction.run<ReturnReceived, ReturnMoveError>({ actorUserId: input.staff.userId, at: input.now }, async (scope) => {
      const found = await scope.returns.find(input.returnId);
      if (!found) return returnNotFound(input.returnId);
      if (!from.includes(found.status) || !(await scope.returns.move(found.id, from, TO, { restocked: input.restock }, input.now))) {
        const now = await scope.returns.find(found.id);
        const unmoved = now ? notMoved(now, TO) : returnNotFound(found.id);
        return unmoved.ok ? ok({ ...unmoved.value, backInStock: [] }) : unmoved;
      }
      const backInStock: BackInStockMails[] = [];
      if (input.restock) {
        for (const productId of await scope.returns.restock(found.id)) backInStock.push(await scope.backInStock(productId, input.now));
      }
      await scope.returns.record({ returnId: found.id, orderId: found.orderId, kind: 'received', actorUserId: input.staff.userId, note: null, at: input.now });
      await scope.audit({ action: 'status', entity: 'return', entityId: found.id, details: { from: found.status, to: TO, restocked: input.restock } });
      const mail = await tellAboutMove(scope, found, { step: 'received' }, input);
      return ok({ returnId: found.id, orderId: found.orderId, status: TO, changed: true, mail, backInStock });
    });
  }
}
