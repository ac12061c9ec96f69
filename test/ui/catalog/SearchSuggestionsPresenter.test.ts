import { describe, expect, it } from 'vitest';
import type { SearchSuggestion } from '../../../src/application/catalog/SearchSuggestionsApi';
import { SuggestSearches } from '../../../src/application/catalog/SuggestSearches';
import { SUGGESTION_DEBOUNCE_MS, SearchSuggestionsPresenter } from '../../../src/ui/catalog/SearchSuggestionsPresenter';
import { FakeClock } from '../support/FakeClock';
import { FakeSearchSuggestionsApi, networkFailure, settle } from './catalogTestKit';

const composite: SearchSuggestion = { kind: 'product', id: 1, name: 'Lumina Nano-Hybrid Universal Composite', categoryId: 1 };
const compositeKit: SearchSuggestion = { kind: 'product', id: 12, name: 'Composite Polishing Kit', categoryId: 1 };
const endodontics: SearchSuggestion = { kind: 'subcategory', id: 2, name: 'Endodontics', categoryId: 1 };
const arabicComposite: SearchSuggestion = { kind: 'product', id: 1, name: 'كومبوزيت لومينا نانو هايبرد', categoryId: 1 };

/** The suggestions under a search box, over the shop's suggestions in memory. */
function suggestionsBox(entries: SearchSuggestion[] = [composite, compositeKit, endodontics, arabicComposite]) {
  const clock = new FakeClock();
  const api = new FakeSearchSuggestionsApi(entries);
  return { clock, api, box: new SearchSuggestionsPresenter(clock, new SuggestSearches(api)) };
}

/** Typing pauses long enough, and the shop's answer arrives. */
async function pause(clock: FakeClock) {
  clock.advance(SUGGESTION_DEBOUNCE_MS);
  await settle();
}

describe('SearchSuggestionsPresenter', () => {
  it('asks once typing has paused for 200 ms, for the latest text only, and shows the answer best first', async () => {
    const { clock, api, box } = suggestionsBox();
    box.textTyped('co');
    clock.advance(SUGGESTION_DEBOUNCE_MS - 1);
    box.textTyped('comp');
    clock.advance(SUGGESTION_DEBOUNCE_MS - 1);
    await settle();
    expect(api.asked).toEqual([]);
    expect(box.suggestions).toEqual([]);
    clock.advance(1);
    await settle();
    expect(api.asked).toEqual(['comp']);
    expect(box.suggestions).toEqual([composite, compositeKit]);
    expect(clock.pending).toBe(0);
  });

  it('asks nothing of the shop for under two letters, spaces aside, and shows none', async () => {
    const { clock, api, box } = suggestionsBox();
    box.textTyped('comp');
    await pause(clock);
    box.textTyped('  c ');
    expect(box.suggestions).toEqual([]);
    await pause(clock);
    expect(api.asked).toEqual(['comp']);
    expect(box.suggestions).toEqual([]);
  });

  it('sends Arabic as typed, trimmed, and shows the Arabic names the shop answers', async () => {
    const { clock, api, box } = suggestionsBox();
    box.textTyped(' كومبوزيت ');
    await pause(clock);
    expect(api.asked).toEqual(['كومبوزيت']);
    expect(box.suggestions).toEqual([arabicComposite]);
  });

  it('hides what it showed as soon as the text changes, until the new answer arrives', async () => {
    const { clock, box } = suggestionsBox();
    box.textTyped('comp');
    await pause(clock);
    box.textTyped('endo');
    expect(box.suggestions).toEqual([]);
    await pause(clock);
    expect(box.suggestions).toEqual([endodontics]);
  });

  it('drops an answer for text typed before the latest, however late the latest answers', async () => {
    const { clock, api, box } = suggestionsBox();
    api.hold();
    box.textTyped('comp');
    await pause(clock);
    box.textTyped('endo');
    await pause(clock);
    expect(api.asked).toEqual(['comp', 'endo']);
    await api.release([1]);
    expect(box.suggestions).toEqual([endodontics]);
    await api.release([0]);
    expect(box.suggestions).toEqual([endodontics]);
  });

  it('shows none when the call fails, as the search itself still works', async () => {
    const { clock, api, box } = suggestionsBox();
    box.textTyped('comp');
    await pause(clock);
    api.failures.set('suggestions', networkFailure);
    box.textTyped('compo');
    await pause(clock);
    expect(api.asked).toEqual(['comp', 'compo']);
    expect(box.suggestions).toEqual([]);
  });

  it('once closed, neither the pending pause nor an answer on its way reopens them', async () => {
    const { clock, api, box } = suggestionsBox();
    box.textTyped('comp');
    box.suggestionsClosed();
    expect(clock.pending).toBe(0);
    await pause(clock);
    expect(api.asked).toEqual([]);

    api.hold();
    box.textTyped('endo');
    await pause(clock);
    box.suggestionsClosed();
    await api.release();
    expect(api.asked).toEqual(['endo']);
    expect(box.suggestions).toEqual([]);
  });
});
