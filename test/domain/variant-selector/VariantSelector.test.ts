import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  OPTIONS,
  OPTION_CODES,
  SIDES,
  checkVariantStock,
  compareSizes,
  initialSelection,
  matchVariant,
  optionCode,
  optionsOf,
  requireVariant,
  selectOption,
  selectSide,
  selectSize,
  sidesOf,
  sizesFor,
  variantCartName,
  variantModeOf,
  type Variant,
  type VariantMode,
  type VariantSelection,
} from '@tiara/domain/variant-selector';
import { variantNamesEn } from '../../../src/locales/shared/en/variantNamesEn';
import { variantMessagesEn as VariantMessages } from '../../../src/locales/shop/en/variantMessagesEn';

let nextId = 1;
function variant(fields: Partial<Variant>): Variant {
  const id = nextId++;
  return { id, sku: `SKU-${id}`, quantity: 5, side: null, size: null, option: null, onlyOneOption: false, ...fields };
}

const crowns: readonly Variant[] = [
  variant({ side: 3, size: '10', quantity: 2 }),
  variant({ side: 0, size: '4', quantity: 0 }),
  variant({ side: 0, size: '2', quantity: 1 }),
  variant({ side: 0, size: '10', quantity: 3 }),
  variant({ side: 3, size: '6', quantity: 0 }),
  variant({ side: 1, size: null }),
];
const sized: readonly Variant[] = [variant({ size: 'L' }), variant({ size: '12', quantity: 0 }), variant({ size: '3' })];
const optioned: readonly Variant[] = [variant({ option: 5 }), variant({ option: 0, quantity: 0 }), variant({ option: 3 })];

describe('sides and options (SPEC §3)', () => {
  it.each([
    [0, 'ET'],
    [1, '13T'],
    [2, '13'],
    [3, 'UT'],
    [4, 'MN'],
    [5, 'BL'],
    [6, '6'],
  ])('option %d has the code %j', (option, code) => {
    expect(optionCode(option)).toBe(code);
  });

  it('has 9 sides and 6 options with distinct codes', () => {
    expect(SIDES).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(OPTIONS).toEqual([0, 1, 2, 3, 4, 5]);
    expect(new Set(OPTION_CODES).size).toBe(6);
  });
});

describe('messages (SPEC §5)', () => {
  it.each([
    [VariantMessages.problems['invalid-combination'], 'Please select a valid combination of side and size.'],
    [VariantMessages.problems['out-of-stock'], 'This option is out of stock.'],
    [VariantMessages.problems['more-than-we-can-offer'], 'Oops! That is more than we can offer for this option.Please choose a lower quantity.'],
    [VariantMessages.sizeOutOfStock, 'Out of Stock'],
    [VariantMessages.sizeLabel('4', true), '4 (Out of Stock)'],
    [VariantMessages.sizeLabel('4', false), '4'],
  ])('%j is exactly %j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('variantModeOf', () => {
  it.each<[string, readonly Variant[], VariantMode]>([
    ['sides and sizes', crowns, 'side-size'],
    ['sizes alone', sized, 'size-only'],
    ['options alone', optioned, 'option-only'],
    ['the only_one_option flag, even with sides and sizes', [variant({ side: 0, size: '2', option: 1, onlyOneOption: true })], 'option-only'],
    ['nothing to choose', [variant({})], 'none'],
    ['no variants', [], 'none'],
  ])('%s gives %s', (_, variants, mode) => {
    expect(variantModeOf(variants)).toBe(mode);
  });
});

describe('sides, sizes and options', () => {
  it('lists sides that have sizes, ascending', () => {
    expect(sidesOf(crowns)).toEqual([0, 3]);
  });

  it.each<[number | null, readonly Variant[], string[]]>([
    [0, crowns, ['2', '4 (Out of Stock)', '10']],
    [3, crowns, ['6 (Out of Stock)', '10']],
    [1, crowns, []],
    [null, sized, ['3', '12 (Out of Stock)', 'L']],
  ])('side %j shows sizes %j (ascending, numeric-aware, out of stock when stock is 0)', (side, variants, labels) => {
    expect(sizesFor(variants, side).map((choice) => VariantMessages.sizeLabel(choice.size, choice.outOfStock))).toEqual(labels);
  });

  it('marks a size in stock when any of its variants is', () => {
    const twins = [variant({ side: 0, size: '4', quantity: 0 }), variant({ side: 0, size: '4', quantity: 1 })];
    expect(sizesFor(twins, 0)).toEqual([{ size: '4', outOfStock: false }]);
  });

  it('lists options ascending with their stock', () => {
    expect(optionsOf(optioned)).toEqual([
      { option: 0, outOfStock: true },
      { option: 3, outOfStock: false },
      { option: 5, outOfStock: false },
    ]);
    expect(optionsOf(optioned).map((choice) => variantNamesEn.option(choice.option))).toEqual(['Extrathin', 'Ultra thin', 'Blue']);
  });

  it.each([
    ['2', '10', -1],
    ['10', '2', 1],
    ['4', '4.5', -1],
    ['4.5', '5', -1],
    ['10', '10A', -1],
    ['S', '10', 1],
    ['01', '1', -1],
    ['a', 'b', -1],
    ['7', '7', 0],
  ])('compareSizes(%j, %j) has sign %d', (a, b, sign) => {
    expect(Math.sign(compareSizes(a, b))).toBe(sign);
  });
});

describe('selection (SPEC §4)', () => {
  it.each<[string, readonly Variant[], VariantSelection]>([
    ['side-size: first side, first size of that side', crowns, { side: 0, size: '2', option: null }],
    ['size-only: first size', sized, { side: null, size: '3', option: null }],
    ['option-only: first option', optioned, { side: null, size: null, option: 0 }],
    ['none', [variant({})], { side: null, size: null, option: null }],
  ])('initialSelection for %s', (_, variants, expected) => {
    expect(initialSelection(variants)).toEqual(expected);
  });

  it('changing side recomputes sizes and selects the first', () => {
    const start = initialSelection(crowns);
    expect(selectSide(crowns, start, 3)).toEqual({ side: 3, size: '6', option: null });
    expect(selectSide(crowns, start, 1)).toEqual({ side: 1, size: null, option: null });
  });

  it.each<[string, VariantSelection, VariantSelection]>([
    ['a size of the side', selectSize(crowns, { side: 0, size: '2', option: null }, '10'), { side: 0, size: '10', option: null }],
    ['an out-of-stock size (the view disables it)', selectSize(crowns, { side: 0, size: '2', option: null }, '4'), { side: 0, size: '4', option: null }],
    ['a size of another side only', selectSize(crowns, { side: 3, size: '10', option: null }, '2'), { side: 3, size: '10', option: null }],
    ['a size-only size', selectSize(sized, { side: null, size: '3', option: null }, 'L'), { side: null, size: 'L', option: null }],
    ['an offered option', selectOption(optioned, { side: null, size: null, option: 0 }, 5), { side: null, size: null, option: 5 }],
    ['an unknown option', selectOption(optioned, { side: null, size: null, option: 0 }, 4), { side: null, size: null, option: 0 }],
  ])('selecting %s', (_, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it.each<[string, readonly Variant[], VariantSelection, Variant | undefined]>([
    ['side and size', crowns, { side: 3, size: '10', option: null }, crowns[0]],
    ['a side without that size', crowns, { side: 3, size: '2', option: null }, undefined],
    ['no size chosen', crowns, { side: 1, size: null, option: null }, undefined],
    ['size only', sized, { side: null, size: '12', option: null }, sized[1]],
    ['option only', optioned, { side: null, size: null, option: 3 }, optioned[2]],
    ['no option chosen', optioned, { side: null, size: null, option: null }, undefined],
  ])('matchVariant by %s', (_, variants, selection, expected) => {
    expect(matchVariant(variants, selection)).toBe(expected);
  });

  it('requireVariant fails as an invalid combination', () => {
    expect(requireVariant(crowns, { side: 3, size: '2', option: null })).toEqual({ ok: false, error: { code: 'invalid-combination' } });
    expect(requireVariant(crowns, { side: 0, size: '10', option: null })).toEqual({ ok: true, value: crowns[3] });
  });
});

describe('checkVariantStock (SPEC §5: live stock re-fetched before adding)', () => {
  it.each([
    [0, 1, 'out-of-stock'],
    [-3, 1, 'out-of-stock'],
    [2, 3, 'more-than-we-can-offer'],
    [2, 2, undefined],
    [10, 1, undefined],
  ])('stock %d, requested %d gives %j', (live, requested, problem) => {
    const result = checkVariantStock(live, requested);
    expect(result.ok ? undefined : result.error.code).toBe(problem);
  });
});

describe("variantCartName, in the catalogue's names", () => {
  it.each([
    [{ side: 0, size: '4', option: null }, 'NuSmile ZR Crown – Upper Right, size 4'],
    [{ side: null, size: 'L', option: null }, 'NuSmile ZR Crown – size L'],
    [{ side: null, size: null, option: 3 }, 'NuSmile ZR Crown – Ultra thin'],
    [{ side: 8, size: '2', option: 1 }, 'NuSmile ZR Crown – Primary Lower Cuspid, size 2, 13T'],
    [{ side: null, size: null, option: null }, 'NuSmile ZR Crown'],
  ])('%j is named %j', (fields, expected) => {
    expect(variantCartName('NuSmile ZR Crown', fields, variantNamesEn)).toBe(expected);
  });

  it('joins the parts with the separator it is given (the Arabic comma for an Arabic name)', () => {
    expect(variantCartName('NuSmile ZR Crown', { side: 0, size: '4', option: null }, variantNamesEn, '، ')).toBe('NuSmile ZR Crown – Upper Right، size 4');
  });
});

const variantsArb: fc.Arbitrary<Variant[]> = fc
  .array(
    fc.record({
      quantity: fc.integer({ min: -1, max: 3 }),
      side: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
      size: fc.option(fc.constantFrom('1', '2', '10', '02', '4.5', 'S', 'M'), { nil: null }),
      option: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
      onlyOneOption: fc.boolean(),
    }),
    { maxLength: 12 },
  )
  .map((rows) => rows.map((row, id) => ({ ...row, id, sku: `S${id}` })));

describe('variant properties', () => {
  it('sizesFor is sorted ascending and distinct for every side', () => {
    fc.assert(
      fc.property(variantsArb, fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }), (variants, side) => {
        const sizes = sizesFor(variants, side).map((choice) => choice.size);
        for (let i = 1; i < sizes.length; i += 1) expect(compareSizes(sizes[i - 1] as string, sizes[i] as string)).toBeLessThan(0);
        expect(new Set(sizes).size).toBe(sizes.length);
        const expected = new Set(variants.filter((v) => v.side === side && v.size !== null).map((v) => v.size));
        expect(new Set(sizes)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('after selectSide the selected size belongs to that side, or is null when it has none', () => {
    fc.assert(
      fc.property(variantsArb, fc.integer({ min: 0, max: 4 }), (variants, side) => {
        const selection = selectSide(variants, initialSelection(variants), side);
        expect(selection.side).toBe(side);
        const hasSizes = variants.some((v) => v.side === side && v.size !== null);
        if (hasSizes) expect(variants.some((v) => v.side === side && v.size === selection.size)).toBe(true);
        else expect(selection.size).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('matchVariant returns a variant matching the selection, or undefined', () => {
    const selectionArb = fc.record({
      side: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
      size: fc.option(fc.constantFrom('1', '2', '10', 'S'), { nil: null }),
      option: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
    });
    fc.assert(
      fc.property(variantsArb, selectionArb, (variants, selection) => {
        const found = matchVariant(variants, selection);
        if (found === undefined) return;
        expect(variants).toContain(found);
        switch (variantModeOf(variants)) {
          case 'side-size':
            expect([found.side, found.size]).toEqual([selection.side, selection.size]);
            break;
          case 'size-only':
            expect(found.size).toBe(selection.size);
            break;
          case 'option-only':
            expect(found.option).toBe(selection.option);
            break;
          case 'none':
            expect(found).toBe(variants[0]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('initialSelection matches some variant whenever variants exist', () => {
    fc.assert(
      fc.property(variantsArb, (variants) => {
        expect(matchVariant(variants, initialSelection(variants)) !== undefined).toBe(variants.length > 0);
      }),
      { numRuns: 300 },
    );
  });

  it('checkVariantStock accepts exactly when 0 < requested <= live stock', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 20 }), fc.integer({ min: 1, max: 20 }), (live, requested) => {
        expect(checkVariantStock(live, requested).ok).toBe(live > 0 && requested <= live);
      }),
      { numRuns: 300 },
    );
  });
});
