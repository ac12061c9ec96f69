import i18next from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../domain/language';

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

function startedI18next(): typeof i18next {
  if (!i18next.isInitialized) {
    void i18next.init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      resources: {},
      partialBundledLanguages: true,
      initAsync: false,
    });
  }
  return i18next;
}

const loaded = new Set<string>();

/**
 * Puts `parts` of `language`'s texts into i18next's store, each downloaded once; a failed
 * download may be tried again.
 */
export async function loadTexts(language: Language, parts: readonly TextPart[]): Promise<void> {
  const store = startedI18next();
  const translation = TRANSLATIONS[language];
  if (translation === undefined) return;
  await Promise.all(
    parts
      .filter((part) => !loaded.has(`${language}/${part}`))
      .map(async (part) => {
        const namespaces = await translation[part]();
        // skipCopy: i18next would copy the tables through JSON, dropping the messages that take values.
        for (const [namespace, table] of Object.entries(namespaces)) store.addResourceBundle(language, namespace, table, false, true, { silent: true, skipCopy: true });
        loaded.add(`${language}/${part}`);
      }),
  );
}

/** Makes `language` i18next's own (its direction, its plural rules) once its texts are in the store. */
export async function switchI18nextTo(language: Language): Promise<void> {
  await startedI18next().changeLanguage(language);
}
