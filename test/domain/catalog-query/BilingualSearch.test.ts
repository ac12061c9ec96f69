/**
 * Issue 28, item 6: a product is found by its Arabic and its English name, and by its category's
 * name in either language, whichever language the list is read in.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type CatalogItem, type SortOption, queryCatalog } from '@tiara/domain/catalog-query';

interface Product extends CatalogItem {
  readonly id: number;
}

/** A product as the back office writes it: the English required, the Arabic name optional. */
interface Written {
  readonly id: number;
  readonly name: string;
  readonly nameAr: string | null;
  readonly category: readonly [english: string, arabic: string];
  readonly price: number;
  readonly isActive: boolean;
}

const PREMIER = ['Premier Dental Products', 'منتجات Premier Dental'] as const;
const AVALON = ['Avalon Biomed', 'Avalon Biomed'] as const;
const NUSMILE = ['NuSmile', 'نيو سمايل'] as const;

/** What a reader of English searches: the English names, the Arabic ones as the other names. */
function inEnglish(product: Written): Product {
  const { id, name, nameAr, category, price, isActive } = product;
  return { id, name, otherName: nameAr, categoryName: category[0], otherCategoryName: category[1], price, isActive };
}

/** What a reader of Arabic searches: the Arabic names where written, the English ones as the other names. */
function inArabic(product: Written): Product {
  const { id, name, nameAr, category, price, isActive } = product;
  return { id, name: nameAr ?? name, otherName: nameAr === null ? null : name, categoryName: category[1], otherCategoryName: category[0], price, isActive };
}

const written: readonly Written[] = [
  { id: 1, name: 'Lumina Universal Composite, 4 g', nameAr: 'حشو كمبوزيت Lumina يونيفرسال، 4 جم', category: PREMIER, price: 850, isActive: true },
  { id: 2, name: 'Premier Hand K-Files (6)', nameAr: null, category: PREMIER, price: 300, isActive: true },
  { id: 3, name: 'Avalon BioSeal Root Canal Sealer', nameAr: 'حشو قنوات بيوسيراميك BioSeal', category: AVALON, price: 2400, isActive: true },
  { id: 4, name: 'PediaZir Zirconia Crowns', nameAr: 'تيجان زيركونيا PediaZir', category: NUSMILE, price: 1500, isActive: true },
];

const all = { sort: 'default' as SortOption, page: 1, perPage: 48 };
const found = (items: readonly Product[], search: string) => {
  const page = queryCatalog(items, { ...all, search });
  return { ids: page.items.map((item) => item.id), matching: page.matching, correctedSearch: page.correctedSearch };
};
const english = written.map(inEnglish);
const arabic = written.map(inArabic);

describe('the list search in both languages', () => {
  it.each<[string, number[]]>([
    ['كمبوزيت', [1]],
    ['Lumina composite', []],
    ['composite', [1]],
    ['K-Files', [2]],
    ['حشو', [1, 3]],
    ['products', [1, 2]],
    ['منتجات', [1, 2]],
    ['نيو سمايل', [4]],
    ['nusmile', [4]],
    ['avalon biomed', [3]],
  ])('%j finds the same products, %j, for a reader of either language', (search, ids) => {
    const inBoth = [found(english, search), found(arabic, search)];
    if (ids.length > 0) for (const result of inBoth) expect(result).toEqual({ ids, matching: 'exact', correctedSearch: null });
    expect(inBoth[1]).toEqual(inBoth[0]);
  });

  it('answers a name misspelt in either script with the same products and the same correction in either language', () => {
    for (const items of [english, arabic]) {
      expect(found(items, 'lumina compsite')).toEqual({ ids: [1], matching: 'close', correctedSearch: 'lumina composite' });
      expect(found(items, 'كومبوزيت')).toEqual({ ids: [1], matching: 'close', correctedSearch: 'كمبوزيت' });
      expect(found(items, 'زركونيا')).toEqual({ ids: [4], matching: 'close', correctedSearch: 'زيركونيا' });
    }
  });

  it('finds a product without a second category name by its one category name only', () => {
    const single = english.map(({ otherCategoryName: _, ...product }) => product);
    expect(found(single, 'منتجات').ids).toEqual([]);
    expect(found(single, 'products').ids).toEqual([1, 2]);
  });
});

/* Properties */

const latin = fc.constantFrom(...'abcdeglmnoprstu');
const arabicLetters = fc.constantFrom(...'كمبوزيتجنفحصلر');
const wordArb = fc.oneof(fc.string({ unit: latin, minLength: 1, maxLength: 9 }), fc.string({ unit: arabicLetters, minLength: 1, maxLength: 9 }));
const nameArb = fc.array(wordArb, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));
const writtenArb = fc
  .array(
    fc.record({
      name: nameArb,
      nameAr: fc.option(nameArb, { nil: null }),
      category: fc.constantFrom(PREMIER, AVALON, NUSMILE),
      price: fc.nat(9),
      isActive: fc.boolean(),
    }),
    { minLength: 1, maxLength: 30 },
  )
  .map((rows) => rows.map((row, id) => ({ ...row, id })));
const searchArb = fc.oneof(wordArb, nameArb, fc.constantFrom(...PREMIER, ...NUSMILE, 'dental', 'منتجات', 'سمايل'));

describe('bilingual search properties', () => {
  it('finds the same products, in the same order, with the same correction, whichever language the list is read in', () => {
    fc.assert(
      fc.property(writtenArb, searchArb, (products, search) => {
        const inBoth = [found(products.map(inEnglish), search), found(products.map(inArabic), search)];
        expect(inBoth[1]).toEqual(inBoth[0]);
      }),
      { numRuns: 400 },
    );
  });

  it('finds every active product by any part of its English or its Arabic name, read in either language', () => {
    fc.assert(
      fc.property(writtenArb, fc.nat(), fc.boolean(), fc.nat(), fc.nat(), (products, which, byArabic, start, length) => {
        const target = products[which % products.length] as Written;
        const name = byArabic && target.nameAr !== null ? target.nameAr : target.name;
        const from = start % name.length;
        const search = name.slice(from, from + 1 + (length % 6));
        fc.pre(target.isActive && search.trim() !== '');
        for (const items of [products.map(inEnglish), products.map(inArabic)]) {
          const page = queryCatalog(items, { search, sort: 'name-asc', page: 1, perPage: 48 });
          expect(page.matching).toBe('exact');
          expect(page.items.map((item) => item.id)).toContain(target.id);
        }
      }),
      { numRuns: 300 },
    );
  });
});
