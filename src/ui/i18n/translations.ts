import { DEFAULT_LANGUAGE, type Language } from '@tiara/domain/language';
import { keepTranslation } from './localized';

/**
 * The parts of the shop whose texts load together: the storefront's (its shell and the pages it is
 * first opened on) with the page, the other storefront screens' with the first of them shown, the
 * staff areas' with their chunks.
 */
export type TextPart = 'storefront' | 'screens' | 'staff';

type Namespaces = Readonly<Record<string, object>>;

/** Each translation's parts; English needs none: its tables are the source every text falls back to. */
const TRANSLATIONS: Readonly<Partial<Record<Language, Readonly<Record<TextPart, () => Promise<Namespaces>>>>>> = {
  ar: {
    storefront: () => import('../../locales/shop/ar/storefrontAr').then((module) => module.storefrontAr),
    screens: () => import('../../locales/shop/ar/screensAr').then((module) => module.screensAr),
    staff: () => import('../../locales/shop/ar/staffAr').then((module) => module.staffAr),
  },
};

const loaded = new Set<string>();
/** The parts whose screens have been imported (screenTextsLoaded): every language loaded from then on brings them. */
const partsOfImportedScreens = new Set<TextPart>();
/** The language whose texts were last asked for: the one shown, or the one a switch is about to show. */
let latest: Language = DEFAULT_LANGUAGE;

/**
 * Downloads `parts` of `language`'s texts, with the parts of the screens imported so far, each
 * once, and keeps them for `localized()`; a failed download may be tried again. A reader of
 * English downloads nothing.
 */
export async function loadTexts(language: Language, parts: readonly TextPart[]): Promise<void> {
  latest = language;
  const translation = TRANSLATIONS[language];
  if (translation === undefined) return;
  const missing = [...new Set([...parts, ...partsOfImportedScreens])].filter((part) => !loaded.has(`${language}/${part}`));
  const downloaded = await Promise.all(missing.map((part) => translation[part]()));
  missing.forEach((part, index) => {
    for (const [namespace, table] of Object.entries(downloaded[index] ?? {})) keepTranslation(language, namespace, table);
    loaded.add(`${language}/${part}`);
  });
}

/**
 * Awaited at the top of the message table of a screen whose texts are in the `screens` part, so
 * the screen's chunk resolves once those texts are here in the language shown (or being switched
 * to), and the screen never draws in English on an Arabic page. Every later switch brings them too.
 * A failed download leaves the screen's English: a module whose evaluation failed could never be
 * imported again, and the next switch tries the texts again.
 */
export async function screenTextsLoaded(): Promise<void> {
  partsOfImportedScreens.add('screens');
  await loadTexts(latest, []).catch(() => undefined);
}
