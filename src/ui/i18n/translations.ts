import type { i18n } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../domain/language';
import { readTranslationsFrom } from './localized';

/** The parts of the shop whose texts load together: the storefront's with the page, the staff areas' with their chunks. */
export type TextPart = 'storefront' | 'staff';

type Namespaces = Readonly<Record<string, object>>;

/** Each translation's parts; English needs none: its tables are the source every text falls back to. */
const TRANSLATIONS: Readonly<Partial<Record<Language, Readonly<Record<TextPart, () => Promise<Namespaces>>>>>> = {
  ar: {
    storefront: () => import('../../locales/ar/storefrontAr').then((module) => module.storefrontAr),
    staff: () => import('../../locales/ar/staffAr').then((module) => module.staffAr),
  },
};

let started: Promise<i18n> | null = null;

/**
 * i18next, downloaded with the first translation a reader needs: a reader of English, the
 * shop's default and the fallback of every text, never downloads it.
 */
function startedI18next(): Promise<i18n> {
  started ??= import('i18next')
    .then(async ({ default: i18next }) => {
      await i18next.init({
        lng: DEFAULT_LANGUAGE,
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: [...LANGUAGES],
        resources: {},
        partialBundledLanguages: true,
        initAsync: false,
      });
      readTranslationsFrom(i18next);
      return i18next;
    })
    .catch((error: unknown) => {
      started = null;
      throw error;
    });
  return started;
}

const loaded = new Set<string>();

/**
 * Puts `parts` of `language`'s texts into i18next's store, each downloaded once; a failed
 * download may be tried again.
 */
export async function loadTexts(language: Language, parts: readonly TextPart[]): Promise<void> {
  const translation = TRANSLATIONS[language];
  if (translation === undefined) return;
  const missing = parts.filter((part) => !loaded.has(`${language}/${part}`));
  // i18next and the texts download side by side.
  const [store, ...downloaded] = await Promise.all([startedI18next(), ...missing.map((part) => translation[part]())]);
  missing.forEach((part, index) => {
    // skipCopy: i18next would copy the tables through JSON, dropping the messages that take values.
    for (const [namespace, table] of Object.entries(downloaded[index] ?? {})) store.addResourceBundle(language, namespace, table, false, true, { silent: true, skipCopy: true });
    loaded.add(`${language}/${part}`);
  });
}

/** Makes `language` i18next's own once its texts are in the store; English needs no i18next at all. */
export async function switchI18nextTo(language: Language): Promise<void> {
  if (language === DEFAULT_LANGUAGE && started === null) return;
  await (await startedI18next()).changeLanguage(language);
}
