import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useInjection } from '../di/ContainerContext';
import { PageTitlePresenter } from './PageTitlePresenter';

/** Names what the page shows (a product, once loaded) for the tab's title. */
export function usePageSubject(name: string | null): void {
  const titles = useInjection(PageTitlePresenter);
  const { pathname } = useLocation();
  useEffect(() => {
    if (name !== null) titles.subjectShown(pathname, name);
  }, [titles, pathname, name]);
}
