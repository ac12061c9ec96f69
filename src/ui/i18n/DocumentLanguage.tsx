import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useInjection } from '../di/ContainerContext';
import { LanguagePresenter } from './LanguagePresenter';

/**
 * Keeps `<html lang dir>` on the shown language: screen readers pick their voice by it, and
 * Mantine's DirectionProvider (which watches `dir`) lays the page out from the right.
 */
export const DocumentLanguage = observer(function DocumentLanguage() {
  const { language, direction } = useInjection(LanguagePresenter);
  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = direction;
  }, [language, direction]);
  return null;
});
