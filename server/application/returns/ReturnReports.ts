import type { Language } from '@tiara/domain/language';
import type { AskedReturnLine, ReturnOutcome, ReturnReason } from '@tiara/domain/returns';
import type { RequestAnswers } from '../idempotency/RequestAnswers';
import type { PersonalNotifications } from '../notifications/PersonalNotifications';
import type { OrderRecipients } from '../orders/OrderUpdates';
import type { ReturnViews } from './ReturnView';

/** A line of the order's physical goods: how many were bought, and what each request not refused claims of it. */
export interface ReportableLine {
  readonly orderItemId: number;
  readonly name: string;
  readonly nameAr: string | null;
  readonly bought: number;
  readonly claimed: readonly number[];
}

/** An order as a report on it needs it; AI plans and trainings are no lines of it, since nothing of them can be sent back. */
export interface ReportedOrder {
  readonly id: number;
  /** Null for a guest's order. */
  readonly userId: number | null;
  /** When it was marked Delivered; null while it was not. */
  readonly deliveredAt: Date | null;
  readonly lines: readonly ReportableLine[];
}

export interface NewReturn {
  readonly orderId: number;
  readonly userId: number;
  readonly reason: ReturnReason;
  readonly preferredOutcome: ReturnOutcome;
  readonly note: string;
  /** The language the customer asked in: every answer about the request is written in it. */
  readonly language: Language;
  readonly lines: readonly AskedReturnLine[];
  readonly photoIds: readonly number[];
  readonly at: Date;
}

/** The reports' records, through the report's transaction. */
export interface ReturnReportRecords {
  /** The order, its row locked until the transaction ends: two reports on one order are taken one after the other. */
  lockOrder(orderId: number): Promise<ReportedOrder | null>;
  /** Those of `photoIds` that `userId` uploaded and that belong to no request yet, locked until the transaction ends. */
  unattachedPhotos(userId: number, photoIds: readonly number[]): Promise<number[]>;
  /** Writes the request, its lines and its first step (requested), and attaches the photos; answers its id. */
  add(report: NewReturn): Promise<number>;
}

/** What a customer's report reads and writes, inside its one transaction. */
export interface ReturnReportScope {
  readonly reports: ReturnReportRecords;
  readonly recipients: OrderRecipients;
  /** Written with the request: the notice stands only if the request does. */
  readonly notices: PersonalNotifications;
  /** The request as its customer will follow it, read before the transaction ends. */
  readonly views: ReturnViews;
  /** Keeps the report's answer under its request's Idempotency-Key with the request. */
  readonly answers: RequestAnswers;
}

export interface ReturnReportTransaction {
  run<T>(work: (scope: ReturnReportScope) => Promise<T>): Promise<T>;
}
