import { ReturnEventJson, StaffReturnDetailJson, StaffReturnJson } from '@tiara/contract/staff/returnJson';
import { ReturnDecisionJson, ReturnQueryJson, ReturnReceiptJson, ReturnResolutionJson } from '@tiara/contract/staff/returnRequestJson';
import type { Language } from '@tiara/domain/language';
import { poundsFromPiasters } from '@tiara/domain/money';
import { refundableOf, returnedWorth } from '@tiara/domain/returns';
import type { RefundListEntry } from '../../../adapters/db/RefundsRepository';
import type { ReturnFilter, StaffReturnDetailView, StaffReturnView } from '../../../adapters/db/ReturnQueries';
import type { OrderToRefund } from '../../../application/refunds/RefundRecords';
import { refundRecordOf } from '../../../application/refunds/RefundRecords';
import { documented } from '../../documented';
import { orderReturnToJson } from '../returnJson';
import { iso } from './adminSchemas';
import { staffRefundToJson } from './orderRefundJson';

/** The staff's returns queue and a return's detail (src/contract/staff/returnJson.ts, returnRequestJson.ts), on both desks. */

export const returnFilterQuery = () =>
  documented(ReturnQueryJson, { search: "An order number, or part of the customer's name or e-mail", status: 'Only the returns in this status' }).shape;

export const returnFilterOf = (query: { search?: string | undefined; status?: ReturnFilter['status'] }): ReturnFilter => ({ search: query.search, status: query.status });

const staffWords = {
  customer: 'The account that asked (the checkout’s name and e-mail once it is gone)',
  restocked: 'Whether the received goods went back on the shelf; null until received',
  exchange_order_id: 'The replacement order of an exchange',
  lines: 'The order lines asked about, named in the reader’s language',
  photos: 'Each photo’s url answers the customer and staff only, with their credentials',
} as const;

export const staffReturnJson = documented(StaffReturnJson, staffWords);

export const staffReturnDetailJson = documented(StaffReturnDetailJson, {
  ...staffWords,
  suggested_amount: 'EGP: the returned lines’ worth as charged, their price less their share of the order’s discount; the default of a money resolution',
  refundable: 'EGP: what may still go back on the order in any way (what it was paid less its refunds Pending or Confirmed)',
  card_refundable: 'EGP: what may still go back to the card (0 without a card payment)',
  refunds: 'The order’s refunds, oldest first',
  events: 'The return’s steps, oldest first; actor is the staff member, null for the customer’s own request',
});

export const decisionBody = () => documented(ReturnDecisionJson, { reason: 'Required to refuse: the customer reads it' });
export const receiptBody = () => documented(ReturnReceiptJson, { restock: 'Put the returned quantities back on the products’ (and variants’) stock; not for damaged goods' });
export const resolutionBody = () =>
  documented(ReturnResolutionJson, {
    resolution: 'card-refund, store-credit and paid-back-by-hand give money back (the back office only); exchange places a replacement order at no charge',
    amount: 'EGP, for the money resolutions: by default suggested_amount; no more than is refundable (to the card: card_refundable)',
    note: 'Money paid back by hand: how (cash at the counter, a bank transfer)',
  });

export function staffReturnToJson(found: StaffReturnView, language: Language): StaffReturnJson {
  return {
    ...orderReturnToJson(found, language),
    order_id: found.orderId,
    order_status: found.orderStatus,
    payment_method: found.paymentMethod,
    customer: found.customer,
    restocked: found.restocked,
  };
}

function eventToJson(event: StaffReturnDetailView['events'][number]): ReturnEventJson {
  return { kind: event.kind, at: iso(event.at), actor: event.actor, note: event.note };
}

/** The return, with what its order was paid and its refunds (RefundsRepository): what staff resolve it with. */
export function staffReturnDetailToJson(found: StaffReturnDetailView, money: OrderToRefund, refunds: readonly RefundListEntry[], language: Language): StaffReturnDetailJson {
  const refundable = refundableOf(money.paid, money.refunds.map(refundRecordOf));
  return {
    ...staffReturnToJson(found, language),
    suggested_amount: poundsFromPiasters(returnedWorth(found.charged, found.lines)),
    refundable: poundsFromPiasters(refundable.total),
    card_refundable: poundsFromPiasters(refundable.card),
    refunds: refunds.map(staffRefundToJson),
    events: found.events.map(eventToJson),
  };
}
