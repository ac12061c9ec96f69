import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { UserNotification } from '../../../src/application/notifications/UserNotification';
import { showLanguage } from '../../../src/ui/i18n/localized';
import { NotificationsPresenter } from '../../../src/ui/notifications/NotificationsPresenter';
import { NavbarPresenter } from '../../../src/ui/shell/NavbarPresenter';
import { ToastPresenter } from '../../../src/ui/toast/ToastPresenter';
import { networkFailure, settle, shellContainer } from '../shell/shellTestKit';

/** The demo inbox's kind of mail: created relative to the fake clock's 2026-11-21T10:00:00Z. */
const entry = (id: number, isRead: boolean, category: number, createdAt: string | null): UserNotification => ({
  id,
  isRead,
  title: `Notification ${id}`,
  message: `Message ${id}`,
  category,
  createdAt: createdAt === null ? null : new Date(createdAt),
});

function setUp() {
  const kit = shellContainer();
  const api = kit.notificationApi;
  kit.container.bind(ToastPresenter).toSelf().inSingletonScope();
  api.inboxes.set(1, [
    entry(1, false, 0, '2026-11-21T09:30:00Z'),
    entry(2, true, 1, '2026-11-21T07:00:00Z'),
    entry(3, false, 4, '2026-11-19T08:00:00Z'),
    entry(4, true, 42, null),
  ]);
  api.inboxes.set(2, [entry(9, false, 2, '2026-11-21T09:59:00Z')]);
  return {
    ...kit,
    api,
    page: () => kit.container.get(NotificationsPresenter),
    toasts: kit.container.get(ToastPresenter),
  };
}

async function openedFor(userId: number | null) {
  const kit = setUp();
  if (userId !== null) kit.session.signIn(userId);
  const page = kit.page();
  const close = page.opened();
  await settle();
  return { ...kit, page, close };
}

describe('NotificationsPresenter: the list', () => {
  it('shows each notification with its category label and relative time, newest first as the server sent them', async () => {
    const { page, api } = await openedFor(1);
    expect(api.calls).toEqual(['inbox 1']);
    expect(page.status).toBe('loaded');
    expect(page.rows).toEqual([
      { id: 1, title: 'Notification 1', message: 'Message 1', categoryLabel: 'New Product', timeText: 'Just now', isRead: false },
      { id: 2, title: 'Notification 2', message: 'Message 2', categoryLabel: 'New Feature', timeText: '3 hours ago', isRead: true },
      { id: 3, title: 'Notification 3', message: 'Message 3', categoryLabel: 'AI Updates', timeText: 'Nov 19, 2026', isRead: false },
      { id: 4, title: 'Notification 4', message: 'Message 4', categoryLabel: 'Unknown', timeText: '', isRead: true },
    ]);
    expect(page.unreadCount).toBe(2);
  });

  it('keeps the relative times current while the screen is open, and stops when it closes', async () => {
    const { page, clock, close } = await openedFor(1);
    clock.advance(60 * 60_000);
    expect(page.rows[0]?.timeText).toBe('1 hour ago');
    close();
    expect(clock.pending).toBe(0);
    clock.advance(60 * 60_000);
    expect(page.rows[0]?.timeText).toBe('1 hour ago');
  });

  it('writes the times in the shown language, redrawing when the reader switches', async () => {
    const { page } = await openedFor(1);
    const seen: string[][] = [];
    const stop = autorun(() => seen.push(page.rows.map((row) => row.timeText)));
    try {
      showLanguage('ar');
      expect(page.rows.map((row) => row.timeText)).toEqual(['الآن', 'منذ 3 ساعات', '19 نوفمبر 2026', '']);
    } finally {
      showLanguage('en');
      stop();
    }
    expect(seen).toEqual([
      ['Just now', '3 hours ago', 'Nov 19, 2026', ''],
      ['الآن', 'منذ 3 ساعات', '19 نوفمبر 2026', ''],
      ['Just now', '3 hours ago', 'Nov 19, 2026', ''],
    ]);
  });

  it("shows 'No notifications to display' for an empty inbox", async () => {
    const kit = setUp();
    kit.api.inboxes.set(1, []);
    kit.session.signIn(1);
    const page = kit.page();
    page.opened();
    await settle();
    expect(page.isEmpty).toBe(true);
    expect(page.canMarkAllRead).toBe(false);
    expect(page.canClearAll).toBe(false);
  });

  it('asks a visitor to log in, without calling the server', async () => {
    const { page, api } = await openedFor(null);
    expect(page.status).toBe('signed-out');
    expect(page.rows).toEqual([]);
    expect(api.calls).toEqual([]);
  });

  it("shows 'Failed to fetch notifications' when the inbox cannot be read, and Try Again reads it again", async () => {
    const kit = setUp();
    kit.api.failures.set('forUser', networkFailure);
    kit.session.signIn(1);
    const page = kit.page();
    page.opened();
    await settle();
    expect(page.status).toBe('failed');
    kit.api.failures.delete('forUser');
    page.tryAgainClicked();
    expect(page.status).toBe('loading');
    await settle();
    expect(page.status).toBe('loaded');
    expect(page.rows).toHaveLength(4);
  });

  it('loads the other account when another tab signs in as someone else', async () => {
    const { page, session } = await openedFor(1);
    session.changeInAnotherTab(2);
    await settle();
    expect(page.rows.map((row) => row.id)).toEqual([9]);
    session.changeInAnotherTab(null);
    expect(page.status).toBe('signed-out');
  });

  it('ignores an inbox that arrives after the screen was closed', async () => {
    const kit = setUp();
    kit.session.signIn(1);
    kit.api.hold();
    const page = kit.page();
    const close = page.opened();
    close();
    await kit.api.release();
    expect(page.status).toBe('loading');
  });
});

describe('NotificationsPresenter: mark read on the server', () => {
  it('marks one read, and the navbar badge recounts on the notifications-changed event', async () => {
    const kit = await openedFor(1);
    const navbar = kit.container.get(NavbarPresenter);
    navbar.shown();
    await settle();
    expect(navbar.unread.count).toBe(2);

    await kit.page.markReadClicked(1);
    await settle();
    expect(kit.api.calls).toContain('read 1');
    expect(kit.page.rows[0]?.isRead).toBe(true);
    expect(navbar.unread.count).toBe(1);
  });

  it('sends nothing for a notification already read', async () => {
    const { page, api } = await openedFor(1);
    await page.markReadClicked(2);
    expect(api.calls).toEqual(['inbox 1']);
  });

  it('marks every unread one with Mark all as read, then has nothing left to mark', async () => {
    const kit = await openedFor(1);
    const navbar = kit.container.get(NavbarPresenter);
    navbar.shown();
    await settle();
    expect(kit.page.canMarkAllRead).toBe(true);
    await kit.page.markAllReadClicked();
    await settle();
    expect(kit.api.calls.filter((call) => call.startsWith('read'))).toEqual(['read 1', 'read 3']);
    expect(kit.page.rows.every((row) => row.isRead)).toBe(true);
    expect(kit.page.canMarkAllRead).toBe(false);
    expect(navbar.unread.count).toBe(0);
  });

  it("shows 'Failed to mark as read' and keeps the notification unread when the server refuses", async () => {
    const kit = await openedFor(1);
    kit.api.failures.set('read 3', networkFailure);
    let announced = 0;
    kit.notificationsChanged.subscribe(() => (announced += 1));
    await kit.page.markReadClicked(3);
    expect(kit.page.rows.find((row) => row.id === 3)?.isRead).toBe(false);
    expect(kit.toasts.toasts.map((toast) => [toast.tone, toast.message])).toEqual([['error', 'Failed to mark as read']]);
    expect(announced).toBe(0);

    await kit.page.markAllReadClicked();
    expect(kit.page.rows.find((row) => row.id === 1)?.isRead).toBe(true);
    expect(kit.page.rows.find((row) => row.id === 3)?.isRead).toBe(false);
    expect(kit.toasts.toasts.map((toast) => toast.message)).toEqual(['Failed to mark as read']);
    expect(announced).toBe(1);
  });

  it('does not send a second mark-read while the first is under way', async () => {
    const { page, api } = await openedFor(1);
    api.hold();
    const first = page.markReadClicked(1);
    expect(page.isMarking(1)).toBe(true);
    expect(page.canMarkAllRead).toBe(false);
    void page.markReadClicked(1);
    await api.release();
    await first;
    expect(api.calls.filter((call) => call === 'read 1')).toHaveLength(1);
    expect(page.isMarking(1)).toBe(false);
  });
});

describe('NotificationsPresenter: delete and clear all on this browser', () => {
  it('deletes one locally: no server call, still gone when the screen opens again, and the badge recounts without it', async () => {
    const kit = await openedFor(1);
    const navbar = kit.container.get(NavbarPresenter);
    navbar.shown();
    await settle();

    kit.page.deleteClicked(3);
    await settle();
    expect(kit.page.rows.map((row) => row.id)).toEqual([1, 2, 4]);
    expect(kit.api.calls.some((call) => call.startsWith('read'))).toBe(false);
    expect(kit.api.inboxes.get(1)).toHaveLength(4);
    expect(navbar.unread.count).toBe(1);

    const reopened = kit.container.get(NotificationsPresenter);
    reopened.opened();
    await settle();
    expect(reopened.rows.map((row) => row.id)).toEqual([1, 2, 4]);
  });

  it("clears all locally: the empty state, kept after reopening, and another user's inbox untouched", async () => {
    const kit = await openedFor(1);
    kit.page.clearAllClicked();
    expect(kit.page.isEmpty).toBe(true);
    expect([...kit.deletedNotifications.deletedFor(1)].sort()).toEqual([1, 2, 3, 4]);

    const reopened = kit.container.get(NotificationsPresenter);
    reopened.opened();
    await settle();
    expect(reopened.isEmpty).toBe(true);

    kit.session.signIn(2);
    const otherUser = kit.container.get(NotificationsPresenter);
    otherUser.opened();
    await settle();
    expect(otherUser.rows.map((row) => row.id)).toEqual([9]);
  });

  it('asks for the inbox again when the reader switches language: the server writes each notification in the reader’s language', async () => {
    const kit = await openedFor(1);
    kit.api.inboxes.set(1, [{ ...entry(1, false, 0, '2026-11-21T09:30:00Z'), title: 'إشعار 1', message: 'رسالة 1' }]);
    kit.page.languageSwitched();
    await settle();
    expect(kit.api.calls).toEqual(['inbox 1', 'inbox 1']);
    expect(kit.page.rows.map((row) => [row.title, row.message])).toEqual([['إشعار 1', 'رسالة 1']]);
  });

  it('shows a notification the server sends later even after clear all', async () => {
    const kit = await openedFor(1);
    kit.page.clearAllClicked();
    kit.api.inboxes.get(1)?.unshift(entry(5, false, 3, '2026-11-21T09:55:00Z'));
    kit.page.tryAgainClicked();
    await settle();
    expect(kit.page.rows.map((row) => [row.id, row.categoryLabel])).toEqual([[5, 'New Training']]);
  });
});
