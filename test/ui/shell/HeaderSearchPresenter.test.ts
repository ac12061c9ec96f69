import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import type { SearchSuggestion } from '../../../src/application/catalog/SearchSuggestionsApi';
import { SearchSuggestionsApi } from '../../../src/application/catalog/SearchSuggestionsApi';
import { Clock } from '../../../src/application/shared/Clock';
import { Navigator } from '../../../src/application/shared/Navigator';
import { SUGGESTION_DEBOUNCE_MS } from '../../../src/ui/catalog/SearchSuggestionsPresenter';
import { HeaderSearchPresenter } from '../../../src/ui/shell/HeaderSearchPresenter';
import { FakeSearchSuggestionsApi } from '../../application/support/fakes/FakeSearchSuggestionsApi';
import { FakeClock } from '../support/FakeClock';
import { FakeNavigator } from '../support/FakeNavigator';
import { networkFailure, settle } from './shellTestKit';

const gloves: SearchSuggestion = { kind: 'product', id: 66, name: 'Premier Nitrile Examination Gloves', categoryId: 1 };
const nusmile: SearchSuggestion = { kind: 'category', id: 3, name: 'NuSmile', categoryId: 3 };
const endodontics: SearchSuggestion = { kind: 'subcategory', id: 2, name: 'Endodontics', categoryId: 1 };

function setUp() {
  const container = new Container({ autobind: true });
  const clock = new FakeClock();
  const navigator = new FakeNavigator();
  const suggestions = new FakeSearchSuggestionsApi([gloves, nusmile, endodontics]);
  container.bind(Clock).toConstantValue(clock);
  container.bind(Navigator).toConstantValue(navigator);
  container.bind(SearchSuggestionsApi).toConstantValue(suggestions);
  return { clock, navigator, suggestions, search: container.get(HeaderSearchPresenter) };
}

/** The header's search on every storefront page (issue 27). */
describe('HeaderSearchPresenter', () => {
  it('suggests while typing, once typing pauses, as the product list does', async () => {
    const { clock, suggestions, search } = setUp();
    search.searchTyped('g');
    search.searchTyped('glo');
    clock.advance(SUGGESTION_DEBOUNCE_MS);
    await settle();
    expect(suggestions.asked).toEqual(['glo']);
    expect(search.suggestions).toEqual([gloves]);
  });

  it('Enter opens the product list searching for the text, in the address the list writes itself', () => {
    const { navigator, search } = setUp();
    search.searchTyped('  nitrile glovs ');
    search.searchSubmitted();
    expect(navigator.visited).toEqual(['/products?search=nitrile+glovs']);
    search.searchTyped('كومبوزيت');
    search.searchSubmitted();
    expect(navigator.current).toBe(`/products?search=${encodeURIComponent('كومبوزيت')}`);
    search.searchTyped('   ');
    search.searchSubmitted();
    expect(navigator.current).toBe('/products');
  });

  it('a chosen suggestion opens the product, or the list of its category or product line', () => {
    const { navigator, search } = setUp();
    search.suggestionChosen(gloves);
    search.suggestionChosen(nusmile);
    search.suggestionChosen(endodontics);
    expect(navigator.visited).toEqual(['/products/66', '/products?category=3', '/products?category=1&subcategory=2']);
  });

  it('closes the suggestions on a choice or Enter: a late answer does not reopen them', async () => {
    const { clock, suggestions, search } = setUp();
    suggestions.hold();
    search.searchTyped('nusmile');
    clock.advance(SUGGESTION_DEBOUNCE_MS);
    await settle();
    search.searchSubmitted();
    await suggestions.release();
    expect(search.suggestions).toEqual([]);
  });

  it('a failed call shows no suggestions; Enter still searches', async () => {
    const { clock, navigator, suggestions, search } = setUp();
    suggestions.failures.set('suggestions', networkFailure);
    search.searchTyped('gloves');
    clock.advance(SUGGESTION_DEBOUNCE_MS);
    await settle();
    expect(search.suggestions).toEqual([]);
    search.searchSubmitted();
    expect(navigator.current).toBe('/products?search=gloves');
  });

  it('takes over what was typed into the header before its code arrived, with its suggestions, and nothing else', async () => {
    const { clock, suggestions, search } = setUp();
    search.arrived('glov');
    expect(search.text).toBe('glov');
    clock.advance(SUGGESTION_DEBOUNCE_MS);
    await settle();
    expect(suggestions.asked).toEqual(['glov']);
    search.arrived('other');
    expect(search.text).toBe('glov');
    const fresh = setUp();
    fresh.search.arrived('');
    expect(fresh.clock.pending).toBe(0);
  });
});
