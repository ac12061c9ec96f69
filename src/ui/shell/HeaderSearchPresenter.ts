import { inject, injectable } from 'inversify';
import type { SearchSuggestion } from '../../application/catalog/SearchSuggestionsApi';
import { Navigator } from '../../application/shared/Navigator';
import { type CatalogParams, DEFAULT_CATALOG_PARAMS, catalogParamsToRecord, changeCategory, changeSearch, queryEntries } from '@tiara/domain/catalog-query';
import { SearchSuggestionsPresenter } from '../catalog/SearchSuggestionsPresenter';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { ShopPaths } from '../routing/ShopPaths';

/** The product list's address for a list state, in the form the list writes its own (values at their defaults left out). */
function listAddress(params: CatalogParams, subcategory: number | null = null): string {
  const query = new URLSearchParams(queryEntries(catalogParamsToRecord(params)));
  if (subcategory !== null) query.append('subcategory', String(subcategory));
  const text = query.toString();
  return text === '' ? ShopPaths.products : `${ShopPaths.products}?${text}`;
}

/**
 * The search in the header of every storefront page (issue 27): suggestions while typing, as on the
 * product list; Enter opens the product list searching for the text, and a chosen suggestion opens
 * the product, or the list of its category or product line.
 */
@injectable()
export class HeaderSearchPresenter {
  text = '';

  constructor(
    @inject(SearchSuggestionsPresenter) private readonly suggesting: SearchSuggestionsPresenter,
    @inject(Navigator) private readonly navigator: Navigator,
  ) {
    makePresenterObservable(this, arguments);
  }

  get suggestions(): readonly SearchSuggestion[] {
    return this.suggesting.suggestions;
  }

  /** The search's code arrived: what was typed into the header's plain field meanwhile is taken over, with its suggestions. */
  arrived(draft: string): void {
    if (draft !== '' && this.text === '') this.searchTyped(draft);
  }

  searchTyped(text: string): void {
    this.text = text;
    this.suggesting.textTyped(text);
  }

  searchSubmitted(): void {
    this.suggestionsClosed();
    this.navigator.go(listAddress(changeSearch(DEFAULT_CATALOG_PARAMS, this.text.trim())));
  }

  suggestionChosen(suggestion: SearchSuggestion): void {
    this.suggestionsClosed();
    if (suggestion.kind === 'product') this.navigator.go(ShopPaths.product(suggestion.id));
    else this.navigator.go(listAddress(changeCategory(DEFAULT_CATALOG_PARAMS, suggestion.categoryId), suggestion.kind === 'subcategory' ? suggestion.id : null));
  }

  suggestionsClosed(): void {
    this.suggesting.suggestionsClosed();
  }
}
