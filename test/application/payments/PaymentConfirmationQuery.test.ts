import { describe, expect, it } from 'vitest';
import { confirmationPathFor, readConfirmationQuery } from '../../../src/application/payments/PaymentConfirmationQuery';

describe('the payment confirmation address', () => {
  it('is built for cash and pickup orders as SPEC §4 step 4 says', () => {
    expect(confirmationPathFor(12, 'cash')).toBe('/payment/confirmation?success=true&order=12&payment_method=cash');
    expect(confirmationPathFor(3, 'pickup')).toBe('/payment/confirmation?success=true&order=3&payment_method=pickup');
  });

  it('names a card order store credit paid in full by its reference, which the page confirms as paid by card', () => {
    const [, search] = confirmationPathFor('tiaraai-41', 'credit').split('?');
    expect(readConfirmationQuery(new URLSearchParams(search))).toEqual({ success: true, order: 'tiaraai-41', merchantOrderId: null, paymentMethod: 'credit' });
  });

  it('reads back what the checkout wrote', () => {
    const [, search] = confirmationPathFor(12, 'cash').split('?');
    expect(readConfirmationQuery(new URLSearchParams(search))).toEqual({ success: true, order: '12', merchantOrderId: null, paymentMethod: 'cash' });
  });

  it("reads the gateway's return with Paymob's fields beside SPEC's", () => {
    const query = new URLSearchParams('id=9&pending=false&success=false&order=41&merchant_order_id=tiaraai-41&payment_method=credit&data.message=Declined');
    expect(readConfirmationQuery(query)).toEqual({ success: false, order: '41', merchantOrderId: 'tiaraai-41', paymentMethod: 'credit' });
  });

  it("takes `order_id` when the gateway names the order so, and reads anything odd as absent or false", () => {
    expect(readConfirmationQuery(new URLSearchParams('order_id=7&success=TRUE'))).toMatchObject({ order: '7', success: true });
    expect(readConfirmationQuery(new URLSearchParams('success=yes&payment_method=bitcoin&order=%20'))).toEqual({ success: false, order: null, merchantOrderId: null, paymentMethod: null });
  });
});
