import type { Page } from 'playwright-core';
import { ALLOWED_LATIN_TOKENS } from './allowedLatinTokens';

/** A word written in Latin letters (an apostrophe or a hyphen inside it keeps it one word). */
const LATIN_WORD = /[A-Za-z][A-Za-z'’-]*/g;
/** E-mail addresses and web addresses: the shop's, or the customer's, never words to translate. */
const ADDRESSES = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/\S+|www\.\S+/g;
/** A model number, shade or size code: capitals and digits with at least one digit ("A2", "30G", "10-MDP", "FG330"). */
const CODES = /(?<![A-Za-z0-9])(?=[A-Z0-9-]*\d)[A-Z0-9]+(?:-[A-Z0-9]+)*(?![A-Za-z0-9])/g;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ALLOWED = new RegExp(`(?<![A-Za-z])(?:${ALLOWED_LATIN_TOKENS.map(escaped).join('|')})(?![A-Za-z])`, 'gi');

/** Blanks what `pattern` matches with as many spaces, so the positions of the rest stay where they were. */
const blanked = (text: string, pattern: RegExp) => text.replace(pattern, (match) => ' '.repeat(match.length));

/**
 * The Latin words of `text` that the allow-list does not allow (each once, whatever its case), with
 * a little of the text around its first use, so that a report says where it was; in the order met.
 */
export function unexpectedLatinWords(text: string): Map<string, string> {
  const searched = blanked(blanked(blanked(text, ADDRESSES), CODES), ALLOWED);
  const found = new Map<string, string>();
  const seen = new Set<string>();
  for (const match of searched.matchAll(LATIN_WORD)) {
    const key = match[0].toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    found.set(match[0], text.slice(Math.max(0, match.index - 20), match.index + match[0].length + 20).replace(/\s+/g, ' ').trim());
  }
  return found;
}

/**
 * What a reader of the page shown now reads: the text of its body, and the names, tips, hints and
 * picture texts of what is shown (aria-label, title, placeholder, alt), and its tab title. Left
 * out: text a customer wrote (marked `data-user-content`: reviews), which stays as its writer wrote
 * it, and text marked as written in another language on purpose (`lang="en"`: the English version
 * of a bilingual policy, the language switch naming English in English).
 */
export function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const apart = '[data-user-content], body [lang]:not([lang|="ar"])';
    const setApart = [...document.querySelectorAll<HTMLElement>(apart)];
    const displays = setApart.map((element) => element.style.display);
    for (const element of setApart) element.style.display = 'none';
    const text = document.body.innerText;
    setApart.forEach((element, index) => {
      element.style.display = displays[index] ?? '';
    });
    const attributes = [...document.body.querySelectorAll<HTMLElement>('[aria-label], [title], [placeholder], [alt]')]
      .filter((element) => element.closest(apart) === null && element.checkVisibility({ visibilityProperty: true }))
      .flatMap((element) => ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''));
    return [document.title, text, ...attributes].join('\n');
  });
}
