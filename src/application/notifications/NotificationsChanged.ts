import type { ServiceIdentifier } from 'inversify';

/**
 * SPEC §4 "Unread count refreshes via an event": the notifications screen announces a change of
 * read state, and the navbar's badge listens for it.
 */
export interface NotificationsChanged {
  announce(): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export const NotificationsChanged: ServiceIdentifier<NotificationsChanged> = Symbol('NotificationsChanged');
