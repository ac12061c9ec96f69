import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isOrderId,
  orderReference,
  parseOrderReference,
  type OrderReferenceKind,
} from '@tiara/domain/order-reference';

const kinds: OrderReferenceKind[] = ['order', 'ai-plan', 'training'];

describe('order references (SPEC §4 checkout flow step 5)', () => {
  it.each([
    ['order', 42, '42'],
    ['ai-plan', 42, 'tiaraai-42'],
    ['training', 42, 'tiaradentaltraining-42'],
    ['order', 1, '1'],
    ['ai-plan', Number.MAX_SAFE_INTEGER, 'tiaraai-9007199254740991'],
  ] as const)('a %s reference for order %d is %s', (kind, orderId, text) => {
    expect(orderReference(kind, orderId)).toBe(text);
    expect(parseOrderReference(text)).toEqual({ kind, orderId });
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])(
    'refuses to build a reference for the order id %d',
    (orderId) => {
      expect(isOrderId(orderId)).toBe(false);
      expect(() => orderReference('order', orderId)).toThrow(RangeError);
    },
  );

  it.each([
    '',
    'tiaraai-',
    'tiaradentaltraining-',
    'tiaraai-0',
    '0',
    'tiaraai-1.5',
    '1.5',
    'tiaraai-01',
    '01',
    'TIARAAI-1',
    'TiaraAI-1',
    'Tiaradentaltraining-1',
    '1e3',
    'tiaraai-1e3',
    ' 12',
    '12 ',
    '+12',
    '-12',
    'tiaraai--12',
    'tiaraai-+12',
    'tiaradentaltraining-tiaraai-1',
    'tiaraai-tiaradentaltraining-1',
    'tiaraai1',
    'tiaraai_1',
    'tiara-1',
    '0x1A',
    '١٢',
    '9007199254740992',
    'tiaraai-99999999999999999999',
    'Infinity',
    'NaN',
  ])('rejects %j', (text) => {
    expect(parseOrderReference(text)).toBeNull();
  });

  it('round-trips every kind and every positive safe integer', () => {
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (kind, orderId) => {
        expect(parseOrderReference(orderReference(kind, orderId))).toEqual({ kind, orderId });
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on arbitrary text, and whatever it accepts re-encodes to the same text', () => {
    const nearMiss = fc
      .tuple(
        fc.constantFrom('', 'tiaraai-', 'tiaradentaltraining-', 'TIARAAI-', 'tiaraai', '-'),
        fc.string({ unit: fc.constantFrom('0', '1', '9', '-', '.', 'e', ' ', '+', 'a'), maxLength: 20 }),
      )
      .map(([prefix, rest]) => prefix + rest);
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), nearMiss), (text) => {
        const parsed = parseOrderReference(text);
        if (parsed !== null) expect(orderReference(parsed.kind, parsed.orderId)).toBe(text);
      }),
      { numRuns: 1000 },
    );
  });
});
