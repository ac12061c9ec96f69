import { describe, expect, it } from 'vitest';
import { BROADER_SUGGESTION_BONUS, SearchSuggestions, type SuggestedLine, type SuggestedProduct } from '../../../../server/application/catalog/SearchSuggestions';

const lines: SuggestedLine[] = [
  { id: 2, categoryId: 1, name: 'Endodontics', nameAr: 'علاج الجذور' },
  { id: 9, categoryId: 3, name: 'Pediatric Zirconia Crowns', nameAr: 'تيجان زيركونيا للأطفال' },
];
const line = (id: number) => lines.find((candidate) => candidate.id === id);
const product = (id: number, name: string, nameAr: string | null, lineId: number | null, categoryId = 1): SuggestedProduct => ({
  id,
  categoryId,
  name,
  nameAr,
  lineName: lineId === null ? null : (line(lineId)?.name ?? null),
  lineNameAr: lineId === null ? null : (line(lineId)?.nameAr ?? null),
});
const products = [
  product(1, 'Lumina Universal Composite', 'حشو كمبوزيت Lumina', null),
  product(13, 'Premier Glide NiTi Rotary Files', null, 2),
  product(14, 'Premier EDTA Root Canal Conditioner', null, 2),
  product(40, 'PediaZir Crown Preparation Diamond Bur Kit', null, 9, 3),
  product(41, 'PediaZir Anterior Zirconia Crowns', 'تيجان زيركونيا أمامية', 9, 3),
];
const suggestions = new SearchSuggestions(products, lines);
const shown = (text: string, language: 'en' | 'ar' = 'en', limit = 8) => suggestions.suggest(text, language, limit).map(({ kind, id }) => `${kind}:${id}`);

describe('SearchSuggestions', () => {
  it('puts what holds the text first (categories, then product lines, then products, by name), then what is close to it', () => {
    expect(shown('premier')).toEqual(['category:1', 'product:14', 'product:13']);
    expect(shown('crown')).toEqual(['subcategory:9', 'product:41', 'product:40']);
  });

  it('finds a product by its product line’s name too, and ranks the typed words all found first', () => {
    expect(shown('endo fles')).toEqual(['product:13', 'subcategory:2', 'product:14']);
  });

  it(`counts a category or product line ${BROADER_SUGGESTION_BONUS} more alike than a product: choosing it shows them all`, () => {
    expect(shown('zirconia crwn')[0]).toBe('subcategory:9');
  });

  it('finds Arabic spelt another way and names everything in the reader’s language', () => {
    expect(suggestions.suggest('كومبوزيت', 'ar', 8)).toEqual([{ kind: 'product', id: 1, name: 'حشو كمبوزيت Lumina', categoryId: 1 }]);
    expect(suggestions.suggest('كومبوزيت', 'en', 8)).toEqual([{ kind: 'product', id: 1, name: 'Lumina Universal Composite', categoryId: 1 }]);
    expect(suggestions.suggest('nusmle', 'ar', 8)[0]).toMatchObject({ kind: 'category', id: 3, categoryId: 3 });
    expect(suggestions.suggest('تيجان', 'en', 8).map((suggestion) => suggestion.name)).toEqual(['Pediatric Zirconia Crowns', 'PediaZir Anterior Zirconia Crowns', 'PediaZir Crown Preparation Diamond Bur Kit']);
  });

  it('answers at most the limit, and nothing for blank or unlike text', () => {
    expect(shown('premier', 'en', 2)).toEqual(['category:1', 'product:14']);
    expect(shown('  ')).toEqual([]);
    expect(shown('ـــ')).toEqual([]);
    expect(shown('qqxxzz')).toEqual([]);
  });
});
