import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HMAC_FIELDS, hmacMatches, signHmac } from '../../../server/adapters/payments/Hmac';
import { callbackHmacMessage, redirectHmacMessage, verifiedCallback, verifiedRedirect } from '../../../server/adapters/payments/PaymobTransactions';

const fixture = <T>(name: string): T => JSON.parse(readFileSync(new URL(`../../fixtures/paymob/${name}`, import.meta.url), 'utf8')) as T;

/** Paymob's worked example (HMAC Transaction Callback page, notes/paymob.md §2.7). */
const DOCUMENTED_TEXT = '1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852false2346MasterCardcardtrue';
const SECRET = 'EB1BCA7D744BB3F1A37649C01BCF6AB0';

type Callback = { type: string; obj: Record<string, unknown> };

const copy = <T>(value: T): T => structuredClone(value);

/** The value of a dotted HMAC field inside a callback's obj. */
function setField(object: Record<string, unknown>, field: string, value: unknown): void {
  const [head, tail] = field.split('.') as [string, string | undefined];
  if (tail === undefined) object[head] = value;
  else (object[head] as Record<string, unknown>)[tail] = value;
}

describe("Paymob's transaction HMAC", () => {
  it('reads the 20 documented fields of a transaction-processed callback in their documented order', () => {
    const callback = fixture<Callback>('transaction-processed-callback.json');
    expect(callbackHmacMessage(callback.obj)).toBe(DOCUMENTED_TEXT);
    expect(HMAC_FIELDS).toHaveLength(20);
    expect([...HMAC_FIELDS]).toEqual([...HMAC_FIELDS].sort());
  });

  it('reads the same text from the browser redirect, whichever spelling of the order and card keys it uses', () => {
    const query = fixture<Record<string, string>>('transaction-response-redirect.json');
    expect(redirectHmacMessage(query)).toBe(DOCUMENTED_TEXT);
    const { order, ...rest } = query;
    const underscored = Object.fromEntries(Object.entries({ ...rest, order_id: order ?? '' }).map(([key, value]) => [key.replace('source_data.', 'source_data_'), value]));
    expect(redirectHmacMessage(underscored, { order: 'order_id', sourceData: 'source_data_' })).toBe(DOCUMENTED_TEXT);
    for (const spelling of [query, underscored]) {
      const verified = verifiedRedirect(SECRET, { ...spelling, hmac: signHmac(SECRET, DOCUMENTED_TEXT) });
      expect(verified).toMatchObject({ transactionId: '192036465', gatewayOrderId: '217503754', success: true, amount: 100_000, cardBrand: 'MasterCard', cardLastFour: '2346' });
    }
  });

  it('signs with HMAC-SHA512 as lowercase hex and accepts the hex in either case', () => {
    const hmac = signHmac(SECRET, DOCUMENTED_TEXT);
    expect(hmac).toMatch(/^[0-9a-f]{128}$/);
    expect(hmacMatches(SECRET, DOCUMENTED_TEXT, hmac)).toBe(true);
    expect(hmacMatches(SECRET, DOCUMENTED_TEXT, hmac.toUpperCase())).toBe(true);
    expect(hmacMatches(SECRET, DOCUMENTED_TEXT, '')).toBe(false);
    expect(hmacMatches(SECRET, DOCUMENTED_TEXT, hmac.slice(0, 127))).toBe(false);
    expect(hmacMatches(SECRET, DOCUMENTED_TEXT, `${hmac}00`)).toBe(false);
    expect(hmacMatches(SECRET, DOCUMENTED_TEXT, 'z'.repeat(128))).toBe(false);
    expect(hmacMatches('another secret', DOCUMENTED_TEXT, hmac)).toBe(false);
  });

  it('verifies a signed callback and reads the transaction from it', () => {
    const callback = fixture<Callback>('transaction-processed-callback.json');
    const transaction = verifiedCallback(SECRET, callback, signHmac(SECRET, DOCUMENTED_TEXT));
    expect(transaction).toMatchObject({
      transactionId: '192036465',
      gatewayOrderId: '217503754',
      merchantOrderId: 'tiaraai-12-1',
      success: true,
      pending: false,
      amount: 100_000,
      currency: 'EGP',
      cardBrand: 'MasterCard',
      cardLastFour: '2346',
      followsEarlierTransaction: false,
    });
  });

  it('refuses a callback when any one of the 20 signed fields was changed', () => {
    const original = fixture<Callback>('transaction-processed-callback.json');
    const hmac = signHmac(SECRET, DOCUMENTED_TEXT);
    fc.assert(
      fc.property(fc.constantFrom(...HMAC_FIELDS), fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.boolean()), (field, value) => {
        const tampered = copy(original);
        const before = callbackHmacMessage(tampered.obj);
        setField(tampered.obj, field, value);
        fc.pre(callbackHmacMessage(tampered.obj) !== before);
        return verifiedCallback(SECRET, tampered, hmac) === null;
      }),
      { numRuns: 300 },
    );
  });

  it('verifies whatever transaction it signed, and nothing else with the same signature', () => {
    const original = fixture<Callback>('transaction-processed-callback.json');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 12 }), fc.integer({ min: 1, max: 10 ** 9 }), fc.boolean(), fc.stringMatching(/^\d{4}$/), (id, amount, success, pan) => {
        const callback = copy(original);
        Object.assign(callback.obj, { id, amount_cents: amount, success });
        (callback.obj.source_data as Record<string, unknown>).pan = pan;
        const hmac = signHmac(SECRET, callbackHmacMessage(callback.obj));
        const transaction = verifiedCallback(SECRET, callback, hmac);
        const forged = copy(callback);
        forged.obj.amount_cents = amount + 1;
        return transaction?.amount === amount && transaction.success === success && transaction.cardLastFour === pan && verifiedCallback(SECRET, forged, hmac) === null;
      }),
    );
  });

  it('treats refunds, voids and captures as following an earlier transaction', () => {
    const callback = fixture<Callback>('transaction-processed-callback.json');
    callback.obj.has_parent_transaction = true;
    callback.obj.is_refunded = true;
    expect(verifiedCallback(SECRET, callback, signHmac(SECRET, callbackHmacMessage(callback.obj)))?.followsEarlierTransaction).toBe(true);
  });

  it('refuses bodies that are not transactions, however they are signed', () => {
    for (const body of [null, 'text', [], { type: 'TRANSACTION' }, { type: 'TRANSACTION', obj: [] }, { type: 'TRANSACTION', obj: { id: 1 } }]) {
      const object = body && typeof body === 'object' && 'obj' in body && body.obj && typeof body.obj === 'object' && !Array.isArray(body.obj) ? (body.obj as Record<string, unknown>) : {};
      expect(verifiedCallback(SECRET, body, signHmac(SECRET, callbackHmacMessage(object)))).toBeNull();
    }
  });
});
