import type { AdminOrderDetail, OrderFilter, StaffOrderDetail, StaffOrderSummary, StaffOrdersApi, StatusChange } from '../../../../src/application/admin/AdminOrdersApi';
import type { AdminPage, PageRequest } from '../../../../src/application/admin/AdminPage';
import type { ApiFailure, ApiResult } from '../../../../src/application/shared/ApiResult';
import { type Role, type StaffArea, opensStaffArea } from '@tiara/domain/access';
import { type OrderStatus, canMoveOrder, isOrderStatus, nextOrderStatuses } from '@tiara/domain/order-lifecycle';
import { type PaymentState, type Shipment, shipmentOf, trackingUrl } from '@tiara/domain/order-tracking';
import { fail, ok } from '@tiara/domain/result';
import { serverAdminMessagesEn } from '../../../../src/locales/server/en/serverAdminMessagesEn';
import { serverHttpMessagesEn } from '../../../../src/locales/server/en/serverHttpMessagesEn';
import { shipmentMessagesEn } from '../../../../src/locales/shared/en/shipmentMessagesEn';
import { FakeApi, refusal } from './FakeApi';
import { matchesSearch } from './matchesSearch';
import { pageOf } from './pageOf';

/** Mona's order of `id` as the back office reads it, a cash order of 500 EGP to Heliopolis unless `fields` say otherwise. */
export function staffOrder(id: number, fields: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    id,
    createdAt: new Date('2026-11-20T10:00:00Z'),
    updatedAt: new Date('2026-11-20T10:00:00Z'),
    status: 'Pending',
    paymentMethod: 'cash',
    total: 50_000,
    itemCount: 1,
    governorate: 'Cairo',
    paid: false,
    paymentState: 'unpaid',
    storeCredit: 0,
    customer: { userId: 3, name: 'Mona Hassan', email: 'mona@clinic.example', phone: '01012345678' },
    subtotal: 45_000,
    shippingAmount: 5_000,
    discountAmount: 0,
    promoCode: null,
    shipping: { firstName: 'Mona', middleName: '', lastName: 'Hassan', email: 'mona@clinic.example', phone: '01012345678', address: '6 Merryland', city: 'Heliopolis', state: 'Cairo', postalCode: '11341', country: 'Egypt' },
    account: null,
    reservationExpiresAt: null,
    lines: [],
    nextStatuses: [],
    shipment: null,
    payments: [],
    refundable: 0,
    cardRefundable: 0,
    storeCreditGivenBack: null,
    ...fields,
  };
}

/** What an order's status is asked to become, with the parcel when it ships. */
export interface OrderMove {
  readonly id: number;
  readonly status: OrderStatus;
  readonly shipment?: Shipment;
}

/**
 * The orders one staff area works on (`book`, by id, which both areas' fakes may share), as
 * the server keeps them: listed newest first, searched by number or by the customer's name,
 * e-mail, phone, address or city, and moved along the order lifecycle by its rules and words
 * (Shipped only with a valid parcel, a card order accepted only once paid, a paid one never
 * failed), its payment state following each move as the server's does. A caller whose role (`signedInAs`) does not open the area is refused every call.
 * The filters asked for and the moves asked are kept as sent.
 */
export abstract class FakeStaffOrdersApi<Detail extends StaffOrderDetail> extends FakeApi implements StaffOrdersApi<Detail> {
  readonly filters: OrderFilter[] = [];
  readonly moves: OrderMove[] = [];
  /** When the moves asked happen. */
  now = new Date('2026-11-21T10:00:00Z');

  constructor(
    readonly book: Map<number, AdminOrderDetail>,
    private readonly area: StaffArea,
    public signedInAs: Role,
  ) {
    super();
  }

  orders(filter: OrderFilter, page: PageRequest): Promise<ApiResult<AdminPage<StaffOrderSummary>>> {
    this.filters.push(filter);
    return this.respond('orders', 'orders', () => ok(pageOf(this.matching(filter), page)));
  }

  order(id: number): Promise<ApiResult<Detail>> {
    return this.respond('order', `order ${id}`, () => {
      const order = this.book.get(id);
      return order ? ok(this.detailOf({ ...order, nextStatuses: isOrderStatus(order.status) ? this.movesFrom(order.status) : [] })) : fail(orderNotFound(id));
    });
  }

  changeStatus(id: number, status: OrderStatus, shipment?: Shipment): Promise<ApiResult<StatusChange>> {
    this.moves.push(shipment ? { id, status, shipment } : { id, status });
    return this.respond('changeStatus', `changeStatus ${id} ${status}`, (): ApiResult<StatusChange> => {
      const order = this.book.get(id);
      if (!order) return fail(orderNotFound(id));
      const from = order.status as OrderStatus;
      if (from === status) return ok({ status, previousStatus: from, changed: false, refundDue: false });
      const refused = this.moveRefusal(order, from, status, shipment);
      if (refused) return fail(refused);
      const shipped = status === 'Shipped' && shipment ? { courier: shipment.courier, trackingNumber: shipment.trackingNumber, trackingUrl: trackingUrl(shipment) } : order.shipment;
      // An order that ends unfulfilled gives the store credit it spent back to the customer.
      const givenBack = (status === 'Cancelled' || status === 'Failed') && order.storeCredit > 0 ? { amount: order.storeCredit, at: this.now } : order.storeCreditGivenBack;
      this.book.set(id, { ...order, status, shipment: shipped, storeCreditGivenBack: givenBack, paymentState: paymentStateAfterMove(order, status) });
      return ok({ status, previousStatus: from, changed: true, refundDue: status === 'Cancelled' && order.paid });
    });
  }

  /** The statuses this area may move an order to from `status`. */
  protected abstract movesFrom(status: OrderStatus): readonly OrderStatus[];

  /** Why this area may not move an order to `to` at all, before the lifecycle is asked; null when it may. */
  protected abstract areaRefusal(to: OrderStatus): ApiFailure | null;

  /** An order's detail as this area reads it. */
  protected abstract detailOf(order: AdminOrderDetail): Detail;

  /** The orders `filter` matches, newest first. */
  protected matching(filter: OrderFilter): AdminOrderDetail[] {
    const search = filter.search.trim();
    const number = /^#?\d{1,9}$/.test(search) ? Number(search.replace('#', '')) : null;
    return [...this.book.values()]
      .filter((order) => filter.status === null || order.status === filter.status)
      .filter((order) => order.id === number || matchesSearch(search, order.customer.name, order.customer.email, order.customer.phone, order.shipping.address, order.shipping.city))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  }

  protected override respond<T>(method: string, call: string, value: () => ApiResult<T>): Promise<ApiResult<T>> {
    return super.respond(method, call, () => (opensStaffArea(this.area, this.signedInAs) ? value() : fail(refusal(403, 'forbidden', serverHttpMessagesEn.notAllowed))));
  }

  private moveRefusal(order: AdminOrderDetail, from: OrderStatus, to: OrderStatus, shipment: Shipment | undefined): ApiFailure | null {
    const refusedHere = this.areaRefusal(to);
    if (refusedHere) return refusedHere;
    if (!canMoveOrder(from, to)) return refusal(409, 'move_not_allowed', serverAdminMessagesEn.moveNotAllowed(order.id, from, to, nextOrderStatuses(from)));
    if (to === 'Shipped') {
      const parcel = shipmentOf(shipment ?? { courier: '', trackingNumber: '' });
      if (!parcel.ok) return refusal(400, 'shipment_invalid', parcel.error.map((problem) => shipmentMessagesEn.problems[problem]).join(' '));
    }
    if (to === 'Processing' && order.paymentMethod === 'credit' && !order.paid) return refusal(409, 'payment_not_verified', serverAdminMessagesEn.cardOrderNotPaid(order.id));
    if (to === 'Failed' && order.paid) return refusal(409, 'order_paid', serverAdminMessagesEn.paidOrderCannotFail(order.id));
    return null;
  }
}

/**
 * The payment state the server reads once an order moves to `status`: ended unfulfilled, the store
 * credit it spent goes back (refunded, partly while a card part still owes its refund) and a paid
 * card order owes its refund; a cash or pickup order is paid once delivered. A refund stays.
 */
function paymentStateAfterMove(order: AdminOrderDetail, status: OrderStatus): PaymentState {
  if (order.paymentState === 'partly_refunded' || order.paymentState === 'refunded') return order.paymentState;
  if (status === 'Cancelled' || status === 'Failed') {
    if (order.storeCredit > 0) return order.paid ? 'partly_refunded' : 'refunded';
    return order.paid ? 'refund_due' : 'unpaid';
  }
  return status === 'Delivered' ? 'paid' : order.paymentState;
}

const orderNotFound = (id: number) => refusal(404, 'order_not_found', serverAdminMessagesEn.orderNotFound(id));
