import { describe, expect, it } from 'vitest';
import type { NotificationApi } from '../../../src/application/notifications/NotificationApi';
import type { Subject } from './support/Subject';

export interface NotificationApiSubject {
  readonly api: NotificationApi;
  /** The signed-in customer, with at least one unread notification. */
  readonly userId: number;
}

/** What the navbar's badge and the notifications page rely on from the notification calls of SPEC §7. */
export function notificationApiContract(subject: Subject<NotificationApiSubject>): void {
  describe('NotificationApi', () => {
    it("lists the customer's notifications with their read state, category and date", async () => {
      const { api, userId } = await subject();
      const inbox = await api.forUser(userId);
      expect(inbox.ok && inbox.value.length).toBeGreaterThan(0);
      expect(inbox.ok && inbox.value[0]).toMatchObject({ id: expect.any(Number), isRead: expect.any(Boolean), title: expect.any(String), category: expect.any(Number) });
    });

    it('marks a notification read, after which the inbox shows it read', async () => {
      const { api, userId } = await subject();
      const inbox = await api.forUser(userId);
      const unread = inbox.ok ? inbox.value.find((entry) => !entry.isRead) : undefined;
      expect(unread).toBeDefined();
      expect(await api.markRead(unread?.id ?? 0)).toEqual({ ok: true, value: undefined });
      const after = await api.forUser(userId);
      expect(after.ok && after.value.find((entry) => entry.id === unread?.id)).toMatchObject({ isRead: true });
    });
  });
}
