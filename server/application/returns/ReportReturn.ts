import { type Language, shownText } from '@tiara/domain/language';
import { type Result, fail, ok } from '@tiara/domain/result';
import {
  type AskedReturnLine,
  type ReturnLinesRefusal,
  type ReturnOutcome,
  type ReturnReason,
  checkedReturnLines,
  photoRequired,
  reportWindow,
  returnableQuantity,
} from '@tiara/domain/returns';
import type { AnswerUnderKey } from '../idempotency/RequestKey';
import type { MailMessage } from '../mail/Mailer';
import type { ServerText } from '../texts/ServerText';
import { ReturnMessages, tooLateMessage } from './ReturnMessages';
import type { ReportableLine, ReturnReportTransaction } from './ReturnReports';
import { tellCustomer } from './ReturnUpdates';
import type { ReturnView } from './ReturnView';

export interface ReportReturnInput {
  readonly orderId: number;
  /** The signed-in customer: only their own order can be reported on. */
  readonly userId: number;
  readonly reason: ReturnReason;
  readonly preferredOutcome: ReturnOutcome;
  readonly note: string;
  readonly lines: readonly AskedReturnLine[];
  readonly photoIds: readonly number[];
  /** The reader's language: the request keeps it for every answer about it. */
  readonly language: Language;
  readonly now: Date;
  /** The shop's public address, for the link to the order's page in the e-mail. */
  readonly origin: string;
  /** The request's Idempotency-Key, if it has one: the answer is kept under it with the request, so a retry after a lost reply asks for nothing twice. */
  readonly answer?: AnswerUnderKey<ReturnView> | null;
}

export interface ReturnReported {
  /** The request as its customer follows it. */
  readonly reported: ReturnView;
  /** The e-mail telling the customer the request arrived, to send once it is committed. */
  readonly mail: MailMessage | null;
}

export interface ReportReturnError {
  readonly code: 'order_not_found' | 'not_delivered' | 'too_late' | 'invalid_lines' | 'not_returnable' | 'too_many' | 'photo_required' | 'unknown_photo';
  readonly message: ServerText;
}

/**
 * A customer's report of a problem with a delivered order, or request to return part of it (SPEC
 * §9): in time for its reason, about the order's goods only and no more of each than requests not
 * refused leave, with a photo of a damaged or defective item. The order's row is locked while the
 * claims are counted and the request written, so two reports at once never claim more than was
 * bought; the customer's own photos, not yet sent with another request, are attached to it.
 */
export class ReportReturn {
  private readonly transaction: ReturnReportTransaction;

  constructor(transaction: ReturnReportTransaction) {
    this.transaction = transaction;
  }

  execute(input: ReportReturnInput): Promise<Result<ReturnReported, ReportReturnError>> {
    return this.transaction.run(async (scope) => {
      const order = await scope.reports.lockOrder(input.orderId);
      if (!order || order.userId !== input.userId) return fail({ code: 'order_not_found', message: ReturnMessages.orderNotFound(input.orderId) });
      const window = reportWindow(input.reason, order.deliveredAt, input.now);
      if (!window.ok) {
        return fail(
          window.error.code === 'not-delivered'
            ? { code: 'not_delivered', message: ReturnMessages.notDelivered(order.id) }
            : { code: 'too_late', message: tooLateMessage(input.reason, window.error.deadline) },
        );
      }
      const checked = checkedReturnLines(
        input.lines,
        order.lines.map((line) => ({ orderItemId: line.orderItemId, returnable: returnableQuantity(line.bought, line.claimed) })),
      );
      if (!checked.ok) return fail(linesRefusal(checked.error, order.lines));
      if (photoRequired(input.reason) && input.photoIds.length === 0) return fail({ code: 'photo_required', message: ReturnMessages.photoRequired });
      const photoIds = [...new Set(input.photoIds)];
      const own = await scope.reports.unattachedPhotos(input.userId, photoIds);
      if (own.length !== photoIds.length) return fail({ code: 'unknown_photo', message: ReturnMessages.unknownPhoto });

      const returnId = await scope.reports.add({
        orderId: order.id,
        userId: input.userId,
        reason: input.reason,
        preferredOutcome: input.preferredOutcome,
        note: input.note.trim(),
        language: input.language,
        lines: checked.value,
        photoIds,
        at: input.now,
      });
      const mail = await tellCustomer(
        { returnId, orderId: order.id },
        { step: 'requested' },
        { recipients: scope.recipients, notices: scope.notices, language: input.language, origin: input.origin, at: input.now },
      );
      const reported = await scope.views.one(returnId);
      if (!reported) throw new Error(`Return ${returnId} was not found in the transaction that wrote it`);
      if (input.answer) await scope.answers.answer(input.answer.requestKey, input.answer.answerOf(reported));
      return ok({ reported, mail });
    });
  }
}

function linesRefusal(refusal: ReturnLinesRefusal, lines: readonly ReportableLine[]): ReportReturnError {
  switch (refusal.code) {
    case 'no-lines':
      return { code: 'invalid_lines', message: ReturnMessages.noLines };
    case 'not-positive':
      return { code: 'invalid_lines', message: ReturnMessages.notPositive };
    case 'line-twice':
      return { code: 'invalid_lines', message: ReturnMessages.lineTwice };
    case 'not-returnable':
      return { code: 'not_returnable', message: ReturnMessages.notReturnable };
    case 'too-many': {
      const line = lines.find((each) => each.orderItemId === refusal.orderItemId);
      const name = (language: Language) => (line ? shownText(language, line.name, line.nameAr) : '');
      return {
        code: 'too_many',
        message: (language) =>
          refusal.returnable === 0 ? ReturnMessages.allClaimed(name(language))(language) : ReturnMessages.tooMany(name(language), refusal.returnable)(language),
      };
    }
  }
}
