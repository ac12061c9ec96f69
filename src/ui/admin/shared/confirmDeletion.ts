import type { ApiResult } from '../../../application/shared/ApiResult';
import { AdminSectionsMessages } from '../../messages/AdminSectionsMessages';
import type { ToastPresenter } from '../../toast/ToastPresenter';
import type { Confirmation } from './Confirmation';

/**
 * A row's Delete button: asks first, then deletes; a refusal is toasted, a deletion is toasted
 * and `deleted` refreshes what shows the row.
 */
export function confirmDeletion(
  confirmation: Confirmation,
  toasts: ToastPresenter,
  question: { title: string; message: string },
  remove: () => Promise<ApiResult<unknown>>,
  outcome: { success: string; deleted: () => Promise<void> | void },
): void {
  confirmation.ask({ ...question, confirmLabel: AdminSectionsMessages.delete }, async () => {
    const answer = await remove();
    if (!answer.ok) {
      toasts.error(answer.error.message);
      return;
    }
    toasts.success(outcome.success);
    await outcome.deleted();
  });
}
