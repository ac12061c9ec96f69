import type { i18n } from 'i18next';
import { observable, runInAction } from 'mobx';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/language';

/**
 * The language the page shows. Observable, so every observer view that reads a text redraws when
 * the reader switches language, and a text read outside a view is always the current one.
 */
const shown = observable.box<Language>(DEFAULT_LANGUAGE);

export function shownLanguage(): Language {
  return shown.get();
}

/** Shows `language` from now on; its texts must already be in i18next's store (LanguagePresenter). */
export function showLanguage(language: Language): void {
  runInAction(() => shown.set(language));
}

/** Where the translations are kept once one is loaded (src/ui/i18n/translations.ts); none while only English is shown. */
let store: Pick<i18n, 'getResource'> | null = null;

export function readTranslationsFrom(i18next: Pick<i18n, 'getResource'>): void {
  store = i18next;
}

/** The text at `path` of `namespace` in the shown language, or undefined where it has none. */
function translated(namespace: string, path: string): unknown {
  const language = shown.get();
  if (language === DEFAULT_LANGUAGE || store === null) return undefined;
  return store.getResource(language, namespace, path);
}

/**
 * A message table that answers in the shown language: the English table (the source, and the
 * fallback of any text a translation lacks) with each text read through i18next's store, where
 * the translation of namespace `namespace` is kept once loaded. Call sites read it as they read a
 * plain table: `CatalogMessages.addToCart`, `CatalogMessages.pageLabel(2)`.
 */
export function localized<Table extends object>(namespace: string, english: Table, prefix = ''): Table {
  const table = {} as Table;
  for (const [key, value] of Object.entries(english)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') {
      Object.defineProperty(table, key, {
        enumerable: true,
        get: () => {
          const text = translated(namespace, path);
          return typeof text === 'string' ? text : value;
        },
      });
    } else if (typeof value === 'function') {
      Object.defineProperty(table, key, {
        enumerable: true,
        value: (...values: unknown[]) => {
          const message = translated(namespace, path);
          return (typeof message === 'function' ? message : value)(...values);
        },
      });
    } else if (Array.isArray(value)) {
      // A list (the AI page's features) is translated whole: its items are plain texts or records of texts.
      Object.defineProperty(table, key, {
        enumerable: true,
        get: () => {
          const list = translated(namespace, path);
          return Array.isArray(list) && list.length === value.length ? list : value;
        },
      });
    } else if (value !== null && typeof value === 'object') {
      Object.defineProperty(table, key, { enumerable: true, value: localized(namespace, value as object, path) });
    } else {
      Object.defineProperty(table, key, { enumerable: true, value });
    }
  }
  return Object.freeze(table);
}
