import { observable, runInAction } from 'mobx';
import { DEFAULT_LANGUAGE, type Language } from '@tiara/domain/language';

/**
 * The language the page shows. Observable, so every observer view that reads a text redraws when
 * the reader switches language, and a text read outside a view is always the current one.
 */
const shown = observable.box<Language>(DEFAULT_LANGUAGE);

export function shownLanguage(): Language {
  return shown.get();
}

/** Shows `language` from now on; its texts must already be downloaded (LanguagePresenter). */
export function showLanguage(language: Language): void {
  runInAction(() => shown.set(language));
}

/** The translations downloaded so far (src/ui/i18n/translations.ts), by language and namespace. */
const translations = new Map<string, object>();

/** Keeps `language`'s table of `namespace`, for every read of that namespace in that language. */
export function keepTranslation(language: Language, namespace: string, table: object): void {
  translations.set(`${language}/${namespace}`, table);
}

/** The text at `path` (keys from the namespace's top) of `namespace` in the shown language, or undefined where it has none. */
function translated(namespace: string, path: readonly string[]): unknown {
  const language = shown.get();
  if (language === DEFAULT_LANGUAGE) return undefined;
  return path.reduce<unknown>((entry, key) => (entry !== null && typeof entry === 'object' ? (entry as Record<string, unknown>)[key] : undefined), translations.get(`${language}/${namespace}`));
}

/**
 * A message table that answers in the shown language: the English table (the source, and the
 * fallback of any text a translation lacks) with each text read from the translation of namespace
 * `namespace` in the shown language, once downloaded. Call sites read it as they read a
 * plain table: `CatalogMessages.addToCart`, `CatalogMessages.pageLabel(2)`.
 */
export function localized<Table extends object>(namespace: string, english: Table, prefix: readonly string[] = []): Table {
  const table = {} as Table;
  for (const [key, value] of Object.entries(english)) {
    const path = [...prefix, key];
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
