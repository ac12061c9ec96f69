import { type Result, fail, ok } from '@tiara/domain/result';
import { returnStatusesBefore } from '@tiara/domain/returns';
import { ReturnMessages } from './ReturnMessages';
import { type ReturnMoveError, type ReturnMoveInput, type ReturnMoveTransaction, type ReturnMoved, notMoved, returnNotFound, tellAboutMove } from './ReturnMoves';

export interface DecideReturnInput extends ReturnMoveInput {
  readonly decision: 'approve' | 'refuse';
  /** Why it is refused, which the customer reads; required to refuse. */
  readonly reason?: string | undefined;
}

/**
 * Staff approve a request or refuse it with a reason. The move is a conditional update on the
 * request's status: of two staff deciding at once one decides, and the other is answered as made
 * when it was the same decision, or told the request was decided otherwise. The decision is a step
 * of the return, audited, and its customer is told (a notice with it, an e-mail after it).
 */
export class DecideReturn {
  private readonly transaction: ReturnMoveTransaction;

  constructor(transaction: ReturnMoveTransaction) {
    this.transaction = transaction;
  }

  execute(input: DecideReturnInput): Promise<Result<ReturnMoved, ReturnMoveError>> {
    const reason = input.reason?.trim() ?? '';
    if (input.decision === 'refuse' && reason === '') return Promise.resolve(fail({ code: 'refusal_reason_required', message: ReturnMessages.refusalReasonRequired }));
    const to = input.decision === 'approve' ? 'Approved' : 'Refused';
    const from = returnStatusesBefore(to);
    return this.transaction.run({ actorUserId: input.staff.userId, at: input.now }, async (scope) => {
      const found = await scope.returns.find(input.returnId);
      if (!found) return returnNotFound(input.returnId);
      const change = to === 'Refused' ? { refusalReason: reason } : {};
      if (!from.includes(found.status) || !(await scope.returns.move(found.id, from, to, change, input.now))) {
        const now = await scope.returns.find(found.id);
        return now ? notMoved(now, to) : returnNotFound(found.id);
      }
      const note = to === 'Refused' ? reason : null;
      await scope.returns.record({ returnId: found.id, orderId: found.orderId, kind: to === 'Refused' ? 'refused' : 'approved', actorUserId: input.staff.userId, note, at: input.now });
      await scope.audit({ action: 'status', entity: 'return', entityId: found.id, details: { from: found.status, to, ...(note === null ? {} : { reason: note }) } });
      const mail = await tellAboutMove(scope, found, to === 'Refused' ? { step: 'refused', reason } : { step: 'approved' }, input);
      return ok({ returnId: found.id, orderId: found.orderId, status: to, changed: true, mail });
    });
  }
}
