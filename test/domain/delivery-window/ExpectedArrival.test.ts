import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type PlacedOrderFacts, type ShipmentFacts, deliveryWindow, expectedArrival, expectedArrivalOfOrder } from '@tiara/domain/delivery-window';
import { ORDER_STATUSES } from '@tiara/domain/order-lifecycle';

const sundayMorning = new Date('2026-11-22T08:00:00Z');
const toCairo: ShipmentFacts = { orderedAt: sundayMorning, governorate: 'Cairo', paymentMethod: 'cash', hasPhysicalItems: true };
const placed: PlacedOrderFacts = { placedAt: sundayMorning, governorate: 'Aswan', paymentMethod: 'cash', status: 'Pending', paid: false, hasPhysicalItems: true };

describe('what a buyer is told to expect', () => {
  it('is the delivery window of the governorate, counted from the moment given', () => {
    expect(expectedArrival(toCairo)).toEqual({ kind: 'delivery', window: deliveryWindow(sundayMorning, 'Cairo') });
    expect(expectedArrival({ ...toCairo, paymentMethod: null, governorate: 'Sohag' })).toEqual({ kind: 'delivery', window: deliveryWindow(sundayMorning, 'Sohag') });
  });

  it('for pickup from the store, the days the order is ready: the processing days', () => {
    expect(expectedArrival({ ...toCairo, paymentMethod: 'pickup' })).toEqual({ kind: 'pickup', ready: deliveryWindow(sundayMorning, 'Cairo').leavesWarehouse });
  });

  it('is nothing when only AI plans and trainings are bought, or the moment is not a date', () => {
    expect(expectedArrival({ ...toCairo, hasPhysicalItems: false })).toBeNull();
    expect(expectedArrival({ ...toCairo, orderedAt: new Date('not a date') })).toBeNull();
  });
});

describe('what an order is expected to do', () => {
  it('counts from when it was placed, to its governorate, while pending or being prepared', () => {
    const expected = { kind: 'delivery', window: deliveryWindow(sundayMorning, 'Aswan') };
    expect(expectedArrivalOfOrder(placed)).toEqual(expected);
    expect(expectedArrivalOfOrder({ ...placed, status: 'Processing' })).toEqual(expected);
  });

  it('waits for a card order’s payment', () => {
    expect(expectedArrivalOfOrder({ ...placed, paymentMethod: 'credit' })).toBeNull();
    expect(expectedArrivalOfOrder({ ...placed, paymentMethod: 'credit', paid: true })).toEqual({ kind: 'delivery', window: deliveryWindow(sundayMorning, 'Aswan') });
  });

  it('says when a pickup order is ready', () => {
    expect(expectedArrivalOfOrder({ ...placed, paymentMethod: 'pickup' })).toEqual({ kind: 'pickup', ready: deliveryWindow(sundayMorning, 'Aswan').leavesWarehouse });
  });

  it('is nothing once shipped, delivered (SPEC’s Success too), cancelled or failed, or for an order with nothing to deliver', () => {
    for (const status of ['Shipped', 'Delivered', 'Success', 'Cancelled', 'Failed']) expect(expectedArrivalOfOrder({ ...placed, status })).toBeNull();
    expect(expectedArrivalOfOrder({ ...placed, hasPhysicalItems: false })).toBeNull();
  });

  it('for any status, payment and contents: a window only for a pending or accepted order with something to deliver, paid if by card', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<string>(...ORDER_STATUSES, 'Success'),
        fc.constantFrom('cash', 'credit', 'pickup', 'unknown'),
        fc.boolean(),
        fc.boolean(),
        (status, paymentMethod, paid, hasPhysicalItems) => {
          const arrival = expectedArrivalOfOrder({ ...placed, status, paymentMethod, paid, hasPhysicalItems });
          const awaited = (status === 'Pending' || status === 'Processing') && hasPhysicalItems && (paymentMethod !== 'credit' || paid);
          expect(arrival !== null).toBe(awaited);
          if (arrival !== null) expect(arrival.kind).toBe(paymentMethod === 'pickup' ? 'pickup' : 'delivery');
        },
      ),
    );
  });
});
