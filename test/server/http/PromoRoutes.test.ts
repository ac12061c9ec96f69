import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, promoCodeUses, promoCodes } from '../../../server/adapters/db/schema';
import { type TestServer, startTestServer } from '../support/testServer';

const PASSWORD_HASH = 'scrypt$16384$8$1$promo-test-salt$promo-test-hash';
const NOW = new Date('2026-11-21T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

describe('POST /api/PromoCode/validate', () => {
  let server: TestServer;
  let customer: { id: number; token: string };
  let otherCustomer: { id: number; token: string };
  let admin: { id: number; token: string };
  const ids: Record<string, number> = {};
  const bodies: string[] = [];

  async function validate(body: unknown, token: string | null = customer.token) {
    const response = await server.request({ method: 'POST', url: '/api/PromoCode/validate', token, body });
    bodies.push(response.body);
    return response;
  }

  async function useCode(code: string, userId: number, status: 'Reserved' | 'Used' | 'Released') {
    const [order] = await server.db
      .insert(orders)
      .values({ userId, paymentMethod: 'cash', subtotalPiasters: 100000, shippingPiasters: 15000, totalPiasters: 115000 })
      .returning({ id: orders.id });
    await server.db.insert(promoCodeUses).values({ promoCodeId: ids[code] as number, userId, orderId: order?.id as number, status });
  }

  beforeAll(async () => {
    server = await startTestServer();
    server.clock.set(NOW);
    customer = await server.createUser({ passwordHash: PASSWORD_HASH });
    otherCustomer = await server.createUser({ passwordHash: PASSWORD_HASH });
    admin = await server.createUser({ passwordHash: PASSWORD_HASH, role: 'Admin' });
    const window = { startsAt: new Date(NOW.getTime() - DAY), endsAt: new Date(NOW.getTime() + DAY) };
    const rows = await server.db
      .insert(promoCodes)
      .values([
        { code: 'SAVE10', kind: 'percent', value: 10, ...window, maxUses: 100, usedCount: 3 },
        { code: 'FLAT50', kind: 'fixed', value: 5000, ...window },
        { code: 'BIGFLAT', kind: 'fixed', value: 100000 },
        { code: 'ALLOFF', kind: 'percent', value: 100 },
        { code: 'PAUSED', kind: 'percent', value: 10, isActive: false },
        { code: 'SOON', kind: 'percent', value: 10, startsAt: new Date(NOW.getTime() + 1000), endsAt: new Date(NOW.getTime() + DAY) },
        { code: 'GONE', kind: 'percent', value: 10, startsAt: new Date(NOW.getTime() - 2 * DAY), endsAt: new Date(NOW.getTime() - 1000) },
        { code: 'EXACT', kind: 'percent', value: 10, startsAt: NOW, endsAt: NOW },
        { code: 'FULL', kind: 'percent', value: 10, maxUses: 5, usedCount: 5 },
        { code: 'MIN500', kind: 'fixed', value: 2500, minimumOrderPiasters: 50000 },
        { code: 'ONCE', kind: 'percent', value: 20 },
        { code: 'HELD', kind: 'percent', value: 20 },
        { code: 'FREED', kind: 'percent', value: 20 },
        { code: 'LOYAL', kind: 'percent', value: 5, oncePerUser: false },
      ])
      .returning({ id: promoCodes.id, code: promoCodes.code });
    for (const row of rows) ids[row.code] = row.id;
    await useCode('ONCE', customer.id, 'Used');
    await useCode('HELD', customer.id, 'Reserved');
    await useCode('FREED', customer.id, 'Released');
    await useCode('LOYAL', customer.id, 'Used');
  });

  afterAll(async () => {
    await server.close();
  });

  const rejected = (message: string) => ({ is_valid: false, message, discount_amount: 0, promo_code_id: null, code: null });

  describe('discounts', () => {
    it('takes a percent off the order amount, the code compared case-insensitively', async () => {
      const response = await validate({ code: '  save10 ', order_amount: 1150, user_id: customer.id });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ is_valid: true, message: 'Promo code applied successfully!', discount_amount: 115, promo_code_id: ids.SAVE10, code: 'SAVE10' });
    });

    it('rounds a percent discount to whole piasters', async () => {
      const response = await validate({ code: 'SAVE10', order_amount: 333.33, user_id: customer.id });
      expect(response.json()).toMatchObject({ is_valid: true, discount_amount: 33.33 });
    });

    it('takes a fixed sum off', async () => {
      const response = await validate({ code: 'flat50', order_amount: 1000, user_id: customer.id });
      expect(response.json()).toEqual({ is_valid: true, message: 'Promo code applied successfully!', discount_amount: 50, promo_code_id: ids.FLAT50, code: 'FLAT50' });
    });

    it.each([
      ['a fixed sum', 'BIGFLAT', 300, 300],
      ['a full percent', 'ALLOFF', 412.5, 412.5],
      ['anything on an empty order', 'FLAT50', 0, 0],
    ])('never discounts more than the order: %s', async (_label, code, orderAmount, discount) => {
      const response = await validate({ code, order_amount: orderAmount, user_id: customer.id });
      expect(response.json()).toMatchObject({ is_valid: true, discount_amount: discount });
    });

    it('accepts a code at exactly the start and the end of its window', async () => {
      expect((await validate({ code: 'EXACT', order_amount: 100, user_id: customer.id })).json()).toMatchObject({ is_valid: true, discount_amount: 10 });
    });

    it('accepts a code exactly at its minimum order amount', async () => {
      expect((await validate({ code: 'MIN500', order_amount: 500, user_id: customer.id })).json()).toMatchObject({ is_valid: true, discount_amount: 25 });
    });
  });

  describe('rejections: 200 with is_valid false and the message the client shows', () => {
    it.each([
      ['an unknown code', 'NOPE', 1000, 'Invalid promo code'],
      ['an empty code', '', 1000, 'Invalid promo code'],
      ['a code of odd characters', '\u{1F9B7}\n\u000f', 1000, 'Invalid promo code'],
      ['an inactive code', 'PAUSED', 1000, 'Promo code is no longer active'],
      ['a code not started yet', 'SOON', 1000, 'Promo code is not active yet'],
      ['an expired code', 'GONE', 1000, 'Promo code has expired'],
      ['a code used up', 'FULL', 1000, 'Promo code has reached its maximum usage limit'],
      ['an order below the minimum', 'MIN500', 499.99, 'Minimum order amount of 500 EGP required'],
      ['a code this user used', 'ONCE', 1000, 'You have already used this promo code.'],
      ['a code this user holds for an unpaid order', 'HELD', 1000, 'You have already used this promo code.'],
    ])('%s', async (_label, code, orderAmount, message) => {
      const response = await validate({ code, order_amount: orderAmount, user_id: customer.id });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(rejected(message));
    });

    it('a code with a NUL character is refused as a bad request', async () => {
      const response = await validate({ code: 'SAVE10\u0000', order_amount: 1000, user_id: customer.id });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The request contains a NUL character', code: 'invalid_character' });
    });

    it('lets a user whose earlier use was released use the code again', async () => {
      expect((await validate({ code: 'FREED', order_amount: 100, user_id: customer.id })).json()).toMatchObject({ is_valid: true, discount_amount: 20 });
    });

    it("counts only this user's uses", async () => {
      const response = await validate({ code: 'ONCE', order_amount: 100, user_id: otherCustomer.id }, otherCustomer.token);
      expect(response.json()).toMatchObject({ is_valid: true, discount_amount: 20, promo_code_id: ids.ONCE });
    });

    it('lets a code without the once-per-user rule be used again', async () => {
      expect((await validate({ code: 'LOYAL', order_amount: 100, user_id: customer.id })).json()).toMatchObject({ is_valid: true, discount_amount: 5 });
    });

    it('follows the clock: the expired code was valid yesterday', async () => {
      server.clock.set(new Date(NOW.getTime() - DAY));
      try {
        expect((await validate({ code: 'GONE', order_amount: 100, user_id: customer.id })).json()).toMatchObject({ is_valid: true });
      } finally {
        server.clock.set(NOW);
      }
    });
  });

  describe("in the caller's language (Accept-Language)", () => {
    const inArabic = async (body: unknown, token: string | null = customer.token) =>
      server.request({ method: 'POST', url: '/api/PromoCode/validate', token, body, headers: { 'accept-language': 'ar-EG,ar;q=0.9' } });

    it.each([
      ['an unknown code', 'NOPE', 1000, 'كود الخصم غير صالح'],
      ['an expired code', 'GONE', 1000, 'انتهت صلاحية كود الخصم'],
      ['an order below the minimum, with the amount in Arabic style', 'MIN500', 499.99, 'يجب ألا تقل قيمة الطلب عن 500 ج.م'],
    ])('refuses %s in Arabic, with the same code fields', async (_label, code, orderAmount, message) => {
      const response = await inArabic({ code, order_amount: orderAmount, user_id: customer.id });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(rejected(message));
    });

    it('applies a code in Arabic', async () => {
      expect((await inArabic({ code: 'SAVE10', order_amount: 1000, user_id: customer.id })).json()).toMatchObject({ is_valid: true, message: 'تم تطبيق كود الخصم بنجاح!' });
    });

    it('answers English for English and for a language the shop does not speak', async () => {
      for (const language of ['en-US', 'fr']) {
        const response = await server.request({ method: 'POST', url: '/api/PromoCode/validate', token: customer.token, body: { code: 'GONE', order_amount: 1000, user_id: customer.id }, headers: { 'accept-language': language } });
        expect(response.json()).toEqual(rejected('Promo code has expired'));
      }
    });
  });

  describe('who may ask', () => {
    it.each([
      ['no token', null],
      ['the logged-out token text', 'null'],
      ['a forged token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl'],
    ])('answers 401 with SPEC’s message for %s', async (_label, token) => {
      const response = await validate({ code: 'SAVE10', order_amount: 100, user_id: customer.id }, token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'You must be signed in to use a promo code.', code: 'sign_in_required' });
    });

    it('answers 401 for an expired token', async () => {
      const expired = await server.tokens.issue(customer.id, 'User', new Date('2020-01-01T00:00:00Z'));
      expect((await validate({ code: 'SAVE10', order_amount: 100 }, expired)).statusCode).toBe(401);
    });

    it("refuses another user's id with 403", async () => {
      const response = await validate({ code: 'SAVE10', order_amount: 100, user_id: otherCustomer.id });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
    });

    it('takes the user from the token when the body has no user id, or 0', async () => {
      for (const userId of [undefined, null, 0]) {
        const response = await validate({ code: 'ONCE', order_amount: 100, user_id: userId });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual(rejected('You have already used this promo code.'));
      }
    });

    it("lets an admin check a code for a customer, against that customer's uses", async () => {
      const forCustomer = await validate({ code: 'ONCE', order_amount: 100, user_id: customer.id }, admin.token);
      expect(forCustomer.statusCode).toBe(200);
      expect(forCustomer.json()).toEqual(rejected('You have already used this promo code.'));
      const forThemselves = await validate({ code: 'ONCE', order_amount: 100, user_id: admin.id }, admin.token);
      expect(forThemselves.json()).toMatchObject({ is_valid: true, discount_amount: 20 });
    });
  });

  describe('malformed requests: JSON 400', () => {
    it.each([
      ['a negative amount', { code: 'SAVE10', order_amount: -1 }],
      ['an amount over 100,000,000', { code: 'SAVE10', order_amount: 100_000_000.01 }],
      ['an amount as text', { code: 'SAVE10', order_amount: '100' }],
      ['no amount', { code: 'SAVE10' }],
      ['no code', { order_amount: 100 }],
      ['a code of 101 characters', { code: 'X'.repeat(101), order_amount: 100 }],
      ['a fractional user id', { code: 'SAVE10', order_amount: 100, user_id: 1.5 }],
      ['a negative user id', { code: 'SAVE10', order_amount: 100, user_id: -3 }],
    ])('%s', async (_label, body) => {
      const response = await validate(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    });

    it('refuses an infinite amount', async () => {
      const response = await validate('{"code":"SAVE10","order_amount":1e999}');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    });

    it('refuses a body that is not JSON', async () => {
      const response = await validate('{"code": "SAVE10", ');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_json' });
    });

    it('accepts the largest allowed amount', async () => {
      expect((await validate({ code: 'SAVE10', order_amount: 100_000_000 })).json()).toMatchObject({ is_valid: true, discount_amount: 10_000_000 });
    });
  });

  it('never answers with a password hash or a stack trace', () => {
    expect(bodies.length).toBeGreaterThan(30);
    for (const body of bodies) {
      expect(body).not.toContain(PASSWORD_HASH);
      expect(body).not.toMatch(/password|stack|at .*\.ts:\d+/i);
    }
  });
});
