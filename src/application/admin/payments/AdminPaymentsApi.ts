import type { ServiceIdentifier } from 'inversify';
import type { GatewayPayment } from '@tiara/domain/card-payment';
import type { Piasters } from '@tiara/domain/money';
import type { ApiResult } from '../../shared/ApiResult';
import type { AdminPage, PageRequest } from '../AdminPage';

export { PAYMENT_STATUSES } from '@tiara/domain/card-payment';

/** A payment with its order and customer. */
export interface AdminPayment extends GatewayPayment {
  readonly orderId: number;
  readonly updatedAt: Date;
  readonly order: { readonly status: string; readonly total: Piasters; readonly paymentMethod: string };
  readonly customer: { readonly name: string; readonly email: string };
}

export interface PaymentFilter extends PageRequest {
  readonly search?: string;
  readonly status?: string;
}

/** /api/admin/payments: read-only, a payment changes only when the gateway reports it. */
export interface AdminPaymentsApi {
  list(filter: PaymentFilter): Promise<ApiResult<AdminPage<AdminPayment>>>;
  payment(id: number): Promise<ApiResult<AdminPayment>>;
}

export const AdminPaymentsApi: ServiceIdentifier<AdminPaymentsApi> = Symbol('AdminPaymentsApi');
