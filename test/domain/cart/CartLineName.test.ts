import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Cart, type CartLine, CartLineLimits, cartLineName, lineKey, parseCart, renameLines, serializeCart } from '@tiara/domain/cart';
import type { VariantNames } from '@tiara/domain/variant-selector';
import { cement, crown, expectValidCart, lightPlan, line, training, validCartArb } from './cartFixtures';

const english: VariantNames = { side: (side) => ['Upper Right', 'Lower Right'][side] ?? `Side ${side}`, size: (size) => `size ${size}`, option: (option) => `Option ${option}` };
const arabic: VariantNames = { side: (side) => ['العلوي الأيمن', 'السفلي الأيمن'][side] ?? `الجهة ${side}`, size: (size) => `مقاس ${size}`, option: (option) => `الخيار ${option}` };

describe('cartLineName', () => {
  it.each<[string, Parameters<typeof cartLineName>, string]>([
    ['a product without a variant', [{ name: 'BioCem' }, english, 'en'], 'BioCem'],
    ['a variant with a side and a size', [{ name: 'NuSmile ZR Crown', variant: { side: 0, size: '4', option: null } }, english, 'en'], 'NuSmile ZR Crown – Upper Right, size 4'],
    ['a variant in Arabic, joined with the Arabic comma', [{ name: 'تاج نوسمايل', variant: { side: 1, size: '3', option: null } }, arabic, 'ar'], 'تاج نوسمايل – السفلي الأيمن، مقاس 3'],
    ['a variant by option alone', [{ name: 'Matrix Bands', variant: { side: null, size: null, option: 2 } }, english, 'en'], 'Matrix Bands – Option 2'],
    ['a variant that carries nothing', [{ name: 'Gloves', variant: { side: null, size: null, option: null } }, english, 'en'], 'Gloves'],
    ['a training with its package', [{ name: 'Pulpotomy course', packageName: 'Full day' }, english, 'en'], 'Pulpotomy course (Full day)'],
    ['a training in Arabic with its package', [{ name: 'دورة بتر اللب', packageName: 'يوم كامل' }, arabic, 'ar'], 'دورة بتر اللب (يوم كامل)'],
    ['an AI plan', [{ name: 'باقة برو' }, arabic, 'ar'], 'باقة برو'],
    ['in Arabic a variant of a product with no Arabic name, the English name isolated before the Arabic parts', [{ name: 'Matrix Bands 12 pcs', variant: { side: 1, size: '3', option: null } }, arabic, 'ar'], '\u2068Matrix Bands 12 pcs\u2069 – السفلي الأيمن، مقاس 3'],
    ['in Arabic a training with no Arabic title', [{ name: 'Pulpotomy course', packageName: 'يوم كامل' }, arabic, 'ar'], '\u2068Pulpotomy course\u2069 (يوم كامل)'],
  ])('names %s', (_, args, expected) => {
    expect(cartLineName(...args)).toBe(expected);
  });
});

describe('renameLines', () => {
  const cart: Cart = { lines: [line(crown, 2), line(cement, 1), line(lightPlan, 1), line(training, 1)] };
  const arabicNames = new Map<number, string>([
    [crown.id, 'تاج زيركونيا – العلوي الأيمن، مقاس 3'],
    [cement.id, 'بايوسيم'],
    [training.id, 'دورة بتر اللب (يوم كامل)'],
  ]);

  it('gives each line the name read afresh, and keeps its own where none was read', () => {
    const renamed = renameLines(cart, (current) => arabicNames.get(current.id) ?? null);
    expect(renamed.lines.map((current) => current.name)).toEqual(['تاج زيركونيا – العلوي الأيمن، مقاس 3', 'بايوسيم', lightPlan.name, 'دورة بتر اللب (يوم كامل)']);
    expect(renamed.lines[0]).toEqual({ ...line(crown, 2), name: 'تاج زيركونيا – العلوي الأيمن، مقاس 3' });
  });

  it.each<[string, string]>([
    ['an empty name', ''],
    ['a blank name', '   '],
    ['a name longer than a stored line may hold', 'x'.repeat(CartLineLimits.nameLength + 1)],
  ])('keeps the line’s own name rather than %s', (_, fresh) => {
    expect(renameLines(cart, () => fresh)).toBe(cart);
  });

  it('answers the same cart when no name changed, so nothing is stored again', () => {
    expect(renameLines(cart, (current) => current.name)).toBe(cart);
    expect(renameLines(cart, () => null)).toBe(cart);
  });

  it('takes a name as long as a stored line may hold', () => {
    const longest = 'x'.repeat(CartLineLimits.nameLength);
    expect(renameLines(cart, () => longest).lines.every((current) => current.name === longest)).toBe(true);
  });

  const everythingButTheName = ({ name: _name, ...identity }: CartLine) => identity;
  /** A name, or none, for each line's key: what a re-read answers depends on what the line is, never on its name. */
  const freshNames = fc
    .func<[string], string | null>(fc.option(fc.string({ unit: 'binary', maxLength: CartLineLimits.nameLength + 20 }), { nil: null }))
    .map((nameOf) => (current: CartLine) => nameOf(lineKey(current)));

  it('never changes what identifies a line, its price, stock or quantity: only its name', () => {
    fc.assert(
      fc.property(validCartArb, freshNames, (before, freshName) => {
        const after = renameLines(before, freshName);
        expect(after.lines.map(lineKey)).toEqual(before.lines.map(lineKey));
        expect(after.lines.map(everythingButTheName)).toEqual(before.lines.map(everythingButTheName));
        expectValidCart(after);
      }),
    );
  });

  it('leaves a cart that reads back from storage as it was renamed, and renaming it again with the same names changes nothing', () => {
    fc.assert(
      fc.property(validCartArb, freshNames, (before, freshName) => {
        const after = renameLines(before, freshName);
        expect(parseCart(serializeCart(after)).lines).toEqual(after.lines);
        expect(renameLines(after, freshName)).toBe(after);
      }),
    );
  });
});
