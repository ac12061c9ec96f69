import { inject, injectable } from 'inversify';
import { DeletedNotificationsStore } from './DeletedNotificationsStore';
import { NotificationsChanged } from './NotificationsChanged';

/**
 * SPEC §4: delete and clear-all only remove notifications on this browser; they stay gone after a
 * reload, and the unread badge recounts without them.
 */
@injectable()
export class DeleteNotifications {
  private readonly deleted: DeletedNotificationsStore;
  private readonly changed: NotificationsChanged;

  constructor(@inject(DeletedNotificationsStore) deleted: DeletedNotificationsStore, @inject(NotificationsChanged) changed: NotificationsChanged) {
    this.deleted = deleted;
    this.changed = changed;
  }

  execute(userId: number, ids: readonly number[]): void {
    if (ids.length === 0) return;
    this.deleted.delete(userId, ids);
    this.changed.announce();
  }
}
