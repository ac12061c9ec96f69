import type { ServiceIdentifier } from 'inversify';
import type { Piasters } from '@tiara/domain/money';
import type { ApiResult } from '../../shared/ApiResult';
import type { AdminPage, PageRequest } from '../AdminPage';

/** The statuses a payment can have on the server. */
export const PAYMENT_STATUSES = ['Pending', 'Success', 'Failed', 'Superseded'] as const;

export interface AdminPayment {
  readonly id: number;
  readonly orderId: number;
  readonly gateway: string;
  readonly transactionId: string | null;
  readonly gatewayOrderId: string | null;
  readonly status: string;
  readonly amount: Piasters;
  readonly currency: string;
  readonly cardBrand: string | null;
  readonly cardLastFour: string | null;
  readonly createdAt: Date;
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
