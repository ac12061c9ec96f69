import { describe, expect, it } from 'vitest';
import { UnreadNotificationsPresenter } from '../../../src/ui/shell/UnreadNotificationsPresenter';
import { networkFailure, notification, settle, shellWithTwoCustomers } from './shellTestKit';

function setUp() {
  const kit = shellWithTwoCustomers();
  return { ...kit, badge: kit.container.get(UnreadNotificationsPresenter) };
}

describe('UnreadNotificationsPresenter', () => {
  it('shows no unread badge for a visitor, without asking the server', async () => {
    const { badge, notificationApi } = setUp();
    badge.shown();
    await settle();
    expect(badge.count).toBe(0);
    expect(notificationApi.calls).toEqual([]);
  });

  it('counts the unread notifications of the signed-in customer', async () => {
    const { badge, session, notificationApi } = setUp();
    session.signIn(1);
    badge.shown();
    await settle();
    expect(badge.count).toBe(2);
    expect(notificationApi.calls).toEqual(['inbox 1']);
  });

  it("counts another customer's own unread notifications", async () => {
    const { badge, session } = setUp();
    session.signIn(2);
    badge.shown();
    await settle();
    expect(badge.count).toBe(1);
  });

  it('falls back silently to 0 when the count fails', async () => {
    const { badge, session, notificationApi } = setUp();
    notificationApi.failures.set('forUser', networkFailure);
    session.signIn(1);
    badge.shown();
    await settle();
    expect(badge.count).toBe(0);
  });

  it('counts again when the notifications screen announces a change', async () => {
    const { badge, session, notificationApi, notificationsChanged } = setUp();
    session.signIn(1);
    badge.shown();
    await settle();
    await notificationApi.markRead(1);
    notificationsChanged.announce();
    await settle();
    expect(badge.count).toBe(1);
  });

  it('stops listening for changes when it goes', () => {
    const { badge, notificationsChanged } = setUp();
    const hidden = badge.shown();
    expect(notificationsChanged.listenerCount).toBe(1);
    hidden();
    expect(notificationsChanged.listenerCount).toBe(0);
  });

  it('counts again when it sees another signed-in user, and only then', async () => {
    const { badge, session, notificationApi } = setUp();
    badge.shown();
    session.signIn(1);
    badge.sessionSeen();
    await settle();
    badge.sessionSeen();
    await settle();
    expect(badge.count).toBe(2);
    expect(notificationApi.calls).toEqual(['inbox 1']);
  });

  it('ignores answers about a user who has since signed out', async () => {
    const { badge, session, notificationApi } = setUp();
    session.signIn(1);
    notificationApi.hold();
    badge.shown();
    session.signOut();
    badge.sessionSeen();
    await notificationApi.release();
    expect(badge.count).toBe(0);
  });

  it('shows the newest count when two answers arrive out of order', async () => {
    const { badge, session, notificationApi, notificationsChanged } = setUp();
    session.signIn(1);
    notificationApi.hold();
    badge.shown();
    notificationApi.inboxes.set(1, [notification(1, false)]);
    notificationsChanged.announce();
    await notificationApi.release([1, 0]);
    expect(badge.count).toBe(1);
  });
});
