import { ALL_CATEGORIES_ID, CATEGORIES, CloseMatcher, searchKey } from '@tiara/domain/catalog-query';
import { type Language, shownText } from '@tiara/domain/language';
import { shownCategoryName } from './shownCategoryName';

export type SuggestionKind = 'product' | 'category' | 'subcategory';

export interface SearchSuggestion {
  readonly kind: SuggestionKind;
  readonly id: number;
  /** In the reader's language where written. */
  readonly name: string;
  /** The category it belongs to (a category's own id), so that choosing a product line can show it within its category. */
  readonly categoryId: number;
}

/** An active product as the suggestions find it: by its names and its product line's, in both languages. */
export interface SuggestedProduct {
  readonly id: number;
  readonly categoryId: number;
  readonly name: string;
  readonly nameAr: string | null;
  readonly lineName: string | null;
  readonly lineNameAr: string | null;
}

/** An active product line (subcategory). */
export interface SuggestedLine {
  readonly id: number;
  readonly categoryId: number;
  readonly name: string;
  readonly nameAr: string | null;
}

interface Candidate {
  readonly kind: SuggestionKind;
  readonly id: number;
  readonly categoryId: number;
  readonly name: string;
  readonly nameAr: string | null;
  /** Every text a search finds it by. */
  readonly texts: readonly string[];
}

/** Categories before product lines before products, when they are as alike. */
const KIND_ORDER: Readonly<Record<SuggestionKind, number>> = { category: 0, subcategory: 1, product: 2 };

/**
 * How much more alike a category or product line counts than a product: choosing it shows all its
 * products, so for "zirconia crwn" the line "Pediatric Zirconia Crowns" comes before a bur kit of
 * that line whose own name says "Crown".
 */
export const BROADER_SUGGESTION_BONUS = 0.1;

/** Above any close match's likeness (at most 1, plus the bonus): what holds the text as typed comes first. */
const EXACT = 2;

/**
 * The search box's suggestions over one reading of the catalogue: the fixed categories, the active
 * product lines and products, found by the list's own rule (SearchMatch): first what holds the
 * text as typed, folded, in one of its names; then what is close to it, misspelt or spelt another
 * way, best first. A product is found by its names and its product line's, in both languages, so
 * "endo fles" finds the files of the Endodontics line.
 */
export class SearchSuggestions {
  private readonly candidates: readonly Candidate[];
  private foldedTexts: readonly (readonly string[])[] | undefined;
  private readonly matcher: CloseMatcher;

  constructor(products: readonly SuggestedProduct[], lines: readonly SuggestedLine[]) {
    this.candidates = [
      ...CATEGORIES.filter((category) => category.id !== ALL_CATEGORIES_ID).map((category) => {
        const nameAr = shownCategoryName('ar', category.id);
        return { kind: 'category' as const, id: category.id, categoryId: category.id, name: category.name, nameAr, texts: [category.name, nameAr] };
      }),
      ...lines.map((line) => ({ kind: 'subcategory' as const, ...line, texts: present([line.name, line.nameAr]) })),
      ...products.map(({ lineName, lineNameAr, ...product }) => ({ kind: 'product' as const, ...product, texts: present([product.name, product.nameAr, lineName, lineNameAr]) })),
    ];
    this.matcher = new CloseMatcher(this.candidates.length, (index) => (this.candidates[index] as Candidate).texts);
  }

  /** At most `limit` suggestions for the text typed, named in the reader's language, best first. */
  suggest(text: string, language: Language, limit: number): SearchSuggestion[] {
    const needle = searchKey(text);
    if (needle === '') return [];
    const ranks = new Map<number, number>();
    this.folded().forEach((texts, index) => {
      if (texts.some((folded) => folded.includes(needle))) ranks.set(index, EXACT);
    });
    for (const { index, likeness } of this.matcher.match(needle, (candidate) => !ranks.has(candidate)).matches) {
      ranks.set(index, likeness + ((this.candidates[index] as Candidate).kind === 'product' ? 0 : BROADER_SUGGESTION_BONUS));
    }
    return [...ranks]
      .map(([index, rank]) => {
        const candidate = this.candidates[index] as Candidate;
        const name = candidate.kind === 'category' ? shownCategoryName(language, candidate.id) : shownText(language, candidate.name, candidate.nameAr);
        return { rank, suggestion: { kind: candidate.kind, id: candidate.id, name, categoryId: candidate.categoryId } };
      })
      .sort(
        (a, b) =>
          b.rank - a.rank ||
          KIND_ORDER[a.suggestion.kind] - KIND_ORDER[b.suggestion.kind] ||
          (a.suggestion.name < b.suggestion.name ? -1 : a.suggestion.name > b.suggestion.name ? 1 : 0) ||
          a.suggestion.id - b.suggestion.id,
      )
      .slice(0, limit)
      .map(({ suggestion }) => suggestion);
  }

  private folded(): readonly (readonly string[])[] {
    this.foldedTexts ??= this.candidates.map((candidate) => candidate.texts.map(searchKey));
    return this.foldedTexts;
  }
}

function present(texts: readonly (string | null)[]): string[] {
  return texts.filter((text): text is string => text !== null && text !== '');
}
