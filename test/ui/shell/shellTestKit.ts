import { Container } from 'inversify';
import { AiApi } from '../../../src/application/ai/AiApi';
import { CartStore } from '../../../src/application/cart/CartStore';
import { MaintenanceApi } from '../../../src/application/maintenance/MaintenanceApi';
import { DeletedNotificationsStore } from '../../../src/application/notifications/DeletedNotificationsStore';
import { NotificationApi } from '../../../src/application/notifications/NotificationApi';
import { NotificationsChanged } from '../../../src/application/notifications/NotificationsChanged';
import type { UserNotification } from '../../../src/application/notifications/UserNotification';
import { SessionStore, type StoredSession } from '../../../src/application/session/SessionStore';
import { Clock } from '../../../src/application/shared/Clock';
import { Navigator } from '../../../src/application/shared/Navigator';
import { CartPresenter } from '../../../src/ui/cart/CartPresenter';
import { AiAccessPresenter } from '../../../src/ui/shell/AiAccessPresenter';
import { networkFailure } from '../../application/support/fakes/FakeApi';
import { FakeAiApi } from '../../application/support/fakes/FakeAiApi';
import { FakeMaintenanceApi } from '../../application/support/fakes/FakeMaintenanceApi';
import { FakeNotificationApi } from '../../application/support/fakes/FakeNotificationApi';
import { MemoryCartStore } from '../catalog/catalogTestKit';
import { MemoryDeletedNotificationsStore } from '../notifications/MemoryDeletedNotificationsStore';
import { FakeClock } from '../support/FakeClock';
import { FakeNavigator } from '../support/FakeNavigator';

export { networkFailure };

/** Lets every pending promise callback run. */
export function settle(): Promise<void> {
  return new Promise((resolveLater) => setTimeout(resolveLater, 0));
}

export const notification = (id: number, isRead: boolean): UserNotification => ({
  id,
  isRead,
  title: `Notification ${id}`,
  message: 'Message',
  category: 0,
  createdAt: new Date('2026-11-21T09:00:00Z'),
});

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
