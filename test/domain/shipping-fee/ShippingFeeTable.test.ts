import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_SHIPPING_FEE,
  GOVERNORATES,
  PICKUP_SHIPPING_FEE,
  ShippingFeeTable,
  shippingFeeFor,
  type ShippingFeeRecord,
} from '@tiara/domain/shipping-fee';

const table = new ShippingFeeTable([
  { governorateName: 'Cairo', fee: 7500 },
  { governorateName: 'giza ', fee: 9000 },
  { governorateName: 'Aswan', fee: 0 },
  { governorateName: 'Luxor', fee: -100 },
  { governorateName: 'Qena', fee: 12.5 },
  { governorateName: 'Cairo', fee: 20000 },
]);

describe('constants (SPEC §9)', () => {
  it('defaults to 150 EGP, pickup is free', () => {
    expect(DEFAULT_SHIPPING_FEE).toBe(15000);
    expect(PICKUP_SHIPPING_FEE).toBe(0);
  });
});

describe('ShippingFeeTable.feeFor (SPEC §4: the governorate fee, or 150 if it is 0 or unknown)', () => {
  it.each([
    ['Cairo', 7500],
    ['CAIRO', 7500],
    ['  cairo', 7500],
    ['Giza', 9000],
    ['Aswan', 15000],
    ['Luxor', 15000],
    ['Qena', 15000],
    ['Alexandria', 15000],
    ['', 15000],
    ['Atlantis', 15000],
  ])('%j costs %d piasters', (governorate, fee) => {
    expect(table.feeFor(governorate)).toBe(fee);
  });

  it('falls back to 150 EGP for everything when the fee list is empty (failed to load)', () => {
    expect(new ShippingFeeTable([]).feeFor('Cairo')).toBe(15000);
  });
});

describe('shippingFeeFor', () => {
  it.each([
    ['pickup', { governorate: 'Cairo', pickup: true, hasPhysicalItems: true }, 0],
    ['delivery to Cairo', { governorate: 'Cairo', pickup: false, hasPhysicalItems: true }, 7500],
    ['delivery to an unknown governorate', { governorate: 'Matrouh', pickup: false, hasPhysicalItems: true }, 15000],
    ['a cart of only AI plans and trainings', { governorate: 'Cairo', pickup: false, hasPhysicalItems: false }, 0],
    ['pickup of plans only', { governorate: 'Giza', pickup: true, hasPhysicalItems: false }, 0],
  ])('%s costs %d piasters', (_, input, fee) => {
    expect(shippingFeeFor(input, table)).toBe(fee);
  });
});

const recordsArb: fc.Arbitrary<ShippingFeeRecord[]> = fc.array(
  fc.record({
    governorateName: fc.oneof(fc.constantFrom(...GOVERNORATES), fc.string({ maxLength: 6 })),
    fee: fc.oneof(fc.integer({ min: -1000, max: 100_000 }), fc.constant(0), fc.double({ noNaN: false })),
  }),
  { maxLength: 30 },
);
const nameArb = fc.oneof(fc.constantFrom(...GOVERNORATES), fc.string({ maxLength: 6 }));

describe('shipping fee properties', () => {
  it('feeFor is always a positive whole number of piasters', () => {
    fc.assert(
      fc.property(recordsArb, nameArb, (records, name) => {
        const fee = new ShippingFeeTable(records).feeFor(name);
        expect(Number.isSafeInteger(fee)).toBe(true);
        expect(fee).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });

  it('a positive record fee is returned as is, whatever the case and spacing of the name', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GOVERNORATES), fc.integer({ min: 1, max: 1_000_000 }), fc.boolean(), (name, fee, shout) => {
        const table = new ShippingFeeTable([{ governorateName: name, fee }]);
        expect(table.feeFor(shout ? ` ${name.toUpperCase()} ` : name)).toBe(fee);
      }),
      { numRuns: 300 },
    );
  });

  it('pickup is always 0, and delivery of physical items never is', () => {
    fc.assert(
      fc.property(recordsArb, nameArb, fc.boolean(), (records, governorate, hasPhysicalItems) => {
        const fees = new ShippingFeeTable(records);
        expect(shippingFeeFor({ governorate, pickup: true, hasPhysicalItems }, fees)).toBe(0);
        const delivered = shippingFeeFor({ governorate, pickup: false, hasPhysicalItems }, fees);
        expect(delivered > 0).toBe(hasPhysicalItems);
      }),
      { numRuns: 300 },
    );
  });
});
