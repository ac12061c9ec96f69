import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useInjection } from '../di/ContainerContext';
import { type PageTitleRoute, PageTitlePresenter } from './PageTitlePresenter';

/** Keeps the browser tab's title on the page shown among `routes`, in the shown language. */
export const DocumentTitle = observer(function DocumentTitle({ routes }: { routes: readonly PageTitleRoute[] }) {
  const titles = useInjection(PageTitlePresenter);
  const { pathname, search } = useLocation();
  const title = titles.titleOf(routes, pathname, search);
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
  return null;
});
