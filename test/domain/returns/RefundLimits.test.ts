import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CardRefundRecord,
  type OrderPaymentFacts,
  type OrderRefundRecord,
  type PaidByMeans,
  REFUND_METHODS,
  type RefundMethod,
  type RefundRecord,
  cardPaymentFor,
  checkedOrderRefund,
  checkedRefund,
  paidByMeans,
  paidInAll,
  refundableAmount,
  refundableOf,
  refundedSoFar,
  returnableQuantity,
} from '@tiara/domain/returns';

describe('refundableAmount and checkedRefund', () => {
  it.each<[string, number, RefundRecord[], number]>([
    ['nothing refunded yet', 290_000, [], 290_000],
    ['a confirmed and a pending refund both hold their amounts', 290_000, [{ amount: 100_000, status: 'confirmed' }, { amount: 50_000, status: 'pending' }], 140_000],
    ['a failed refund gives its amount back', 290_000, [{ amount: 100_000, status: 'failed' }], 290_000],
    ['all of it refunded', 290_000, [{ amount: 290_000, status: 'confirmed' }], 0],
  ])('%s', (_title, captured, refunds, refundable) => {
    expect(refundableAmount(captured, refunds)).toBe(refundable);
  });

  it.each<[string, number, { code: string }]>([
    ['nothing', 0, { code: 'not-positive' }],
    ['a negative amount', -100, { code: 'not-positive' }],
    ['a fraction of a piaster', 10.5, { code: 'not-positive' }],
    ['more than is left', 190_001, { code: 'over-refundable' }],
  ])('refuses a refund of %s', (_title, amount, refusal) => {
    const result = checkedRefund(amount, 290_000, [{ amount: 100_000, status: 'confirmed' }]);
    expect(result.ok ? null : result.error).toMatchObject(refusal);
  });

  it('never lets the refunds that may land exceed what was captured, whatever is asked and however the gateway answers', () => {
    const asked = fc.array(fc.record({ amount: fc.integer({ min: -1_000, max: 400_000 }), outcome: fc.constantFrom('pending', 'confirmed', 'failed') as fc.Arbitrary<RefundRecord['status']> }), { maxLength: 30 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), asked, (captured, requests) => {
        const refunds: RefundRecord[] = [];
        for (const request of requests) {
          const checked = checkedRefund(request.amount, captured, refunds);
          if (checked.ok) refunds.push({ amount: checked.value, status: request.outcome });
        }
        const held = refunds.filter((refund) => refund.status !== 'failed').reduce((total, refund) => total + refund.amount, 0);
        expect(held).toBeLessThanOrEqual(captured);
        expect(refundableAmount(captured, refunds)).toBe(captured - held);
      }),
    );
  });
});

describe('returnableQuantity', () => {
  it('is what was bought less what earlier requests claim, and never below nothing', () => {
    expect(returnableQuantity(5, [])).toBe(5);
    expect(returnableQuantity(5, [2, 1])).toBe(2);
    expect(returnableQuantity(5, [5])).toBe(0);
    expect(returnableQuantity(2, [3])).toBe(0);
  });

  it('never lets requests taken one by one claim more than was bought', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 20 }), (bought, asked) => {
        const claimed: number[] = [];
        for (const quantity of asked) if (quantity <= returnableQuantity(bought, claimed)) claimed.push(quantity);
        expect(claimed.reduce((total, quantity) => total + quantity, 0)).toBeLessThanOrEqual(bought);
      }),
    );
  });
});

describe('what an order was paid, by means', () => {
  it.each<[string, OrderPaymentFacts, PaidByMeans]>([
    ['a card order paid at the gateway', { paymentMethod: 'credit', status: 'Processing', total: 95_000, storeCredit: 0, cardPayments: [95_000] }, { card: 95_000, storeCredit: 0, cash: 0 }],
    ['a card order paid partly with store credit', { paymentMethod: 'credit', status: 'Cancelled', total: 95_000, storeCredit: 15_000, cardPayments: [80_000] }, { card: 80_000, storeCredit: 15_000, cash: 0 }],
    ['a cash order on its way: nothing collected yet', { paymentMethod: 'cash', status: 'Shipped', total: 95_000, storeCredit: 0, cardPayments: [] }, { card: 0, storeCredit: 0, cash: 0 }],
    ['a cash order delivered: its total less store credit collected', { paymentMethod: 'cash', status: 'Delivered', total: 95_000, storeCredit: 20_000, cardPayments: [] }, { card: 0, storeCredit: 20_000, cash: 75_000 }],
    ['a pickup order handed over', { paymentMethod: 'pickup', status: 'Delivered', total: 40_000, storeCredit: 0, cardPayments: [] }, { card: 0, storeCredit: 0, cash: 40_000 }],
  ])('%s', (_title, order, paid) => {
    expect(paidByMeans(order)).toEqual(paid);
  });
});

describe('refunds of an order by method', () => {
  const cardOrder: PaidByMeans = { card: 80_000, storeCredit: 15_000, cash: 0 };

  it.each<[string, RefundMethod, number, OrderRefundRecord[], { ok: true; value: number } | { ok: false; error: { code: string } }]>([
    ['the card paid back in full', 'card', 80_000, [], { ok: true, value: 80_000 }],
    ['more to the card than the card paid', 'card', 80_001, [], { ok: false, error: { code: 'over-refundable' } }],
    ['what the card paid and the store credit, as store credit', 'store-credit', 95_000, [], { ok: true, value: 95_000 }],
    ['to the card after store credit gave most of it back', 'card', 10_000, [{ method: 'store-credit', amount: 90_000, status: 'confirmed' }], { ok: false, error: { code: 'over-refundable' } }],
    ['to the card again after a failed card refund', 'card', 80_000, [{ method: 'card', amount: 80_000, status: 'failed' }], { ok: true, value: 80_000 }],
    ['by hand beside a pending card refund', 'by-hand', 15_001, [{ method: 'card', amount: 80_000, status: 'pending' }], { ok: false, error: { code: 'over-refundable' } }],
  ])('%s', (_title, method, amount, refunds, expected) => {
    expect(checkedOrderRefund(method, amount, cardOrder, refunds)).toMatchObject(expected);
  });

  it('refuses a card refund of an order the card never paid, and amounts that are not whole piasters', () => {
    expect(checkedOrderRefund('card', 100, { card: 0, storeCredit: 0, cash: 40_000 }, [])).toEqual({ ok: false, error: { code: 'no-card-payment' } });
    expect(checkedOrderRefund('by-hand', 0.5, { card: 0, storeCredit: 0, cash: 40_000 }, [])).toEqual({ ok: false, error: { code: 'not-positive' } });
  });

  it('counts as refunded only what confirmed refunds gave back', () => {
    expect(refundedSoFar([{ amount: 30_000, status: 'confirmed' }, { amount: 20_000, status: 'pending' }, { amount: 10_000, status: 'failed' }, { amount: 5_000, status: 'confirmed' }])).toBe(35_000);
  });

  it('answers what is left in all and to the card', () => {
    expect(refundableOf(cardOrder, [{ method: 'card', amount: 30_000, status: 'confirmed' }, { method: 'store-credit', amount: 60_000, status: 'pending' }])).toEqual({ total: 5_000, card: 5_000 });
    expect(refundableOf(cardOrder, [{ method: 'store-credit', amount: 10_000, status: 'confirmed' }])).toEqual({ total: 85_000, card: 80_000 });
  });

  const paidArbitrary = fc.record({ card: fc.integer({ min: 0, max: 500_000 }), storeCredit: fc.integer({ min: 0, max: 200_000 }), cash: fc.integer({ min: 0, max: 500_000 }) });
  const asked = fc.array(
    fc.record({
      method: fc.constantFrom(...REFUND_METHODS),
      amount: fc.integer({ min: -1_000, max: 600_000 }),
      outcome: fc.constantFrom('pending', 'confirmed', 'failed') as fc.Arbitrary<RefundRecord['status']>,
    }),
    { maxLength: 30 },
  );
  const held = (refunds: readonly OrderRefundRecord[]) => refunds.filter((refund) => refund.status !== 'failed').reduce((total, refund) => total + refund.amount, 0);

  it('never lets the refunds that may land exceed what the order was paid, nor those to the card what the card paid', () => {
    fc.assert(
      fc.property(paidArbitrary, asked, (paid, requests) => {
        const refunds: OrderRefundRecord[] = [];
        for (const request of requests) {
          const checked = checkedOrderRefund(request.method, request.amount, paid, refunds);
          if (checked.ok) refunds.push({ method: request.method, amount: checked.value, status: request.outcome });
        }
        expect(held(refunds)).toBeLessThanOrEqual(paidInAll(paid));
        expect(held(refunds.filter((refund) => refund.method === 'card'))).toBeLessThanOrEqual(paid.card);
        const refundable = refundableOf(paid, refunds);
        expect(refundable.total).toBe(paidInAll(paid) - held(refunds));
        expect(refundable.card).toBeLessThanOrEqual(refundable.total);
      }),
    );
  });

  it('frees the whole amount of a refund that failed', () => {
    fc.assert(
      fc.property(paidArbitrary, asked, fc.constantFrom(...REFUND_METHODS), fc.integer({ min: 1, max: 600_000 }), (paid, requests, method, amount) => {
        const refunds = requests.filter((request) => request.amount > 0).map((request) => ({ method: request.method, amount: request.amount, status: request.outcome }));
        const failed: OrderRefundRecord = { method, amount, status: 'failed' };
        expect(refundableOf(paid, [...refunds, failed])).toEqual(refundableOf(paid, refunds));
        expect(checkedOrderRefund(method, amount, paid, [...refunds, failed])).toEqual(checkedOrderRefund(method, amount, paid, refunds));
      }),
    );
  });
});

describe('cardPaymentFor', () => {
  const payments = [
    { id: 7, amount: 95_000 },
    { id: 9, amount: 95_000 },
  ];

  it('takes the first payment with enough left, each payment counting only its own refunds', () => {
    expect(cardPaymentFor(95_000, payments, [])).toBe(7);
    expect(cardPaymentFor(50_000, payments, [{ paymentId: 7, amount: 60_000, status: 'pending' }])).toBe(9);
    expect(cardPaymentFor(35_000, payments, [{ paymentId: 7, amount: 60_000, status: 'confirmed' }])).toBe(7);
    expect(cardPaymentFor(95_000, payments, [{ paymentId: 7, amount: 95_000, status: 'failed' }])).toBe(7);
    expect(cardPaymentFor(100_000, payments, [])).toBeNull();
    expect(cardPaymentFor(1, [], [])).toBeNull();
  });

  it('never lets the refunds of one payment that may land exceed what that payment took', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 200_000 }), { minLength: 1, maxLength: 3 }),
        fc.array(fc.record({ amount: fc.integer({ min: 1, max: 250_000 }), outcome: fc.constantFrom('pending', 'confirmed', 'failed') as fc.Arbitrary<RefundRecord['status']> }), { maxLength: 20 }),
        (amounts, asked) => {
          const paid = amounts.map((amount, index) => ({ id: index + 1, amount }));
          const refunds: CardRefundRecord[] = [];
          for (const request of asked) {
            const paymentId = cardPaymentFor(request.amount, paid, refunds);
            if (paymentId !== null) refunds.push({ paymentId, amount: request.amount, status: request.outcome });
          }
          for (const payment of paid) {
            const held = refunds.filter((refund) => refund.paymentId === payment.id && refund.status !== 'failed').reduce((total, refund) => total + refund.amount, 0);
            expect(held).toBeLessThanOrEqual(payment.amount);
          }
        },
      ),
    );
  });
});
