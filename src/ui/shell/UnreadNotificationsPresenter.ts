import { inject, injectable } from 'inversify';
import { CountUnreadNotifications } from '../../application/notifications/CountUnreadNotifications';
import { NotificationsChanged } from '../../application/notifications/NotificationsChanged';
import { SessionStore } from '../../application/session/SessionStore';
import { makePresenterObservable } from '../presenter/makePresenterObservable';

/**
 * The navbar's unread-notifications badge (SPEC §2): counted again on the notifications-changed
 * event, and whenever the signed-in user changes; a visitor has none.
 */
@injectable()
export class UnreadNotificationsPresenter {
  count = 0;
  /** The user the count is about; undefined before the first count. */
  private countedUserId: number | null | undefined = undefined;
  /** Only the newest count request may set the badge. */
  private countRequest = 0;

  constructor(
    @inject(CountUnreadNotifications) private readonly countUnread: CountUnreadNotifications,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(NotificationsChanged) private readonly notificationsChanged: NotificationsChanged,
  ) {
    makePresenterObservable<UnreadNotificationsPresenter, 'countedUserId' | 'countRequest'>(this, arguments, { countedUserId: false, countRequest: false });
  }

  /** The badge appeared: count now and listen for changes; the returned function stops listening. */
  shown(): () => void {
    const stopListening = this.notificationsChanged.subscribe(this.notificationsChangedElsewhere);
    this.countedUserId = undefined;
    this.sessionSeen();
    return stopListening;
  }

  /** Looks at the stored session and counts again if the signed-in user is not the one last counted. */
  sessionSeen(): void {
    const { userId } = this.session.current();
    if (userId !== this.countedUserId) this.recount(userId);
  }

  private notificationsChangedElsewhere(): void {
    this.recount(this.session.current().userId);
  }

  private recount(userId: number | null): void {
    this.countedUserId = userId;
    const request = ++this.countRequest;
    if (userId === null) this.count = 0;
    void this.countUnread.execute(userId).then((count) => this.counted(request, count));
  }

  private counted(request: number, count: number): void {
    if (request === this.countRequest) this.count = count;
  }
}
