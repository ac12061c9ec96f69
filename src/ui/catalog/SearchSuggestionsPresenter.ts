import { inject, injectable } from 'inversify';
import { observableRef } from 'mobx';
import type { SearchSuggestion } from '../../application/catalog/SearchSuggestionsApi';
import { SuggestSearches } from '../../application/catalog/SuggestSearches';
import type { ApiResult } from '../../application/shared/ApiResult';
import { Clock } from '../../application/shared/Clock';
import { makePresenterObservable } from '../presenter/makePresenterObservable';

/** Suggestions follow typing more closely than a search does, but not on every key. */
export const SUGGESTION_DEBOUNCE_MS = 200;

/**
 * The suggestions under a search box (the product list's and the header's): asked for once typing
 * pauses; an answer for text typed before the latest, or arriving after the box was done with, is
 * dropped; a failed call shows none, since the search itself still works.
 */
@injectable()
export class SearchSuggestionsPresenter {
  /** Best first. */
  suggestions: readonly SearchSuggestion[] = [];

  private typed = '';
  private cancelTimer: (() => void) | null = null;
  private request = 0;

  constructor(
    @inject(Clock) private readonly clock: Clock,
    @inject(SuggestSearches) private readonly suggest: SuggestSearches,
  ) {
    makePresenterObservable<SearchSuggestionsPresenter, 'typed' | 'cancelTimer' | 'request'>(this, arguments, {
      suggestions: observableRef,
      typed: false,
      cancelTimer: false,
      request: false,
    });
  }

  textTyped(text: string): void {
    this.suggestionsClosed();
    this.typed = text;
    this.cancelTimer = this.clock.after(SUGGESTION_DEBOUNCE_MS, this.suggestionsDue);
  }

  suggestionsDue(): void {
    this.stopTimer();
    const request = ++this.request;
    void this.suggest.execute(this.typed).then((result) => this.suggestionsArrived(request, result));
  }

  suggestionsArrived(request: number, result: ApiResult<SearchSuggestion[]>): void {
    if (request !== this.request) return;
    this.suggestions = result.ok ? result.value : [];
  }

  /** The box is done with them for now (a choice, Enter, Escape, leaving): nothing pending may reopen them. */
  suggestionsClosed(): void {
    this.stopTimer();
    this.request += 1;
    this.suggestions = [];
  }

  private stopTimer(): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
  }
}
