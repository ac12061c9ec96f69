import type { Language } from '@tiara/domain/language';
import { keepTranslation } from './localized';

/** The parts of the shop whose texts load together: the storefront's with the page, the staff areas' with their chunks. */
export type TextPart = 'storefront' | 'staff';

type Namespaces = Readonly<Record<string, object>>;

/** Each translation's parts; English needs none: its tables are the source every text falls back to. */
const TRANSLATIONS: Readonly<Partial<Record<Language, Readonly<Record<TextPart, () => Promise<Namespaces>>>>>> = {
  ar: {
    storefront: () => import('../../locales/shop/ar/storefrontAr').then((module) => module.storefrontAr),
    staff: () => import('../../locales/shop/ar/staffAr').then((module) => module.staffAr),
  },
};

const loaded = new Set<string>();

/**
 * Downloads `parts` of `language`'s texts, each once, and keeps them for `localized()`; a failed
 * download may be tried again. A reader of English downloads nothing.
 */
export async function loadTexts(language: Language, parts: readonly TextPart[]): Promise<void> {
  const translation = TRANSLATIONS[language];
  if (translation === undefined) return;
  const missing = parts.filter((part) => !loaded.has(`${language}/${part}`));
  const downloaded = await Promise.all(missing.map((part) => translation[part]()));
  missing.forEach((part, index) => {
    for (const [namespace, table] of Object.entries(downloaded[index] ?? {})) keepTranslation(language, namespace, table);
    loaded.add(`${language}/${part}`);
  });
}
