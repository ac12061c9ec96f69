import { inject, injectable } from 'inversify';
import type { SearchSuggestion } from '../../application/catalog/SearchSuggestionsApi';
import { Clock } from '../../application/shared/Clock';
import { changeCategory, changeSearch } from '@tiara/domain/catalog-query';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { ProductListQuery } from './ProductListQuery';
import { SearchSuggestionsPresenter } from './SearchSuggestionsPresenter';

/** Long enough that typing a word makes one search, short enough to feel live. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The product list's search box: the text typed becomes the list's search once typing pauses, and
 * the suggestions for it are asked for after a shorter pause (SearchSuggestionsPresenter). A chosen
 * suggestion opens a product's page or shows its category or product line.
 */
@injectable()
export class ProductListSearchPresenter {
  /** What the search box shows; it becomes the search once typing pauses. */
  text = '';
  /** The product page a chosen suggestion opens, until the view has gone there. */
  requestedProductPage: string | null = null;

  private cancelSearchTimer: (() => void) | null = null;

  constructor(
    @inject(ProductListQuery) private readonly query: ProductListQuery,
    @inject(Clock) private readonly clock: Clock,
    @inject(SearchSuggestionsPresenter) private readonly suggesting: SearchSuggestionsPresenter,
  ) {
    makePresenterObservable<ProductListSearchPresenter, 'cancelSearchTimer'>(this, arguments, { cancelSearchTimer: false });
  }

  /** The search box's suggestions for the text typed, best first. */
  get suggestions(): readonly SearchSuggestion[] {
    return this.suggesting.suggestions;
  }

  /** The address bar brought a new list state: the box shows its search, and text still being typed is dropped. */
  addressShown(): void {
    this.stopSearchTimer();
    this.text = this.query.params.search;
  }

  searchTyped(text: string): void {
    this.text = text;
    this.stopSearchTimer();
    this.cancelSearchTimer = this.clock.after(SEARCH_DEBOUNCE_MS, this.searchSettled);
    this.suggesting.textTyped(text);
  }

  searchSettled(): void {
    this.stopSearchTimer();
    const { params } = this.query;
    if (this.text !== params.search) this.query.changed(changeSearch(params, this.text));
  }

  /** Enter in the search box: search now rather than after the pause; the suggestions have served. */
  searchSubmitted(): void {
    this.suggestionsClosed();
    this.searchSettled();
  }

  /**
   * A suggestion chosen: a product opens its page; a category or product line shows it, as the
   * sidebar would, with the typed text cleared so that it does not narrow what was chosen.
   */
  suggestionChosen(suggestion: SearchSuggestion): void {
    this.suggestionsClosed();
    this.stopSearchTimer();
    if (suggestion.kind === 'product') {
      this.requestedProductPage = `/products/${suggestion.id}`;
      return;
    }
    this.text = '';
    const inCategory = changeSearch(changeCategory(this.query.params, suggestion.categoryId), '');
    this.query.changed(inCategory, suggestion.kind === 'subcategory' ? suggestion.id : null);
  }

  suggestionsClosed(): void {
    this.suggesting.suggestionsClosed();
  }

  /** Clear search, offered when a search found nothing: the whole list again, and an empty box. */
  clearSearchClicked(): void {
    this.suggestionsClosed();
    this.stopSearchTimer();
    this.text = '';
    this.query.changed(changeSearch(this.query.params, ''));
  }

  productPageOpened(): void {
    this.requestedProductPage = null;
  }

  /** The page is leaving: a pending search or suggestion must not fire into a page that is gone. */
  left(): void {
    this.stopSearchTimer();
    this.suggestionsClosed();
  }

  private stopSearchTimer(): void {
    this.cancelSearchTimer?.();
    this.cancelSearchTimer = null;
  }
}
