import { beforeEach, describe, expect, it } from 'vitest';
import { BrowserCheckoutDetailsStore } from '../../../src/infrastructure/storage/BrowserCheckoutDetailsStore';

class MemoryStorage implements Storage {
  readonly values = new Map<string, string>();
  broken = false;
  get length() {
    return this.values.size;
  }
  clear() {
    this.values.clear();
  }
  getItem(key: string) {
    if (this.broken) throw new DOMException('SecurityError');
    return this.values.get(key) ?? null;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string) {
    if (this.broken) throw new DOMException('SecurityError');
    this.values.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.broken) throw new DOMException('QuotaExceededError');
    this.values.set(key, value);
  }
}

const details = { firstName: 'Nour', middleName: 'Ahmed', lastName: 'Mansour', address: '14 El Nozha Street', phone: '01012345678', city: 'Heliopolis', state: 'Cairo', postalCode: '11341' };
const promo = { code: 'WELCOME10', promoCodeId: 1, discount: 5_450, orderAmount: 54_500 };

describe('BrowserCheckoutDetailsStore', () => {
  let storage: MemoryStorage;
  let store: BrowserCheckoutDetailsStore;

  beforeEach(() => {
    storage = new MemoryStorage();
    store = new BrowserCheckoutDetailsStore(storage);
  });

  it("keeps the details under the keys the login screen also writes, and reads them back", () => {
    store.saveDetails(details);
    expect(Object.fromEntries(storage.values)).toEqual({
      firstName: 'Nour',
      middleName: 'Ahmed',
      lastName: 'Mansour',
      Address: '14 El Nozha Street',
      PhoneNumber: '01012345678',
      City: 'Heliopolis',
      State: 'Cairo',
      PostalCode: '11341',
    });
    expect(new BrowserCheckoutDetailsStore(storage).details()).toEqual(details);
  });

  it("reads missing, 'null' and absurdly long values as empty", () => {
    storage.setItem('firstName', 'null');
    storage.setItem('Address', 'x'.repeat(5_000));
    expect(store.details()).toEqual({ firstName: '', middleName: '', lastName: '', address: '', phone: '', city: '', state: '', postalCode: '' });
  });

  it('keeps the shipping fee in pounds and restores it in piasters', () => {
    expect(store.shippingFee()).toBeNull();
    store.saveShippingFee(17_550);
    expect(storage.getItem('shippingFee')).toBe('175.5');
    expect(store.shippingFee()).toBe(17_550);
    store.saveShippingFee(0);
    expect(store.shippingFee()).toBe(0);
  });

  it.each(['-150', 'abc', '1e3', '', 'NaN', '99999999999'])('reads a stored shipping fee of %j as none', (value) => {
    storage.setItem('shippingFee', value);
    expect(store.shippingFee()).toBeNull();
  });

  it('keeps the payment method and ignores one it does not know', () => {
    store.savePaymentMethod('pickup');
    expect(store.paymentMethod()).toBe('pickup');
    storage.setItem('paymentMethod', 'bitcoin');
    expect(store.paymentMethod()).toBeNull();
  });

  it('keeps the promo under promoCode with its id and the applied flag, and clears all three', () => {
    store.savePromo(promo);
    expect(JSON.parse(storage.getItem('promoCode') ?? '')).toEqual({ code: 'WELCOME10', promo_code_id: 1, discount_amount: 54.5, order_amount: 545 });
    expect(storage.getItem('promoCodeId')).toBe('1');
    expect(storage.getItem('promoCodeApplied')).toBe('true');
    expect(store.promo()).toEqual(promo);
    store.clearPromo();
    expect(['promoCode', 'promoCodeId', 'promoCodeApplied'].map((key) => storage.getItem(key))).toEqual([null, null, null]);
    expect(store.promo()).toBeNull();
  });

  it.each([
    ['not JSON', '{WELCOME10'],
    ['a bare code', '"WELCOME10"'],
    ['a negative discount', '{"code":"W","promo_code_id":1,"discount_amount":-1,"order_amount":10}'],
    ['a fractional id', '{"code":"W","promo_code_id":1.5,"discount_amount":1,"order_amount":10}'],
    ['an empty code', '{"code":"","promo_code_id":1,"discount_amount":1,"order_amount":10}'],
    ['a discount as text', '{"code":"W","promo_code_id":1,"discount_amount":"5","order_amount":10}'],
  ])('reads a corrupt promoCode (%s) as no promo', (_label, value) => {
    storage.setItem('promoCode', value);
    storage.setItem('promoCodeId', '1');
    storage.setItem('promoCodeApplied', 'true');
    expect(store.promo()).toBeNull();
  });

  it('reads a promo as applied only with the flag set and the same id beside it', () => {
    store.savePromo(promo);
    storage.setItem('promoCodeApplied', 'false');
    expect(store.promo()).toBeNull();
    storage.setItem('promoCodeApplied', 'true');
    storage.setItem('promoCodeId', '2');
    expect(store.promo()).toBeNull();
  });

  it('sets the AI-active flag, the subscription flag and the allowed count after an activation', () => {
    store.rememberAiActivated(25);
    expect([storage.getItem('tiaraAiActive'), storage.getItem('tiaraAiSubscription'), storage.getItem('segmentationsAllowed')]).toEqual(['true', 'true', '25']);
  });

  it('works on without storage: reads as empty, writes are dropped', () => {
    storage.broken = true;
    expect(() => store.saveDetails(details)).not.toThrow();
    expect(() => store.savePromo(promo)).not.toThrow();
    expect(() => store.clearPromo()).not.toThrow();
    expect(store.details().firstName).toBe('');
    expect(store.promo()).toBeNull();
    expect(store.shippingFee()).toBeNull();
  });
});
