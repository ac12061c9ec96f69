import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, directionOf, isLanguage, isolated, joinedList, languageOfTags, listSeparator, otherLanguage, shownText } from '@tiara/domain/language';

describe('the shop\'s languages', () => {
  it.each([
    [[], 'en'],
    [['ar-EG', 'en-US'], 'ar'],
    [['en-GB', 'ar'], 'en'],
    [['fr-FR', 'de', 'AR'], 'ar'],
    [['fr-FR'], 'en'],
    [['', ' ar-EG '], 'ar'],
  ] as const)('reads the tags %j as %s', (tags, language) => {
    expect(languageOfTags(tags)).toBe(language);
  });

  it('always names a language the shop speaks, whatever the browser lists', () => {
    fc.assert(fc.property(fc.array(fc.string()), (tags) => isLanguage(languageOfTags(tags))));
  });

  it('writes Arabic right to left and English left to right, and switches between the two', () => {
    expect(LANGUAGES.map(directionOf)).toEqual(['ltr', 'rtl']);
    for (const language of LANGUAGES) {
      expect(otherLanguage(language)).not.toBe(language);
      expect(otherLanguage(otherLanguage(language))).toBe(language);
    }
  });

  it.each([
    ['ar', 'Composite', 'كمبوزيت', 'كمبوزيت'],
    ['ar', 'Composite', null, 'Composite'],
    ['ar', 'Composite', '', 'Composite'],
    ['en', 'Composite', 'كمبوزيت', 'Composite'],
  ] as const)('shows a reader of %s of (%s, %s): %s', (language, english, arabic, shown) => {
    expect(shownText(language, english, arabic)).toBe(shown);
  });

  it('shows an English reader the English, and an Arabic reader never an empty text while English has one', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.option(fc.string()), (english, arabic) => {
        expect(shownText('en', english, arabic)).toBe(english);
        expect(shownText('ar', english, arabic)).not.toBe('');
      }),
    );
  });

  it.each([
    ['ar', ['المعادي', 'القاهرة', '11341'], 'المعادي، القاهرة، 11341'],
    ['en', ['Maadi', 'Cairo', '11341'], 'Maadi, Cairo, 11341'],
    ['ar', ['المعادي', ' ', '', 'القاهرة'], 'المعادي، القاهرة'],
    ['en', [], ''],
  ] as const)('joins a list in %s: %j reads %s', (language, parts, joined) => {
    expect(joinedList(language, parts)).toBe(joined);
  });

  it('keeps every non-blank part of a list, in order, between the language\'s separators', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES), fc.array(fc.stringMatching(/^[a-zأ-ي0-9]{1,8}$/)), (language, parts) => {
        expect(joinedList(language, parts).split(listSeparator(language))).toEqual(parts.length === 0 ? [''] : parts);
      }),
    );
  });

  it('isolates a fragment so it keeps its own direction inside text of the other, and leaves nothing around an empty one', () => {
    expect(isolated('Premier OneBond')).toBe('\u2068Premier OneBond\u2069');
    expect(isolated('')).toBe('');
    fc.assert(fc.property(fc.string({ minLength: 1 }), (text) => isolated(text).slice(1, -1) === text));
  });
});
