import { inject, injectable } from 'inversify';
import { CountUnreadNotifications } from '../../application/notifications/CountUnreadNotifications';
import { NotificationsChanged } from '../../application/notifications/NotificationsChanged';
import { SessionStore } from '../../application/session/SessionStore';
import { CartPresenter } from '../cart/CartPresenter';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { AiAccessPresenter } from './AiAccessPresenter';

/**
 * The navbar of SPEC §2: the AI tab only with access, the unread-notifications badge (refreshed by
 * the notifications-changed event, and whenever the signed-in user changes), the cart badge with
 * the total item count, and the mobile menu.
 */
@injectable()
export class NavbarPresenter {
  unreadCount = 0;
  menuOpen = false;
  /** The mobile menu's code is fetched the first time it opens, and kept for its closing animation. */
  menuEverOpened = false;
  /** The signed-in person's e-mail, for the account icon; null for a visitor. */
  signedInEmail: string | null = null;
  /** The user the unread count is about; undefined before the first count. */
  private countedUserId: number | null | undefined = undefined;
  /** Only the newest count request may set the badge. */
  private countRequest = 0;

  constructor(
    @inject(CartPresenter) private readonly cart: CartPresenter,
    @inject(AiAccessPresenter) private readonly aiAccess: AiAccessPresenter,
    @inject(CountUnreadNotifications) private readonly countUnread: CountUnreadNotifications,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(NotificationsChanged) private readonly notificationsChanged: NotificationsChanged,
  ) {
    makePresenterObservable<NavbarPresenter, 'countedUserId' | 'countRequest'>(this, arguments, { countedUserId: false, countRequest: false });
  }

  get cartCount(): number {
    return this.cart.itemCount;
  }

  get aiTabVisible(): boolean {
    return this.aiAccess.hasAccess;
  }

  /** The navbar appeared: count now and listen for changes; the returned function stops listening. */
  shown(): () => void {
    const stopListeningToNotifications = this.notificationsChanged.subscribe(this.notificationsChangedElsewhere);
    const stopListeningToSession = this.session.onChange(this.sessionChangedElsewhere);
    this.countedUserId = undefined;
    this.sessionSeen();
    return () => {
      stopListeningToNotifications();
      stopListeningToSession();
    };
  }

  /** Every navigation closes the mobile menu; a sign-in or sign-out on the way refreshes the badges. */
  navigated(): void {
    this.menuOpen = false;
    this.sessionSeen();
  }

  menuToggled(): void {
    this.menuOpen = !this.menuOpen;
    if (this.menuOpen) this.menuEverOpened = true;
  }

  menuClosed(): void {
    this.menuOpen = false;
  }

  private notificationsChangedElsewhere(): void {
    this.recount(this.session.current().userId);
  }

  private sessionChangedElsewhere(): void {
    this.sessionSeen();
  }

  private sessionSeen(): void {
    this.aiAccess.sessionSeen();
    const { userId, email } = this.session.current();
    this.signedInEmail = userId === null ? null : (email ?? '');
    if (userId !== this.countedUserId) this.recount(userId);
  }

  private recount(userId: number | null): void {
    this.countedUserId = userId;
    const request = ++this.countRequest;
    if (userId === null) this.unreadCount = 0;
    void this.countUnread.execute(userId).then((count) => this.counted(request, count));
  }

  private counted(request: number, count: number): void {
    if (request === this.countRequest) this.unreadCount = count;
  }
}
