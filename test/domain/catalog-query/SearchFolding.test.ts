import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type CatalogItem, foldForSearch, queryCatalog, searchKey } from '@tiara/domain/catalog-query';

const FATHA = '\u064E';
const SHADDA = '\u0651';
const TATWEEL = '\u0640';

describe('foldForSearch', () => {
  it.each([
    ['  NuSmile Crown ', 'nusmile crown'],
    ['كُمبوزيت', 'كمبوزيت'],
    ['كمبـــوزيت', 'كمبوزيت'],
    ['أداة', 'اداه'],
    ['إبرة', 'ابره'],
    ['آلة', 'اله'],
    ['مستشفى', 'مستشفي'],
    ['حشو كمبوزيت Lumina', 'حشو كمبوزيت lumina'],
  ])('folds %j to %j', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
  });

  it('is what a search compares, on both sides', () => {
    expect(searchKey(' كُمبوزيت ')).toBe('كمبوزيت');
  });
});

const arabicLetters = fc.constantFrom('ك', 'م', 'ب', 'و', 'ز', 'ي', 'ت', 'ا', 'أ', 'إ', 'آ', 'ة', 'ه', 'ى', ' ', 'a', 'B');
const marks = fc.constantFrom(FATHA, SHADDA, TATWEEL, '\u0650', '\u064B', '\u0652');

describe('foldForSearch properties', () => {
  it('is idempotent', () => {
    fc.assert(fc.property(fc.string({ unit: arabicLetters, maxLength: 12 }), (text) => foldForSearch(foldForSearch(text)) === foldForSearch(text)));
  });

  it('ignores vowel marks and the stretching stroke wherever they are written', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(arabicLetters, fc.option(marks, { nil: '' })), { maxLength: 12 }), (pairs) => {
        const plain = pairs.map(([letter]) => letter).join('');
        const marked = pairs.map(([letter, mark]) => letter + mark).join('');
        return foldForSearch(marked) === foldForSearch(plain);
      }),
    );
  });

  it('leaves Latin-only text as trimmed lower case', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom('a', 'B', ' ', 'é', '1', '-'), maxLength: 12 }), (text) => foldForSearch(text) === text.trim().toLowerCase()));
  });
});

interface Product extends CatalogItem {
  readonly id: number;
}

const catalog: readonly Product[] = [
  { id: 1, name: 'Lumina Composite', otherName: 'حشو كُمبوزيت Lumina', categoryName: 'Premier Dental Products', price: 100, isActive: true },
  { id: 2, name: 'حشو قنوات', otherName: 'Root Canal Sealer', categoryName: 'Avalon Biomed', price: 200, isActive: true },
  { id: 3, name: 'K-Files', otherName: null, categoryName: 'Premier Dental Products', price: 50, isActive: true },
  { id: 4, name: 'Hidden', otherName: 'كمبوزيت مخفي', categoryName: 'NuSmile', price: 10, isActive: false },
];
const found = (search: string) => queryCatalog(catalog, { search, sort: 'default', page: 1, perPage: 48 }).items.map((item) => item.id);

describe('queryCatalog by either name', () => {
  it('finds a product by its name in the other language, folded, active products only', () => {
    expect(found('كمبوزيت')).toEqual([1]);
    expect(found('root canal')).toEqual([2]);
    expect(found('قنوات')).toEqual([2]);
    expect(found('k-files')).toEqual([3]);
  });

  it('never finds a product by the other name it lacks', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('ك', 'م', 'ب', 'و', 'ز', 'ي', 'ت'), minLength: 1, maxLength: 4 }), (search) => !found(search).includes(3)),
    );
  });
});
