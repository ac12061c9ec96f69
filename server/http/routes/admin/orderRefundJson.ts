import { StaffRefundJson } from '@tiara/contract/staff/returnJson';
import { OrderRefundRequestJson } from '@tiara/contract/staff/returnRequestJson';
import { poundsFromPiasters } from '@tiara/domain/money';
import type { RefundListEntry } from '../../../adapters/db/RefundsRepository';
import type { RefundCheckRefusalCode } from '../../../application/refunds/CheckRefundWithGateway';
import type { RefundRefusalCode } from '../../../application/refunds/Refunder';
import { documented } from '../../documented';
import { iso, isoOrNull } from './adminSchemas';

/** An order's refunds as the back office reads and asks for them (src/contract/staff/returnJson.ts, returnRequestJson.ts). */

export const staffRefundJson = documented(StaffRefundJson, {
  amount: 'EGP',
  status: 'A card refund is Pending until the gateway confirms it (Confirmed) or refuses it (Failed, its amount free to refund again); store credit and money paid back by hand are Confirmed at once',
  attempts: 'How many times the gateway was asked: a Pending card refund is reconciled and asked again every minute, 5 times at most, then the shop is e-mailed',
  last_error: 'Why the gateway gave no answer, or refused it',
  note: 'Paid back by hand: how',
  created_by: 'The staff member who asked for it',
  credit_note_number: 'The credit note issued once it was Confirmed (an invoiceable order)',
  credit_note_id: 'Its PDF is GET /api/credit-notes/{id}/pdf (an admin)',
});

export const orderRefundBody = () =>
  documented(OrderRefundRequestJson, {
    amount: 'EGP: no more than is left to refund of what the order was paid, and to the card no more than the card paid',
    note: 'Paid back by hand: how (cash at the counter, a bank transfer)',
    refunds_seen:
      'How many refunds of the order the caller saw listed (GET …/refunds). The refund is the order’s next as the caller saw it: sent twice, it makes one refund (the second answer is 200 with the first)',
  });

export function staffRefundToJson(refund: RefundListEntry): StaffRefundJson {
  return {
    id: refund.id,
    return_id: refund.returnId,
    method: refund.method,
    amount: poundsFromPiasters(refund.amount),
    status: refund.status,
    created_at: iso(refund.createdAt),
    confirmed_at: isoOrNull(refund.confirmedAt),
    order_id: refund.orderId,
    attempts: refund.attempts,
    last_error: refund.lastError,
    note: refund.note,
    created_by: refund.createdBy,
    credit_note_number: refund.creditNoteNumber,
    credit_note_id: refund.creditNoteId,
  };
}

export const REFUND_REFUSAL_STATUS: Readonly<Record<RefundRefusalCode, number>> = {
  order_not_found: 404,
  not_positive: 400,
  over_refundable: 409,
  no_card_payment: 409,
  guest_order: 409,
  key_reused: 409,
};

export const REFUND_CHECK_REFUSAL_STATUS: Readonly<Record<RefundCheckRefusalCode, number>> = {
  refund_not_found: 404,
  not_pending_card_refund: 409,
  check_under_way: 409,
};
