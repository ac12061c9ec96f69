import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  buildOrderPayload,
  buildPaymentIntentionItems,
  type CheckoutForm,
  type OrderLine,
  type OrderPayloadInput,
} from '@tiara/domain/checkout';

const form: CheckoutForm = {
  firstName: 'Amal',
  middleName: 'Mohamed',
  lastName: 'Hassan',
  email: 'amal@clinic.com.eg',
  phone: '01012345678',
  address: '12 Tahrir St.',
  governorate: 'Cairo',
  city: 'Nasr City',
  postalCode: '11371',
  paymentMethod: 'cash',
};

const crown: OrderLine = {
  productId: 17,
  name: 'NuSmile ZR Crown',
  price: 120_050,
  quantity: 2,
  image: '/images/crown.png',
  sku: 'ZR-UR-4',
};
const training: OrderLine = { productId: 2_000_003, name: 'Dental Training: Pulpotomy – Full', price: 450_000, quantity: 1, packageId: 7 };
const bur: OrderLine = { productId: 5, name: 'Bur', price: 9_900, quantity: 1 };

describe('order creation payload (SPEC §3)', () => {
  it('has exactly SPEC\'s fields, money in pounds, status Pending, country Egypt', () => {
    const input: OrderPayloadInput = { userId: 9, form, lines: [crown, bur], shipping: 15_000, discount: 10_000, promoCodeId: 3 };
    expect(buildOrderPayload(input)).toEqual({
      user_id: 9,
      status: 'Pending',
      shipping_amount: 150,
      total_amount: 2_550,
      shipping_address: '12 Tahrir St.',
      shipping_city: 'Nasr City',
      shipping_state: 'Cairo',
      shipping_postal_code: '11371',
      shipping_country: 'Egypt',
      shipping_phone: '01012345678',
      shipping_email: 'amal@clinic.com.eg',
      shipping_user_first_name: 'Amal',
      shipping_user_last_name: 'Hassan',
      shipping_user_middle_name: 'Mohamed',
      promo_code_id: 3,
      payment_method: 'cash',
      order_items: [
        { product_name: 'NuSmile ZR Crown', product_id: 17, quantity: 2, price: 1_200.5, product_image: '/images/crown.png', sku: 'ZR-UR-4' },
        { product_name: 'Bur', product_id: 5, quantity: 1, price: 99, product_image: '' },
      ],
    });
  });

  it('carries the training package id and keeps the cart id with its offset', () => {
    const payload = buildOrderPayload({ userId: 9, form: { ...form, paymentMethod: 'credit' }, lines: [training], shipping: 0, discount: 0, promoCodeId: null });
    expect(payload.order_items).toEqual([
      { product_name: 'Dental Training: Pulpotomy – Full', product_id: 2_000_003, quantity: 1, price: 4_500, product_image: '', package_id: 7 },
    ]);
    expect(payload.promo_code_id).toBeNull();
    expect(payload.payment_method).toBe('credit');
    expect(payload.shipping_amount).toBe(0);
  });

  it('sends user id 0 for a guest', () => {
    expect(buildOrderPayload({ userId: 0, form, lines: [bur], shipping: 0, discount: 0, promoCodeId: null }).user_id).toBe(0);
  });

  it('adds the store credit used, in pounds, only when some is used, keeping the order total whole', () => {
    const payload = buildOrderPayload({ userId: 9, form, lines: [bur], shipping: 0, discount: 0, promoCodeId: null, storeCredit: 4_250 });
    expect(payload).toMatchObject({ total_amount: 99, store_credit: 42.5 });
    expect(buildOrderPayload({ userId: 9, form, lines: [bur], shipping: 0, discount: 0, promoCodeId: null, storeCredit: 0 })).not.toHaveProperty('store_credit');
  });

  it('records the same total the payment intention charges', () => {
    const line = fc.record({
      productId: fc.integer({ min: 1, max: 3_000_000 }),
      name: fc.string({ maxLength: 10 }),
      price: fc.integer({ min: 0, max: 1_000_000 }),
      quantity: fc.integer({ min: 1, max: 20 }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 8 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        (lines, shipping, discount) => {
          const payload = buildOrderPayload({ userId: 1, form, lines, shipping, discount, promoCodeId: null });
          const { amount } = buildPaymentIntentionItems({ lines, shipping, discount });
          expect(Math.round(payload.total_amount * 100)).toBe(amount);
          expect(payload.order_items.map((item) => Math.round(item.price * 100))).toEqual(lines.map((l) => l.price));
        },
      ),
      { numRuns: 300 },
    );
  });
});
