import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@tiara/domain/language';
import { BrowserLanguagePreference } from '../../../src/infrastructure/storage/BrowserLanguagePreference';

function storageWith(initial: Record<string, string> = {}, broken = false): Storage {
  const values = new Map(Object.entries(initial));
  const refuse = () => {
    throw new DOMException('The storage is disabled', 'SecurityError');
  };
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => (broken ? refuse() : (values.get(key) ?? null)),
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => (broken ? refuse() : void values.set(key, value)),
  };
}

describe('BrowserLanguagePreference', () => {
  it('follows the browser on a first visit, the page (named first) before the browser\'s own list', () => {
    const cookies: string[] = [];
    const preference = new BrowserLanguagePreference(storageWith(), ['ar', 'en-US'], (cookie) => cookies.push(cookie));
    expect(preference.remembered()).toBeNull();
    expect(preference.current()).toBe('ar');
    expect(cookies).toEqual([]);
  });

  it('keeps a choice in storage and in a cookie the server reads, for a year', () => {
    const storage = storageWith();
    const cookies: string[] = [];
    const preference = new BrowserLanguagePreference(storage, ['en'], (cookie) => cookies.push(cookie));
    preference.remember('ar');
    expect(preference.current()).toBe('ar');
    expect(storage.getItem('tiara-language')).toBe('ar');
    expect(cookies).toEqual(['tiara-language=ar; Path=/; Max-Age=31536000; SameSite=Lax']);
    expect(new BrowserLanguagePreference(storage, ['en'], () => undefined).current()).toBe('ar');
  });

  it('ignores whatever else storage holds under its key, and a storage that refuses', () => {
    fc.assert(
      fc.property(fc.string(), (stored) => {
        const preference = new BrowserLanguagePreference(storageWith({ 'tiara-language': stored }), ['en'], () => undefined);
        expect(preference.remembered()).toBe(LANGUAGES.includes(stored as never) ? stored : null);
      }),
    );
    const cookies: string[] = [];
    const refused = new BrowserLanguagePreference(storageWith({}, true), ['ar-EG'], (cookie) => cookies.push(cookie));
    expect(refused.current()).toBe('ar');
    refused.remember('en');
    expect(refused.current()).toBe('en');
    expect(cookies).toHaveLength(1);
  });
});
