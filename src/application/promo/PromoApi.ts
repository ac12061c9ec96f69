import type { ServiceIdentifier } from 'inversify';
import type { Piasters } from '@tiara/domain/money';
import type { ApiResult } from '../shared/ApiResult';

/** The server's verdict on a code for an amount (SPEC §3 "Promo code result"). */
export interface PromoCheck {
  readonly isValid: boolean;
  /** The success message, or why the code does not apply. */
  readonly message: string;
  readonly discount: Piasters;
  readonly promoCodeId: number | null;
  readonly code: string | null;
}

export interface PromoCheckRequest {
  readonly code: string;
  /** Subtotal plus shipping, which the discount is taken from (SPEC §9). */
  readonly orderAmount: Piasters;
  /** The stored user id; the server takes the user from the token. */
  readonly userId: number;
}

export interface PromoUsageRequest {
  readonly userId: number;
  readonly promoCodeId: number;
  readonly orderId: number;
  readonly usedAt: Date;
}

/** The promo calls of SPEC §7. */
export interface PromoApi {
  validate(request: PromoCheckRequest): Promise<ApiResult<PromoCheck>>;
  recordUsage(request: PromoUsageRequest): Promise<ApiResult<void>>;
}

export const PromoApi: ServiceIdentifier<PromoApi> = Symbol('PromoApi');
