import type { ServiceIdentifier } from 'inversify';
import type { GatewayPayment } from '@tiara/domain/card-payment';
import type { DeliveryDetails } from '@tiara/domain/checkout';
import type { OrderStatus } from '@tiara/domain/order-lifecycle';
import type { PaymentState, Shipment } from '@tiara/domain/order-tracking';
import type { ApiResult } from '../shared/ApiResult';
import type { AdminPage, PageRequest } from './AdminPage';

/** An order as the back office and the sales desk list it. Money in piasters. */
export interface StaffOrderSummary {
  readonly id: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly status: string;
  readonly paymentMethod: string;
  readonly total: number;
  readonly itemCount: number;
  readonly governorate: string;
  /** The payment gateway confirmed a payment for it. */
  readonly paid: boolean;
  /** Paid, owing a refund or refunded, as the server reads it for the order's customer too. */
  readonly paymentState: PaymentState;
  /** The part of the total paid with the customer's store credit; all of it for an order it paid in full. */
  readonly storeCredit: number;
  /** `userId` is null for a guest. */
  readonly customer: { readonly userId: number | null; readonly name: string; readonly email: string; readonly phone: string };
}

export interface StaffOrderLine {
  readonly id: number;
  readonly kind: 'product' | 'ai-plan' | 'training';
  readonly name: string;
  readonly sku: string | null;
  readonly quantity: number;
  readonly unitPrice: number;
  readonly lineTotal: number;
  readonly image: string;
}

export interface StaffOrderDetail extends StaffOrderSummary {
  readonly subtotal: number;
  readonly shippingAmount: number;
  readonly discountAmount: number;
  readonly promoCode: string | null;
  readonly shipping: DeliveryDetails;
  /** The customer's account; null for a guest order. */
  readonly account: { readonly id: number; readonly email: string; readonly firstName: string; readonly lastName: string; readonly phone: string } | null;
  readonly reservationExpiresAt: Date | null;
  readonly lines: readonly StaffOrderLine[];
  /** The statuses this caller may move the order to, as the server decided. */
  readonly nextStatuses: readonly OrderStatus[];
  /** The parcel of its latest move to Shipped; null before it ships. */
  readonly shipment: StaffShipment | null;
}

export interface StaffShipment {
  readonly courier: string;
  readonly trackingNumber: string;
  /** The courier's page for the parcel; null when it has none. */
  readonly trackingUrl: string | null;
}

export interface AdminOrderDetail extends StaffOrderDetail {
  readonly payments: readonly GatewayPayment[];
  /** What may still be refunded of what the order was paid, in any way, and to the card (0 without a card payment). */
  readonly refundable: number;
  readonly cardRefundable: number;
  /** The store credit the order spent, given back to the customer when it ended unfulfilled; null for any other order. */
  readonly storeCreditGivenBack: { readonly amount: number; readonly at: Date } | null;
}

export interface OrderFilter {
  readonly search: string;
  readonly status: OrderStatus | null;
}

export interface StatusChange {
  readonly status: string;
  readonly previousStatus: string;
  /** False when the order already had this status. */
  readonly changed: boolean;
  /** Cancelled after a card payment: the money must be refunded at the gateway. */
  readonly refundDue: boolean;
}

/** What both staff areas do with orders: list, open, and move along the lifecycle. */
export interface StaffOrdersApi<Detail extends StaffOrderDetail = StaffOrderDetail> {
  orders(filter: OrderFilter, page: PageRequest): Promise<ApiResult<AdminPage<StaffOrderSummary>>>;
  order(id: number): Promise<ApiResult<Detail>>;
  /** `shipment`: the courier and tracking number, which Shipped needs. */
  changeStatus(id: number, status: OrderStatus, shipment?: Shipment): Promise<ApiResult<StatusChange>>;
}

/** /api/admin/orders: the back office also sees payments and exports CSV. */
export interface AdminOrdersApi extends StaffOrdersApi<AdminOrderDetail> {
  exportCsv(filter: OrderFilter): Promise<ApiResult<string>>;
}

export const AdminOrdersApi: ServiceIdentifier<AdminOrdersApi> = Symbol('AdminOrdersApi');
