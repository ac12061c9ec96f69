import { DEFAULT_LANGUAGE, type Language } from '@tiara/domain/language';
import type { Translation } from '../../../src/locales/Translation';

/**
 * A text the server answers with, written out only once the reader's language is known: use cases
 * decide what to say, the HTTP edge (or the mail) decides in which language. A plain string is a
 * text that is the same in every language (or one already written in the reader's language).
 */
export type ServerText = string | ((language: Language) => string);

/** The text in `language`. */
export function textIn(text: ServerText, language: Language): string {
  return typeof text === 'string' ? text : text(language);
}

/** A message table whose texts are ServerTexts: each message, read with its values, waits for the language. */
export type ServerTexts<Table> = {
  readonly [Key in keyof Table]: Table[Key] extends (...values: infer Values) => string
    ? (...values: Values) => (language: Language) => string
    : Table[Key] extends string
      ? (language: Language) => string
      : ServerTexts<Table[Key]>;
};

/** The English table and its translations as one table of ServerTexts, each key read from the reader's language's table. */
export function serverTexts<Table extends object>(tables: { readonly en: Table; readonly ar: Translation<Table> }): ServerTexts<Table> {
  return textsAt(tables as unknown as Readonly<Record<Language, Record<string, unknown>>>, []) as ServerTexts<Table>;
}

function textsAt(tables: Readonly<Record<Language, Record<string, unknown>>>, path: readonly string[]): Record<string, unknown> {
  const english = entryAt(tables[DEFAULT_LANGUAGE], path) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(english).map(([key, entry]) => {
      const at = [...path, key];
      if (typeof entry === 'string') return [key, (language: Language) => entryAt(tables[language], at) as string];
      if (typeof entry === 'function')
        return [key, (...values: unknown[]) => (language: Language) => (entryAt(tables[language], at) as (...values: unknown[]) => string)(...values)];
      return [key, textsAt(tables, at)];
    }),
  );
}

function entryAt(table: Record<string, unknown>, path: readonly string[]): unknown {
  return path.reduce<unknown>((entry, key) => (entry as Record<string, unknown>)[key], table);
}
