import { observer } from 'mobx-react-lite';
import { Suspense, lazy } from 'react';
import { useInjection } from '../di/ContainerContext';
import { ToastPresenter } from '../toast/ToastPresenter';

/**
 * The toasts' code (Mantine's notification and its close button) is a chunk of its own, fetched
 * with the first toast: no page shows one when it opens, and the first load does without it.
 */
const ToastStacks = lazy(() => import('./ToastStacks').then((module) => ({ default: module.ToastStacks })));

/** Renders the page's toasts where SPEC §8/§9 place them, once there is one. */
export const ToastHost = observer(function ToastHost() {
  const toasts = useInjection(ToastPresenter);
  if (toasts.toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastStacks />
    </Suspense>
  );
});
