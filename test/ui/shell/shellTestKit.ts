import { Container } from 'inversify';
import { AiApi } from '../../../src/application/ai/AiApi';
import { CartStore } from '../../../src/application/cart/CartStore';
import { MaintenanceApi } from '../../../src/application/maintenance/MaintenanceApi';
import { DeletedNotificationsStore } from '../../../src/application/notifications/DeletedNotificationsStore';
import { NotificationApi } from '../../../src/application/notifications/NotificationApi';
import { NotificationsChanged } from '../../../src/application/notifications/NotificationsChanged';
import type { UserNotification } from '../../../src/application/notifications/UserNotification';
import { SessionStore, type StoredSession } from '../../../src/application/session/SessionStore';
import type { ApiResult } from '../../../src/application/shared/ApiResult';
import { Clock } from '../../../src/application/shared/Clock';
import { Navigator } from '../../../src/application/shared/Navigator';
import { fail, ok } from '@tiara/domain/result';
import { CartPresenter } from '../../../src/ui/cart/CartPresenter';
import { AiAccessPresenter } from '../../../src/ui/shell/AiAccessPresenter';
import { networkFailure } from '../../application/support/fakes/FakeApi';
import { FakeAiApi } from '../../application/support/fakes/FakeAiApi';

export { networkFailure };
import { MemoryCartStore } from '../catalog/catalogTestKit';
import { MemoryDeletedNotificationsStore } from '../notifications/MemoryDeletedNotificationsStore';
import { FakeClock } from '../support/FakeClock';
import { FakeNavigator } from '../support/FakeNavigator';


/** Lets every pending promise callback run. */
export function settle(): Promise<void> {
  return new Promise((resolveLater) => setTimeout(resolveLater, 0));
}

/** Answers that can be held back, to look at a presenter while its calls are under way. */
class Holdable {
  readonly calls: string[] = [];
  private held: Array<() => void> | null = null;

  hold(): void {
    this.held = [];
  }

  /** Lets the held answers through in the given order of their calls (default: as called). */
  async release(order?: number[]): Promise<void> {
    const held = this.held ?? [];
    this.held = null;
    for (const index of order ?? held.map((_, i) => i)) {
      held[index]?.();
      await settle();
    }
  }

  /** The answer reflects the server's state when the call was made, however late it arrives. */
  protected async answer<T>(call: string, value: () => ApiResult<T>): Promise<ApiResult<T>> {
    this.calls.push(call);
    const result = value();
    if (this.held) await new Promise<void>((resolveHeld) => this.held?.push(resolveHeld));
    return result;
  }
}

export class FakeMaintenanceApi extends Holdable implements MaintenanceApi {
  answerWith: ApiResult<boolean> = ok(false);

  isUnderMaintenance(): Promise<ApiResult<boolean>> {
    return this.answer('maintenance-status', () => this.answerWith);
  }
}

export const notification = (id: number, isRead: boolean): UserNotification => ({
  id,
  isRead,
  title: `Notification ${id}`,
  message: 'Message',
  category: 0,
  createdAt: new Date('2026-11-21T09:00:00Z'),
});

export class FakeNotificationApi extends Holdable implements NotificationApi {
  inboxes = new Map<number, UserNotification[]>();
  failing = false;

  forUser(userId: number): Promise<ApiResult<UserNotification[]>> {
    return this.answer(`inbox ${userId}`, () => (this.failing ? fail(networkFailure) : ok(this.inboxes.get(userId) ?? [])));
  }

  markRead(notificationId: number): Promise<ApiResult<void>> {
    return this.answer(`read ${notificationId}`, () => {
      for (const inbox of this.inboxes.values()) {
        const index = inbox.findIndex((entry) => entry.id === notificationId);
        if (index >= 0) inbox[index] = { ...inbox[index]!, isRead: true };
      }
      return ok(undefined);
    });
  }
}

const signedOut: StoredSession = { token: null, userId: null, role: null, email: null };

export class FakeSessionStore implements SessionStore {
  private session: StoredSession = signedOut;
  private readonly listeners = new Set<() => void>();

  current(): StoredSession {
    return this.session;
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Signs in in this tab, as the login screen does: no storage event reaches this tab. */
  signIn(userId: number): void {
    this.session = { token: `token-${userId}`, userId, role: 'User', email: `user${userId}@tiara.example` };
  }

  signOut(): void {
    this.session = signedOut;
  }

  /** Another tab signed in or out: the storage event arrives. */
  changeInAnotherTab(userId: number | null): void {
    if (userId === null) this.signOut();
    else this.signIn(userId);
    for (const listener of this.listeners) listener();
  }

  get listenerCount(): number {
    return this.listeners.size;
  }
}

export class FakeNotificationsChanged implements NotificationsChanged {
  private readonly listeners = new Set<() => void>();

  announce(): void {
    for (const listener of this.listeners) listener();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get listenerCount(): number {
    return this.listeners.size;
  }
}

/** A fresh container per test, wired like src/startShop.tsx but with fakes for every port. */
export function shellContainer() {
  const container = new Container({ autobind: true });
  const parts = {
    clock: new FakeClock(),
    navigator: new FakeNavigator(),
    maintenanceApi: new FakeMaintenanceApi(),
    notificationApi: new FakeNotificationApi(),
    aiApi: new FakeAiApi(),
    session: new FakeSessionStore(),
    notificationsChanged: new FakeNotificationsChanged(),
    deletedNotifications: new MemoryDeletedNotificationsStore(),
    cartStore: new MemoryCartStore(),
  };
  container.bind(Clock).toConstantValue(parts.clock);
  container.bind(Navigator).toConstantValue(parts.navigator);
  container.bind(MaintenanceApi).toConstantValue(parts.maintenanceApi);
  container.bind(NotificationApi).toConstantValue(parts.notificationApi);
  container.bind(AiApi).toConstantValue(parts.aiApi);
  container.bind(SessionStore).toConstantValue(parts.session);
  container.bind(NotificationsChanged).toConstantValue(parts.notificationsChanged);
  container.bind(DeletedNotificationsStore).toConstantValue(parts.deletedNotifications);
  container.bind(CartStore).toConstantValue(parts.cartStore);
  container.bind(CartPresenter).toSelf().inSingletonScope();
  container.bind(AiAccessPresenter).toSelf().inSingletonScope();
  return { container, ...parts };
}

/** The shell where customer 1 has two unread notifications of three and AI access, and customer 2 one unread and no access. */
export function shellWithTwoCustomers() {
  const kit = shellContainer();
  kit.notificationApi.inboxes.set(1, [notification(1, false), notification(2, true), notification(3, false)]);
  kit.notificationApi.inboxes.set(2, [notification(4, false)]);
  kit.aiApi.usersWithAccess.add(1);
  return kit;
}
