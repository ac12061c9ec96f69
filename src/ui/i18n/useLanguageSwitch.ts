import { reaction } from 'mobx';
import { useEffect } from 'react';
import { shownLanguage } from './localized';

/**
 * Calls `reload` each time the reader switches language while the screen is shown: what the
 * screen fetched from the catalogue (names, descriptions) came in the language it was asked in.
 */
export function useLanguageSwitch(reload: () => void): void {
  useEffect(() => reaction(() => shownLanguage(), () => reload()), [reload]);
}
