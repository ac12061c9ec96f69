import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  buildPaymentIntention,
  buildPaymentIntentionItems,
  checkoutAmounts,
  PAYMENT_ITEM_NAME_MAX,
  truncateItemName,
  type CheckoutLine,
  type PaymentIntentionInput,
} from '@tiara/domain/checkout';

const crown: CheckoutLine = { name: 'NuSmile ZR Crown', price: 120_000, quantity: 2 };
const plan: CheckoutLine = { name: 'Light Package', price: 290_000, quantity: 1, description: 'TiaraAI plan, 10 segmentations' };

const codePoints = (text: string) => Array.from(text).length;

describe('payment item names (SPEC §9: truncated to 50 characters)', () => {
  it('is 50', () => {
    expect(PAYMENT_ITEM_NAME_MAX).toBe(50);
  });

  it.each([
    ['', ''],
    ['Crown', 'Crown'],
    ['x'.repeat(50), 'x'.repeat(50)],
    ['x'.repeat(51), 'x'.repeat(50)],
    ['y'.repeat(120), 'y'.repeat(50)],
    ['ت'.repeat(60), 'ت'.repeat(50)],
    ['🦷'.repeat(60), '🦷'.repeat(50)],
    [`${'a'.repeat(49)}🦷🦷`, `${'a'.repeat(49)}🦷`],
  ])('%j becomes %j', (name, expected) => {
    expect(truncateItemName(name)).toBe(expected);
  });

  it('never splits a surrogate pair, keeps a prefix, and leaves short names alone', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'ع', '🦷', '\u{1F600}', ' '), maxLength: 80 }), (name) => {
        const cut = truncateItemName(name);
        expect(codePoints(cut)).toBe(Math.min(codePoints(name), 50));
        expect(name.startsWith(cut)).toBe(true);
        expect(cut).not.toMatch(/\p{Cs}/u); // no lone surrogate
      }),
      { numRuns: 300 },
    );
  });
});

describe('payment intention items (SPEC §7)', () => {
  it('has one item per line, a delivery fee item and a negative discount item', () => {
    expect(buildPaymentIntentionItems({ lines: [crown, plan], shipping: 15_000, discount: 50_000 })).toEqual({
      amount: 495_000,
      items: [
        { name: 'NuSmile ZR Crown', amount: 240_000, description: 'NuSmile ZR Crown', quantity: 2 },
        { name: 'Light Package', amount: 290_000, description: 'TiaraAI plan, 10 segmentations', quantity: 1 },
        { name: 'Delivery Fee', amount: 15_000, description: 'Delivery Fee', quantity: 1 },
        { name: 'Discount', amount: -50_000, description: 'Discount', quantity: 1 },
      ],
    });
  });

  it('asks the card for the total less the store credit used, with a negative store credit item', () => {
    expect(buildPaymentIntentionItems({ lines: [crown], shipping: 15_000, discount: 5_000, storeCredit: 42_000 })).toEqual({
      amount: 208_000,
      items: [
        { name: 'NuSmile ZR Crown', amount: 240_000, description: 'NuSmile ZR Crown', quantity: 2 },
        { name: 'Delivery Fee', amount: 15_000, description: 'Delivery Fee', quantity: 1 },
        { name: 'Discount', amount: -5_000, description: 'Discount', quantity: 1 },
        { name: 'Store credit', amount: -42_000, description: 'Store credit', quantity: 1 },
      ],
    });
  });

  it('refuses store credit beyond the total as a programming error', () => {
    expect(() => buildPaymentIntentionItems({ lines: [crown], shipping: 0, discount: 0, storeCredit: 240_001 })).toThrow(RangeError);
  });

  it('sends amounts in minor units: pounds times 100', () => {
    const { amount, items } = buildPaymentIntentionItems({ lines: [{ name: 'Bur', price: 1_250, quantity: 1 }], shipping: 0, discount: 0 });
    expect(amount).toBe(1_250); // 12.50 EGP
    expect(items).toEqual([{ name: 'Bur', amount: 1_250, description: 'Bur', quantity: 1 }]);
  });

  it('leaves out the delivery fee when shipping is 0 (pickup) and the discount when there is none', () => {
    const { items } = buildPaymentIntentionItems({ lines: [crown], shipping: 0, discount: 0 });
    expect(items.map((item) => item.name)).toEqual(['NuSmile ZR Crown']);
  });

  it('caps the discount so the amount is never negative', () => {
    expect(buildPaymentIntentionItems({ lines: [crown], shipping: 15_000, discount: 1_000_000 })).toEqual({
      amount: 0,
      items: [
        { name: 'NuSmile ZR Crown', amount: 240_000, description: 'NuSmile ZR Crown', quantity: 2 },
        { name: 'Delivery Fee', amount: 15_000, description: 'Delivery Fee', quantity: 1 },
        { name: 'Discount', amount: -255_000, description: 'Discount', quantity: 1 },
      ],
    });
  });

  it('truncates long names but keeps the full name as the description', () => {
    const name = `Premier Dental ${'Very Long Product Name '.repeat(4)}`;
    const [item] = buildPaymentIntentionItems({ lines: [{ name, price: 100, quantity: 1 }], shipping: 0, discount: 0 }).items;
    expect(item?.name).toBe(name.slice(0, 50));
    expect(item?.description).toBe(name);
  });

  it('truncates descriptions to the 255 characters the gateway takes', () => {
    const description = 'd'.repeat(300);
    const [item] = buildPaymentIntentionItems({ lines: [{ name: 'x', price: 100, quantity: 1, description }], shipping: 0, discount: 0 }).items;
    expect(item?.description).toBe('d'.repeat(255));
  });

  it.each([
    [{ lines: [{ name: 'x', price: -1, quantity: 1 }], shipping: 0, discount: 0 }],
    [{ lines: [{ name: 'x', price: 1.5, quantity: 1 }], shipping: 0, discount: 0 }],
    [{ lines: [{ name: 'x', price: 100, quantity: 0 }], shipping: 0, discount: 0 }],
    [{ lines: [{ name: 'x', price: 100, quantity: 1.5 }], shipping: 0, discount: 0 }],
    [{ lines: [], shipping: -1, discount: 0 }],
    [{ lines: [], shipping: 0, discount: -1 }],
  ])('refuses impossible amounts %j as a programming error', (input) => {
    expect(() => buildPaymentIntentionItems(input)).toThrow(RangeError);
  });

  const line = fc.record({
    name: fc.string({ unit: fc.constantFrom('a', 'ت', '🦷', ' '), maxLength: 70 }),
    price: fc.integer({ min: 0, max: 5_000_000 }),
    quantity: fc.integer({ min: 1, max: 50 }),
  });
  const input = fc.record({
    lines: fc.array(line, { maxLength: 12 }),
    shipping: fc.integer({ min: 0, max: 100_000 }),
    discount: fc.integer({ min: 0, max: 50_000_000 }),
  });

  it('with store credit, the items still add up to the amount, and the amount and the credit to the total', () => {
    fc.assert(
      fc.property(input, fc.double({ min: 0, max: 1, noNaN: true }), (value, share) => {
        const total = checkoutAmounts(value).total;
        const storeCredit = Math.floor(total * share);
        const { amount, items } = buildPaymentIntentionItems({ ...value, storeCredit });
        expect(amount + storeCredit).toBe(total);
        expect(items.reduce((sum, item) => sum + item.amount, 0)).toBe(amount);
      }),
      { numRuns: 300 },
    );
  });

  it('item amounts always add up to the intention amount, which is max(0, Σ price × qty + shipping − discount)', () => {
    fc.assert(
      fc.property(input, (value) => {
        const { amount, items } = buildPaymentIntentionItems(value);
        const expected = Math.max(0, value.lines.reduce((sum, l) => sum + l.price * l.quantity, 0) + value.shipping - value.discount);
        expect(amount).toBe(expected);
        expect(amount).toBeGreaterThanOrEqual(0);
        expect(items.reduce((sum, item) => sum + item.amount, 0)).toBe(amount);
        expect(amount).toBe(checkoutAmounts(value).total);
        for (const item of items) {
          expect(codePoints(item.name)).toBeLessThanOrEqual(50);
          expect(Number.isSafeInteger(item.amount)).toBe(true);
        }
        expect(items.filter((item) => item.amount < 0).map((item) => item.name)).toEqual(
          checkoutAmounts(value).discount > 0 ? ['Discount'] : [],
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe('payment intention payload (SPEC §7)', () => {
  const input: PaymentIntentionInput = {
    lines: [crown],
    shipping: 15_000,
    discount: 0,
    billing: {
      firstName: 'Amal',
      lastName: 'Hassan',
      email: 'amal@clinic.com.eg',
      phone: '01012345678',
      street: '12 Tahrir St.',
      state: 'Cairo',
    },
    orderId: 42,
    reference: 'tiaraai-42',
    paymentMethods: [12, 'card'],
  };

  it('uses the gateway field names exactly', () => {
    expect(buildPaymentIntention(input)).toEqual({
      amount: 255_000,
      currency: 'EGP',
      payment_methods: [12, 'card'],
      items: [
        { name: 'NuSmile ZR Crown', amount: 240_000, description: 'NuSmile ZR Crown', quantity: 2 },
        { name: 'Delivery Fee', amount: 15_000, description: 'Delivery Fee', quantity: 1 },
      ],
      billing_data: {
        first_name: 'Amal',
        last_name: 'Hassan',
        street: '12 Tahrir St.',
        phone_number: '01012345678',
        country: 'EGY',
        email: 'amal@clinic.com.eg',
        state: 'Cairo',
        apartment: 'NA',
        building: 'NA',
        floor: 'NA',
      },
      customer: { first_name: 'Amal', last_name: 'Hassan', email: 'amal@clinic.com.eg', extras: { tiara_order_id: 42 } },
      extras: { tiara_order_id: 42 },
      special_reference: 'tiaraai-42',
    });
  });

  it('omits special_reference when the alternate AI page sends none', () => {
    const payload = buildPaymentIntention({ ...input, reference: null });
    expect('special_reference' in payload).toBe(false);
  });

  it('sends NA for a blank street or governorate and cuts billing names to 50 characters', () => {
    const payload = buildPaymentIntention({
      ...input,
      billing: { ...input.billing, firstName: 'ف'.repeat(60), street: ' ', state: '' },
    });
    expect(payload.billing_data.first_name).toBe('ف'.repeat(50));
    expect(payload.customer.first_name).toBe('ف'.repeat(50));
    expect(payload.billing_data.street).toBe('NA');
    expect(payload.billing_data.state).toBe('NA');
  });

  it('copies the payment methods rather than sharing the caller\'s list', () => {
    const methods = [12];
    const payload = buildPaymentIntention({ ...input, paymentMethods: methods });
    payload.payment_methods.push(99);
    expect(methods).toEqual([12]);
  });

  it.each([0, -3, 2.5])('refuses the order id %d', (orderId) => {
    expect(() => buildPaymentIntention({ ...input, orderId })).toThrow(RangeError);
  });
});
