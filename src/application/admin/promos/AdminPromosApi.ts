import type { ServiceIdentifier } from 'inversify';
import type { Piasters } from '@tiara/domain/money';
import type { ApiResult } from '../../shared/ApiResult';
import type { AdminPage, Deleted, PageRequest } from '../AdminPage';

export type PromoKind = 'percent' | 'fixed';

/** A percent is a whole number from 1 to 100; a fixed discount is an amount of money. */
export type PromoDiscount = { readonly kind: 'percent'; readonly percent: number } | { readonly kind: 'fixed'; readonly amount: Piasters };

export interface PromoFields {
  readonly code: string;
  readonly discount: PromoDiscount;
  readonly isActive: boolean;
  readonly startsAt: Date | null;
  readonly endsAt: Date | null;
  /** Null: unlimited. */
  readonly maxUses: number | null;
  readonly oncePerUser: boolean;
  /** Of subtotal plus shipping; null: none. */
  readonly minimumOrder: Piasters | null;
}

export interface AdminPromoCode extends PromoFields {
  readonly id: number;
  /** Uses counted against maxUses. */
  readonly usedCount: number;
  readonly uses: { readonly reserved: number; readonly used: number; readonly released: number };
  readonly createdAt: Date;
}

export interface PromoUse {
  readonly orderId: number;
  readonly orderStatus: string;
  readonly userEmail: string | null;
  readonly status: 'Reserved' | 'Used' | 'Released';
  readonly usedAt: Date;
}

export interface PromoFilter extends PageRequest {
  readonly search?: string;
  readonly isActive?: boolean;
}

/** /api/admin/promo-codes. */
export interface AdminPromosApi {
  list(filter: PromoFilter): Promise<ApiResult<AdminPage<AdminPromoCode>>>;
  create(promo: PromoFields): Promise<ApiResult<AdminPromoCode>>;
  update(id: number, promo: PromoFields): Promise<ApiResult<AdminPromoCode>>;
  delete(id: number): Promise<ApiResult<Deleted>>;
  uses(id: number, page: PageRequest): Promise<ApiResult<AdminPage<PromoUse>>>;
}

export const AdminPromosApi: ServiceIdentifier<AdminPromosApi> = Symbol('AdminPromosApi');
