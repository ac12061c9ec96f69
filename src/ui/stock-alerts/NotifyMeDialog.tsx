import { observer } from 'mobx-react-lite';
import { Suspense, lazy, useState } from 'react';
import type { NotifyMePresenter } from './NotifyMePresenter';

/**
 * The dialog's code (Mantine's modal, its overlay, focus trap and scroll lock) is a chunk of its
 * own, fetched the first time the dialog opens: the screens that offer it open without it.
 */
const NotifyMeModal = lazy(() => import('./NotifyMeModal').then((module) => ({ default: module.NotifyMeModal })));

/** The visitor's e-mail for a back-in-stock alert, once asked for; signed-in customers never see it. */
export const NotifyMeDialog = observer(function NotifyMeDialog({ presenter }: { presenter: NotifyMePresenter }) {
  // Kept once opened, so that closing it plays the modal's transition.
  const [opened, setOpened] = useState(false);
  if (presenter.dialogOpen && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <NotifyMeModal presenter={presenter} />
    </Suspense>
  );
});
