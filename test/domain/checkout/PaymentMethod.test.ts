import { describe, expect, it } from 'vitest';
import {
  allowedPaymentMethods,
  isPaymentMethod,
  PAYMENT_METHODS,
} from '@tiara/domain/checkout';
import { displayNamesEn } from '../../../src/locales/shared/en/displayNamesEn';

describe('payment methods (SPEC §2 Checkout)', () => {
  it.each([
    ['cash', 'Cash on Delivery'],
    ['credit', 'Credit Card'],
    ['pickup', 'Pickup from Store'],
  ] as const)('%s is labelled %s', (method, label) => {
    expect(displayNamesEn.paymentMethods[method]).toBe(label);
    expect(isPaymentMethod(method)).toBe(true);
  });

  it('offers cash on delivery, credit card and pickup from store for ordinary carts', () => {
    expect(allowedPaymentMethods(false)).toEqual(['cash', 'credit', 'pickup']);
    expect(PAYMENT_METHODS).toEqual(['cash', 'credit', 'pickup']);
  });

  it('offers only credit card when the cart holds an AI plan or a training', () => {
    expect(allowedPaymentMethods(true)).toEqual(['credit']);
  });

  it.each(['', 'Cash', 'card', 'Credit Card', null, 1])('does not take %j for a payment method', (value) => {
    expect(isPaymentMethod(value)).toBe(false);
  });
});
