import { inject, injectable } from 'inversify';
import type { ApiResult } from '../shared/ApiResult';
import { DeletedNotificationsStore } from './DeletedNotificationsStore';
import { NotificationApi } from './NotificationApi';
import type { UserNotification } from './UserNotification';

/** The user's notifications as this browser shows them: the server's inbox without those deleted here. */
@injectable()
export class LoadInbox {
  private readonly api: NotificationApi;
  private readonly deleted: DeletedNotificationsStore;

  constructor(@inject(NotificationApi) api: NotificationApi, @inject(DeletedNotificationsStore) deleted: DeletedNotificationsStore) {
    this.api = api;
    this.deleted = deleted;
  }

  async execute(userId: number): Promise<ApiResult<UserNotification[]>> {
    const answer = await this.api.forUser(userId);
    if (!answer.ok) return answer;
    const deleted = this.deleted.deletedFor(userId);
    return { ok: true, value: answer.value.filter((entry) => !deleted.has(entry.id)) };
  }
}
