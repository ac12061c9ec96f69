import type { ApiResult } from '../../../application/shared/ApiResult';
import { AdminSectionsMessages } from '../../messages/AdminSectionsMessages';
import type { ToastPresenter } from '../../toast/ToastPresenter';
import type { Confirmation } from './Confirmation';

/**
 * A row's Delete button: asks first (its button says Delete unless told otherwise), then deletes;
 * a refusal is toasted, a deletion is toasted and `refresh` shows the rows as they are now. The
 * catalogue's tables refresh after a refusal too (`refreshAfterRefusal`): the row may have changed
 * or gone meanwhile.
 */
export function confirmDeletion(
  confirmation: Confirmation,
  toasts: ToastPresenter,
  question: { title: string; message: string; confirmLabel?: string },
  remove: () => Promise<ApiResult<unknown>>,
  outcome: { success: string; refresh: () => Promise<void> | void; refreshAfterRefusal?: boolean },
): void {
  confirmation.ask({ confirmLabel: AdminSectionsMessages.delete, ...question }, async () => {
    const answer = await remove();
    if (answer.ok) toasts.success(outcome.success);
    else toasts.error(answer.error.message);
    if (answer.ok || outcome.refreshAfterRefusal) await outcome.refresh();
  });
}
