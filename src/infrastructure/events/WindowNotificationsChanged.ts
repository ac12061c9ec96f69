import type { NotificationsChanged } from '../../application/notifications/NotificationsChanged';

/** The window event the notifications screen dispatches when read states change (SPEC §4). */
export const NOTIFICATIONS_CHANGED_EVENT = 'notifications-changed';

export class WindowNotificationsChanged implements NotificationsChanged {
  private readonly target: EventTarget;

  constructor(target: EventTarget) {
    this.target = target;
  }

  announce(): void {
    this.target.dispatchEvent(new Event(NOTIFICATIONS_CHANGED_EVENT));
  }

  subscribe(listener: () => void): () => void {
    const onEvent = () => listener();
    this.target.addEventListener(NOTIFICATIONS_CHANGED_EVENT, onEvent);
    return () => this.target.removeEventListener(NOTIFICATIONS_CHANGED_EVENT, onEvent);
  }
}
