import { inject, injectable } from 'inversify';
import { NotificationApi } from './NotificationApi';
import { NotificationsChanged } from './NotificationsChanged';

export interface MarkReadOutcome {
  /** The ids the server marked read. */
  readonly marked: readonly number[];
  /** True when the server could not mark at least one of them. */
  readonly anyFailed: boolean;
}

/**
 * SPEC §4: mark-read sets isRead on the server, one call per notification (SPEC §7 has no call
 * for all at once, so 'Mark all as read' sends them side by side). When anything changed the
 * page is told, so the unread badge recounts.
 */
@injectable()
export class MarkNotificationsRead {
  private readonly api: NotificationApi;
  private readonly changed: NotificationsChanged;

  constructor(@inject(NotificationApi) api: NotificationApi, @inject(NotificationsChanged) changed: NotificationsChanged) {
    this.api = api;
    this.changed = changed;
  }

  async execute(ids: readonly number[]): Promise<MarkReadOutcome> {
    const answers = await Promise.all(ids.map(async (id) => ({ id, answer: await this.api.markRead(id) })));
    const marked = answers.filter(({ answer }) => answer.ok).map(({ id }) => id);
    if (marked.length > 0) this.changed.announce();
    return { marked, anyFailed: marked.length < ids.length };
  }
}
