import type { Piasters } from '@tiara/domain/money';
import type { ReturnOutcome, ReturnReason, ReturnResolution, ReturnStatus } from '@tiara/domain/returns';

/** A line of a return: the order line, as it was bought, and how many come back. */
export interface ReturnLineView {
  readonly orderItemId: number;
  readonly name: string;
  readonly nameAr: string | null;
  readonly quantity: number;
  readonly unitPrice: Piasters;
}

/** A return as its customer follows it. */
export interface ReturnView {
  readonly id: number;
  readonly orderId: number;
  readonly status: ReturnStatus;
  readonly reason: ReturnReason;
  readonly preferredOutcome: ReturnOutcome;
  readonly note: string;
  readonly refusalReason: string | null;
  readonly resolution: ReturnResolution | null;
  readonly restocked: boolean | null;
  readonly exchangeOrderId: number | null;
  readonly createdAt: Date;
  readonly lines: readonly ReturnLineView[];
  readonly photoIds: readonly number[];
}

/** The returns as their customers follow them. */
export interface ReturnViews {
  /** One return; null when there is none. */
  one(returnId: number): Promise<ReturnView | null>;
}
