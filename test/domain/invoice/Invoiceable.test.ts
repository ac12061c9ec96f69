import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceRefusal, isInvoiceable } from '@tiara/domain/invoice';
import { ORDER_STATUSES } from '@tiara/domain/order-lifecycle';

describe('isInvoiceable: paid by card, or delivered; never cancelled or failed', () => {
  it.each([
    ['Pending', true, true],
    ['Processing', true, true],
    ['Shipped', true, true],
    ['Delivered', true, true],
    ['Delivered', false, true],
    ['Pending', false, false],
    ['Processing', false, false],
    ['Shipped', false, false],
    ['Cancelled', true, false],
    ['Cancelled', false, false],
    ['Failed', true, false],
    ['Failed', false, false],
    ['Archived', false, false],
  ])('%s, paid %s → %s', (status, paid, expected) => {
    expect(isInvoiceable({ status, paid })).toBe(expected);
  });

  it('a delivered order is invoiceable whether or not it was paid by card', () => {
    fc.assert(fc.property(fc.boolean(), (paid) => isInvoiceable({ status: 'Delivered', paid })));
  });

  it('an unpaid order is invoiceable only once delivered', () => {
    fc.assert(fc.property(fc.string(), (status) => isInvoiceable({ status, paid: false }) === (status === 'Delivered')));
  });

  it('an order that ended unfulfilled never is', () => {
    fc.assert(fc.property(fc.constantFrom('Cancelled', 'Failed'), fc.boolean(), (status, paid) => !isInvoiceable({ status, paid })));
  });

  it('a paid order is, in every status but the two endings', () => {
    for (const status of ORDER_STATUSES) expect(isInvoiceable({ status, paid: true })).toBe(status !== 'Cancelled' && status !== 'Failed');
  });

  it.each([
    ['Cancelled', true, 'ended_unfulfilled'],
    ['Failed', false, 'ended_unfulfilled'],
    ['Processing', false, 'not_paid_or_delivered'],
    ['Shipped', true, null],
  ])('%s, paid %s is refused as %s', (status, paid, expected) => {
    expect(invoiceRefusal({ status, paid })).toBe(expected);
  });
});
