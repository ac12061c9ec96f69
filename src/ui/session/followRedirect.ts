import type { Clock } from '../../application/shared/Clock';
import type { Navigator } from '../../application/shared/Navigator';
import type { Redirect } from '@tiara/domain/access';
import { AccessMessages } from '../messages/AccessMessages';
import type { ToastPresenter } from '../toast/ToastPresenter';

/**
 * A guard's redirect of SPEC §4: its notice as an error toast (in the shown language) at once, then the page it names
 * (replacing the guarded one in the history) after its delay. The returned function cancels a
 * redirect still waiting, for a guard whose page was left in the meantime.
 */
export function followRedirect(redirect: Redirect, page: { readonly toasts: ToastPresenter; readonly navigator: Navigator; readonly clock: Clock }): () => void {
  if (redirect.notice !== null) page.toasts.error(AccessMessages[redirect.notice]);
  const go = () => page.navigator.go(redirect.to, { replace: true });
  if (redirect.delayMs > 0) return page.clock.after(redirect.delayMs, go);
  go();
  return () => {};
}
