import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  type Cart,
  CART_FORMAT_VERSION,
  MAX_STORED_CART_LENGTH,
  addToCart,
  emptyCart,
  parseCart,
  serializeCart,
} from '@tiara/domain/cart';
import { cement, crown, expectValidCart, itemArb, lightPlan, line, proPlan, training, validCartArb } from './cartFixtures';

const stored = (lines: unknown[], version: unknown = 1): string => JSON.stringify({ version, lines });
const goodLine = line(cement, 2);

describe('serializeCart', () => {
  it('writes a versioned JSON object with the line fields only', () => {
    const cart: Cart = { lines: [{ ...line(crown, 2), extra: 'not a line field' } as never] };
    expect(JSON.parse(serializeCart(cart))).toEqual({
      version: 1,
      lines: [{ id: 51, name: 'NuSmile ZR crown', price: 45_000, quantity: 2, image: '/img/51.png', stock: 5, sku: 'ZR-UR-3', side: 0, size: '3' }],
    });
    expect(CART_FORMAT_VERSION).toBe(1);
  });

  it('writes an empty cart as no lines', () => {
    expect(serializeCart(emptyCart)).toBe('{"version":1,"lines":[]}');
  });
});

describe('parseCart reads a foreign or corrupt value as the empty cart', () => {
  it.each<[string, string | null | undefined]>([
    ['nothing stored', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['the text null', 'null'],
    ['bad JSON', '{"version":1,"lines":['],
    ['NaN, which JSON cannot carry', '{"version":1,"lines":[{"price":NaN}]}'],
    ['a number', '42'],
    ['a string', '"cart"'],
    ['a bare array (an older format)', JSON.stringify([goodLine])],
    ['an object without version', JSON.stringify({ lines: [goodLine] })],
    ['another version', stored([goodLine], 2)],
    ['the version as text', stored([goodLine], '1')],
    ['lines that are not an array', JSON.stringify({ version: 1, lines: { 0: goodLine } })],
    ['lines set to null', JSON.stringify({ version: 1, lines: null })],
    ['a cart hidden under __proto__', `{"__proto__":${stored([goodLine])}}`],
    ['a value longer than the limit', stored([goodLine]) + ' '.repeat(MAX_STORED_CART_LENGTH)],
  ])('%s', (_, value) => {
    expect(parseCart(value)).toEqual(emptyCart);
  });
});

describe('parseCart drops only the invalid lines', () => {
  it.each<[string, unknown]>([
    ['a null line', null],
    ['an array line', [1, 2]],
    ['a text line', 'cement'],
    ['a missing price', { ...goodLine, price: undefined }],
    ['a price written as null (NaN once stringified)', { ...goodLine, price: null }],
    ['a negative price', { ...goodLine, price: -100 }],
    ['a fractional price', { ...goodLine, price: 10.5 }],
    ['a price as text', { ...goodLine, price: '100' }],
    ['an infinite price', JSON.parse('{"id":4,"name":"x","price":1e400,"quantity":1,"image":"","stock":3}')],
    ['quantity 0', { ...goodLine, quantity: 0 }],
    ['a negative quantity', { ...goodLine, quantity: -1 }],
    ['a fractional quantity', { ...goodLine, quantity: 1.5 }],
    ['a quantity above stock', { ...goodLine, quantity: 4, stock: 3 }],
    ['stock 0', { ...goodLine, quantity: 1, stock: 0 }],
    ['id 0', { ...goodLine, id: 0 }],
    ['an id as text', { ...goodLine, id: '4' }],
    ['an unsafe id', { ...goodLine, id: 2 ** 60 }],
    ['a name that is not text', { ...goodLine, name: 123 }],
    ['a huge name', { ...goodLine, name: 'x'.repeat(501) }],
    ['a huge image', { ...goodLine, image: 'x'.repeat(2049) }],
    ['a missing image', { ...goodLine, image: undefined }],
    ['a numeric sku', { ...goodLine, sku: 5 }],
    ['a negative side', { ...goodLine, side: -1 }],
    ['a size that is not text', { ...goodLine, size: 3 }],
    ['package 0', { ...goodLine, packageId: 0 }],
    ['a training with quantity 2', line(training, 2)],
  ])('%s', (_, bad) => {
    const kept = line(crown, 1);
    expect(parseCart(stored([kept, bad, goodLine]))).toEqual({ lines: [kept, goodLine] });
  });

  it('keeps the first of two lines with the same key', () => {
    expect(parseCart(stored([line(crown, 1), line(cement, 1), line(crown, 3)]))).toEqual({ lines: [line(crown, 1), line(cement, 1)] });
  });

  it('keeps the first of two AI plans', () => {
    expect(parseCart(stored([line(proPlan, 1), line(lightPlan, 1)]))).toEqual({ lines: [line(proPlan, 1)] });
  });

  it('reads a cart with only invalid lines as empty', () => {
    expect(parseCart(stored([{ ...goodLine, quantity: 0 }]))).toEqual(emptyCart);
  });

  it('ignores unknown fields, __proto__ included, without polluting prototypes', () => {
    const hostile = `{"version":1,"__proto__":{"polluted":true},"lines":[{"__proto__":{"polluted":true},"id":4,"name":"BioCem","price":120050,"quantity":2,"image":"/img/4.png","stock":3,"admin":true}]}`;
    const cart = parseCart(hostile);
    expect(cart).toEqual({ lines: [goodLine] });
    expectValidCart(cart);
    expect(Object.keys(cart.lines[0] ?? {}).sort()).toEqual(['id', 'image', 'name', 'price', 'quantity', 'stock']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

/** Random edits of a serialised cart: deleting, inserting or replacing characters. */
const mutatedSerialisationArb = fc
  .tuple(
    validCartArb.map(serializeCart),
    fc.array(fc.tuple(fc.nat(), fc.constantFrom('delete', 'insert', 'replace'), fc.string({ unit: fc.constantFrom(...'{}[]",:-.0123456789eEtruflsan \\'), minLength: 1, maxLength: 3 })), { minLength: 1, maxLength: 5 }),
  )
  .map(([text, edits]) =>
    edits.reduce((current, [at, edit, chunk]) => {
      const i = current.length === 0 ? 0 : at % current.length;
      if (edit === 'delete') return current.slice(0, i) + current.slice(i + chunk.length);
      if (edit === 'insert') return current.slice(0, i) + chunk + current.slice(i);
      return current.slice(0, i) + chunk + current.slice(i + chunk.length);
    }, text),
  );

/** A line field replaced by an arbitrary JSON value. */
const tamperedLineArb = fc
  .tuple(itemArb, fc.integer({ min: -2, max: 12 }), fc.constantFrom('id', 'name', 'price', 'quantity', 'image', 'stock', 'sku', 'side', 'size', 'option', 'packageId', '__proto__'), fc.jsonValue({ maxDepth: 2 }))
  .map(([item, quantity, field, value]) => ({ ...item, quantity, [field]: value }));

describe('parseCart properties', () => {
  it('reads back every valid cart it wrote', () => {
    fc.assert(
      fc.property(validCartArb, (cart) => {
        expect(parseCart(serializeCart(cart))).toEqual(cart);
      }),
      { numRuns: 200 },
    );
  });

  it('reads back every cart built by adding items', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(itemArb, fc.integer({ min: 1, max: 4 })), { maxLength: 15 }), (adds) => {
        const cart = adds.reduce((current, [item, quantity]) => addToCart(current, item, quantity).cart, emptyCart);
        expect(parseCart(serializeCart(cart))).toEqual(cart);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on any string, and what it reads is a valid cart', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        expectValidCart(parseCart(text));
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on any JSON value, alone or as the lines of a version-1 cart', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.array(fc.oneof(fc.jsonValue({ maxDepth: 3 }), tamperedLineArb), { maxLength: 8 }), (value, lines) => {
        expectValidCart(parseCart(JSON.stringify(value)));
        expectValidCart(parseCart(stored(lines)));
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on a mangled serialisation, and what it reads is a valid cart', () => {
    fc.assert(
      fc.property(mutatedSerialisationArb, (text) => {
        expectValidCart(parseCart(text));
      }),
      { numRuns: 300 },
    );
  });
});
