import type { ServiceIdentifier } from 'inversify';
import type { Piasters } from '@tiara/domain/money';
import type { StoreCreditEntryKind } from '@tiara/domain/store-credit';
import type { ApiResult } from '../shared/ApiResult';

/** An entry of the customer's store credit ledger: credit given by a refund, spent on an order, or given back from one. */
export interface StoreCreditEntry {
  readonly id: number;
  readonly kind: StoreCreditEntryKind;
  /** Signed: credit given is positive, credit spent negative. */
  readonly amount: Piasters;
  /** The order it concerns; null when the shop no longer keeps it. */
  readonly orderId: number | null;
  readonly createdAt: Date;
}

/** The signed-in customer's store credit: the balance, and the ledger it is the sum of, newest first. */
export interface StoreCredit {
  readonly balance: Piasters;
  readonly entries: readonly StoreCreditEntry[];
}

/** This server's store credit (issue 29); it is spent through the order's body (`store_credit`). */
export interface StoreCreditApi {
  /** GET /api/store-credit */
  mine(): Promise<ApiResult<StoreCredit>>;
}

export const StoreCreditApi: ServiceIdentifier<StoreCreditApi> = Symbol('StoreCreditApi');
