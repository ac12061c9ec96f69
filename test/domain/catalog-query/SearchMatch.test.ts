import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CLOSE_MATCH_LIKENESS,
  type CatalogItem,
  CloseMatcher,
  SHORTEST_CLOSE_WORD,
  type SortOption,
  queryCatalog,
  searchKey,
  searchWords,
  trigramsOf,
  wordLikeness,
} from '@tiara/domain/catalog-query';

interface Product extends CatalogItem {
  readonly id: number;
}

function product(id: number, name: string, otherName: string | null, categoryName = 'Premier Dental Products', price = 100): Product {
  return { id, name, otherName, categoryName, price, isActive: true };
}

/** Products as the demo shop names them (server/seed), in English with their Arabic names. */
const catalogue: readonly Product[] = [
  product(1, 'Lumina Nano-Hybrid Universal Composite, 4 g Syringe (A2)', 'حشو كمبوزيت Lumina نانو هايبرد يونيفرسال، سرنجة 4 جم (A2)', undefined, 850),
  product(2, 'Lumina Flow Flowable Composite, 2 x 2 g (A2)', 'حشو كمبوزيت سائل Lumina Flow، 2 × 2 جم (A2)', undefined, 1150),
  product(3, 'Premier Composite Finishing & Polishing Bur Kit (12)', null, undefined, 900),
  product(4, 'Premier Glide NiTi Rotary Files, 25 mm, Assorted (6)', null, undefined, 700),
  product(5, 'Premier Nitrile Examination Gloves, Powder-Free, Medium (100)', 'جوانتي فحص نيتريل Premier بدون بودرة، مقاس متوسط (100 قفاز)', undefined, 320),
  product(6, 'Premier Latex Examination Gloves, Powder-Free, Small (100)', 'جوانتي فحص لاتكس Premier بدون بودرة، مقاس صغير (100 قفاز)', undefined, 260),
  product(7, 'PediaZir Anterior Zirconia Crowns, Primary Incisors & Cuspids', 'تيجان زيركونيا أمامية PediaZir', 'NuSmile', 1500),
  product(8, 'KidsGuard 5% Sodium Fluoride Varnish, Bubblegum (50 unit doses)', 'فارنيش فلورايد الصوديوم 5% KidsGuard', 'NuSmile', 1750),
  product(9, 'Avalon BioSeal Premixed Bioceramic Root Canal Sealer, 2 g', 'حشو قنوات بيوسيراميك BioSeal', 'Avalon Biomed', 2400),
  { ...product(10, 'Hidden Composite Gloves', null), isActive: false },
];

const all = { sort: 'default' as SortOption, page: 1, perPage: 48 };
const search = (text: string, items: readonly Product[] = catalogue, sort: SortOption = 'default') => queryCatalog(items, { ...all, sort, search: text });
const ids = (items: readonly Product[]) => items.map((item) => item.id);

describe('wordLikeness (pg_trgm-style trigram similarity)', () => {
  it('cuts a word as pg_trgm does: two spaces before, one after', () => {
    expect([...trigramsOf('cat')]).toEqual(['  c', ' ca', 'cat', 'at ']);
    expect(trigramsOf('aaaa').size).toBe(4);
  });

  it.each([
    ['glovs', 'gloves', 4 / 9],
    ['komposite', 'composite', 7 / 13],
    ['كومبوزيت', 'كمبوزيت', 6 / 11],
    ['crwn', 'crown', 3 / 8],
    ['glo', 'gloves', 1],
    ['gloves', 'gloves', 1],
    ['nitrile', 'niti', 3 / 10],
    ['such', 'sure', 2 / 8],
    ['qqxxzz', 'composite', 0],
  ])('%j is %f like %j', (typed, word, likeness) => {
    expect(wordLikeness(typed, word)).toBeCloseTo(likeness, 10);
  });

  it('splits a text into folded words at anything that is neither a letter nor a digit', () => {
    expect(searchWords(' Premier H-Files ISO 15–40, 21 mm (6) ')).toEqual(['premier', 'h', 'files', 'iso', '15', '40', '21', 'mm', '6']);
    expect(searchWords('حشو كُمبـوزيت، سرنجة')).toEqual(['حشو', 'كمبوزيت', 'سرنجه']);
  });
});

describe('the list search: exact first, then the closest', () => {
  it.each<[string, number[], string]>([
    ['glovs', [5, 6], 'gloves'],
    ['komposite', [1, 2, 3], 'composite'],
    ['كومبوزيت', [1, 2], 'كمبوزيت'],
    ['nitrile glovs', [5], 'nitrile gloves'],
    ['fluride varnsh', [8], 'fluoride varnish'],
    ['بيوسراميك', [9], 'بيوسيراميك'],
  ])('%j finds nothing as typed, so shows %j, searching for %j', (text, expected, corrected) => {
    const page = search(text);
    expect(page).toMatchObject({ matching: 'close', correctedSearch: corrected, total: expected.length });
    expect(ids(page.items)).toEqual(expected);
  });

  it.each([['composite'], ['GLOVES'], ['كمبوزيت'], ['nusmile'], ['جوانتي']])('%j is found by SPEC’s rule, exactly as before', (text) => {
    const page = search(text);
    expect(page).toMatchObject({ matching: 'exact', correctedSearch: null });
    const needle = searchKey(text);
    for (const item of page.items) expect([item.name, item.otherName ?? '', item.categoryName].some((written) => searchKey(written).includes(needle))).toBe(true);
  });

  it.each(['qqxxzz', 'no-such-thing', 'hello', 'zz', 'a b c', 'sure'])('%j is like nothing: "No products found"', (text) => {
    expect(search(text)).toMatchObject({ items: [], total: 0, matching: 'none', correctedSearch: null });
  });

  it('ranks the closest first: all typed words matched before some', () => {
    expect(ids(search('examination glovs latex').items)).toEqual([6, 5]);
  });

  it('keeps a chosen sort for close matches, and the brand and price filter', () => {
    expect(ids(search('glovs', catalogue, 'price-asc').items)).toEqual([6, 5]);
    expect(ids(search('glovs', catalogue, 'price-desc').items)).toEqual([5, 6]);
    expect(ids(queryCatalog(catalogue, { ...all, search: 'komposite', maxPrice: 900 }).items)).toEqual([1, 3]);
    expect(queryCatalog(catalogue, { ...all, search: 'komposite', maxPrice: 100 })).toMatchObject({ matching: 'none', total: 0 });
  });

  it('never shows an inactive product, however close', () => {
    expect(ids(search('hiden').items)).toEqual([]);
  });

  it('marks an unsearched list exact, and an empty one none', () => {
    expect(search('')).toMatchObject({ matching: 'exact', correctedSearch: null, total: 9 });
    expect(search('', [])).toMatchObject({ matching: 'none', correctedSearch: null, total: 0 });
  });
});

describe('CloseMatcher', () => {
  const texts = [['Lumina Composite'], ['Premier Gloves', 'جوانتي'], [null, 'Crowns', undefined]];
  const matcher = new CloseMatcher(texts.length, (index) => texts[index] ?? []);

  it('answers the close entries with how close, best first, and nothing for short or unlike words', () => {
    expect(matcher.match('komposite')).toEqual({ matches: [{ index: 0, likeness: 7 / 13 }], correctedSearch: 'composite' });
    expect(matcher.match('premier glovs crwns')).toEqual({
      matches: [{ index: 1, likeness: (1 + 4 / 9 + wordLikeness('crwns', 'premier')) / 3 }],
      correctedSearch: 'premier gloves',
    });
    // Nothing is like "crwns" in the one entry close enough on average: it is left out of what was searched for.
    expect(matcher.match('lumina crwns')).toEqual({ matches: [{ index: 0, likeness: (1 + wordLikeness('crwns', 'composite')) / 2 }], correctedSearch: 'lumina' });
    expect(matcher.match('cr').matches).toEqual([]);
    expect(matcher.match('qqq')).toEqual({ matches: [], correctedSearch: '' });
  });

  it('only looks at the entries it is allowed to', () => {
    expect(matcher.match('glovs', (index) => index !== 1).matches).toEqual([]);
  });

  it('writes a corrected word as the catalogue first wrote it, marks and all', () => {
    const arabic = new CloseMatcher(1, () => ['حشو كُمبوزيت']);
    expect(arabic.match('كومبوزيت').correctedSearch).toBe('كُمبوزيت');
  });
});

/* Properties */

const latin = fc.constantFrom(...'abcdeglmnoprstu');
const arabic = fc.constantFrom(...'كمبوزيتجنفحصلر');
const wordArb = fc.oneof(fc.string({ unit: latin, minLength: 1, maxLength: 9 }), fc.string({ unit: arabic, minLength: 1, maxLength: 9 }));
const nameArb = fc.array(wordArb, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));
const catalogueArb = fc
  .array(fc.record({ name: nameArb, otherName: fc.option(nameArb, { nil: null }), categoryName: fc.constantFrom('NuSmile', 'Avalon Biomed'), price: fc.nat(9), isActive: fc.boolean() }), {
    minLength: 1,
    maxLength: 30,
  })
  .map((rows) => rows.map((row, id) => ({ ...row, id })));

/** Every product a query finds, across all its pages. */
function everything(items: readonly Product[], text: string, sort: SortOption = 'default') {
  const first = queryCatalog(items, { search: text, sort, page: 1, perPage: 8 });
  const pages = Array.from({ length: first.pageCount }, (_, index) => queryCatalog(items, { search: text, sort, page: index + 1, perPage: 8 }));
  return { ...first, items: pages.flatMap((page) => page.items) };
}

const exactly = (item: Product, text: string) => [item.name, item.otherName ?? '', item.categoryName].some((written) => searchKey(written).includes(searchKey(text)));

/** A single slip: one letter changed, added or left out. */
const slipArb = fc.record({ kind: fc.constantFrom('change', 'add', 'drop'), at: fc.nat(), letter: fc.constantFrom('q', 'x', 'ژ') });
function slipped(word: string, { kind, at, letter }: { kind: string; at: number; letter: string }): string {
  const position = at % word.length;
  if (kind === 'add') return word.slice(0, position) + letter + word.slice(position);
  if (kind === 'drop') return word.slice(0, position) + word.slice(position + 1);
  return word.slice(0, position) + letter + word.slice(position + 1);
}

describe('search properties', () => {
  it('SPEC’s rule decides whenever it finds anything: every exact match and nothing else, in the same numbers', () => {
    fc.assert(
      fc.property(catalogueArb, fc.oneof(wordArb, nameArb), fc.constantFrom<SortOption>('default', 'price-asc', 'name-desc'), (items, text, sort) => {
        const found = everything(items, text, sort);
        const exact = items.filter((item) => item.isActive && exactly(item, text));
        if (exact.length > 0) {
          expect(found.matching).toBe('exact');
          expect(new Set(found.items)).toEqual(new Set(exact));
          expect(found.total).toBe(exact.length);
        } else {
          expect(found.matching).not.toBe('exact');
          expect(found.matching === 'none').toBe(found.total === 0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('finds any active product whose name holds the search', () => {
    fc.assert(
      fc.property(catalogueArb, fc.nat(), fc.nat(), fc.nat(), (items, which, start, length) => {
        const target = items[which % items.length] as Product;
        const from = start % target.name.length;
        const text = target.name.slice(from, from + 1 + (length % 6));
        fc.pre(target.isActive && text.trim() !== '');
        expect(everything(items, text).items).toContain(target);
      }),
      { numRuns: 300 },
    );
  });

  it('forgives one slip in a word of five letters or more: the product is found, unless others hold the slip exactly', () => {
    fc.assert(
      fc.property(catalogueArb, fc.nat(), slipArb, (items, which, slip) => {
        const target = items[which % items.length] as Product;
        const word = target.name.split(' ').find((candidate) => candidate.length >= 5);
        fc.pre(target.isActive && word !== undefined);
        const typo = slipped(word as string, slip);
        expect(wordLikeness(typo, word as string)).toBeGreaterThanOrEqual(CLOSE_MATCH_LIKENESS);
        const found = everything(items, typo);
        expect(found.matching).not.toBe('none');
        if (found.matching === 'close') expect(found.items).toContain(target);
      }),
      { numRuns: 500 },
    );
  });

  it('finds the same for a search written with any of Arabic’s interchangeable spellings', () => {
    const variants: Record<string, readonly string[]> = { ا: ['ا', 'أ', 'إ', 'آ'], ي: ['ي', 'ى'], ه: ['ه', 'ة'] };
    const spelledArb = fc.array(fc.tuple(fc.constantFrom('ك', 'م', 'ب', 'و', 'ز', 'ت', 'ا', 'ي', 'ه', ' '), fc.nat(3), fc.constantFrom('', '\u064E', '\u0640', '\u0651')), { minLength: 1, maxLength: 10 });
    const withArabicCatalogue = catalogueArb.map((items) => [...items, product(items.length, 'Lumina', 'حشو كمبوزيت وباه', 'NuSmile')]);
    fc.assert(
      fc.property(withArabicCatalogue, spelledArb, (items, letters) => {
        const plain = letters.map(([letter]) => letter).join('');
        const respelt = letters.map(([letter, choice, mark]) => {
          const spellings = variants[letter] ?? [letter];
          return (spellings[choice % spellings.length] as string) + (letter === ' ' ? '' : mark);
        });
        const a = everything(items, plain);
        const b = everything(items, respelt.join(''));
        expect(ids(b.items)).toEqual(ids(a.items));
        expect([b.matching, b.correctedSearch]).toEqual([a.matching, a.correctedSearch]);
      }),
      { numRuns: 300 },
    );
  });

  it('close matches come best first, each at least CLOSE_MATCH_LIKENESS alike, as the obvious computation says', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.option(nameArb, { nil: null }), { maxLength: 3 }), { maxLength: 12 }), fc.oneof(wordArb, nameArb), (texts, text) => {
        const { matches } = new CloseMatcher(texts.length, (index) => texts[index] ?? []).match(text);
        const typed = [...new Set(searchWords(text))].filter((word) => word.length >= SHORTEST_CLOSE_WORD);
        const expected = texts.flatMap((entry, index) => {
          if (typed.length === 0) return [];
          const words = entry.flatMap((written) => (written ? searchWords(written) : []));
          const likeness = typed.reduce((sum, word) => sum + Math.max(0, ...words.map((candidate) => wordLikeness(word, candidate))), 0) / typed.length;
          return likeness >= CLOSE_MATCH_LIKENESS ? [{ index, likeness }] : [];
        });
        expect(matches.map((match) => match.index).sort((a, b) => a - b)).toEqual(expected.map((match) => match.index));
        for (const match of matches) expect(match.likeness).toBeCloseTo(expected.find((candidate) => candidate.index === match.index)?.likeness ?? -1, 10);
        for (let at = 1; at < matches.length; at += 1) expect((matches[at - 1] as { likeness: number }).likeness).toBeGreaterThanOrEqual((matches[at] as { likeness: number }).likeness);
      }),
      { numRuns: 300 },
    );
  });
});
