import { inject, injectable } from 'inversify';
import { observableRef } from 'mobx';
import type { SearchSuggestion } from '../../application/catalog/SearchSuggestionsApi';
import { SuggestSearches } from '../../application/catalog/SuggestSearches';
import type { ApiResult } from '../../application/shared/ApiResult';
import { Clock } from '../../application/shared/Clock';
import { changeCategory, changeSearch } from '@tiara/domain/catalog-query';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { ProductListQuery } from './ProductListQuery';

/** Long enough that typing a word makes one search, short enough to feel live. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Suggestions follow typing more closely than the search itself, but not on every key. */
export const SUGGESTION_DEBOUNCE_MS = 200;

/**
 * The product list's search box: the text typed becomes the list's search once typing pauses, and
 * the suggestions for it are asked for after a shorter pause. A chosen suggestion opens a product's
 * page or shows its category or product line.
 */
@injectable()
export class ProductListSearchPresenter {
  /** What the search box shows; it becomes the search once typing pauses. */
  text = '';
  /** The search box's suggestions for the text typed, best first. */
  suggestions: readonly SearchSuggestion[] = [];
  /** The product page a chosen suggestion opens, until the view has gone there. */
  requestedProductPage: string | null = null;

  private cancelSearchTimer: (() => void) | null = null;
  private cancelSuggestionTimer: (() => void) | null = null;
  private suggestionsRequest = 0;

  constructor(
    @inject(ProductListQuery) private readonly query: ProductListQuery,
    @inject(Clock) private readonly clock: Clock,
    @inject(SuggestSearches) private readonly suggest: SuggestSearches,
  ) {
    makePresenterObservable<ProductListSearchPresenter, 'cancelSearchTimer' | 'cancelSuggestionTimer' | 'suggestionsRequest'>(this, arguments, {
      suggestions: observableRef,
      cancelSearchTimer: false,
      cancelSuggestionTimer: false,
      suggestionsRequest: false,
    });
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
    this.stopSuggestionTimer();
    this.suggestionsRequest += 1;
    this.suggestions = [];
    this.cancelSuggestionTimer = this.clock.after(SUGGESTION_DEBOUNCE_MS, this.suggestionsDue);
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

  /** Asks for the suggestions of the text typed; an answer for older text, or arriving after a choice, is dropped. */
  suggestionsDue(): void {
    this.stopSuggestionTimer();
    const request = ++this.suggestionsRequest;
    void this.suggest.execute(this.text).then((result) => this.suggestionsArrived(request, result));
  }

  suggestionsArrived(request: number, result: ApiResult<SearchSuggestion[]>): void {
    if (request !== this.suggestionsRequest) return;
    // A failed suggestion call leaves the box as it was: the search itself still works.
    this.suggestions = result.ok ? result.value : [];
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
    this.stopSuggestionTimer();
    this.suggestionsRequest += 1;
    this.suggestions = [];
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

  private stopSuggestionTimer(): void {
    this.cancelSuggestionTimer?.();
    this.cancelSuggestionTimer = null;
  }
}
