import { describe, expect, it } from 'vitest';
import { CartPresenter } from '../../../src/ui/cart/CartPresenter';
import { NavbarPresenter } from '../../../src/ui/shell/NavbarPresenter';
import { notification, settle, shellContainer } from './shellTestKit';

function setUp() {
  const kit = shellContainer();
  kit.notificationApi.inboxes.set(1, [notification(1, false), notification(2, true), notification(3, false)]);
  kit.notificationApi.inboxes.set(2, [notification(4, false)]);
  kit.aiApi.usersWithAccess.add(1);
  return { ...kit, navbar: kit.container.get(NavbarPresenter), cart: kit.container.get(CartPresenter) };
}

const bond = { id: 4, name: 'Premier OneBond Universal Adhesive, 5 ml', price: 220_000, image: '/images/products/bonding-bottle.svg', stock: 10 };
const varnish = { id: 50, name: 'KidsGuard 5% Sodium Fluoride Varnish', price: 175_000, image: '/images/products/varnish.svg', stock: 10 };

describe('NavbarPresenter for a visitor', () => {
  it('shows no unread badge and no AI tab, without asking the server', async () => {
    const { navbar, notificationApi, aiApi } = setUp();
    navbar.shown();
    await settle();
    expect(navbar.unreadCount).toBe(0);
    expect(navbar.aiTabVisible).toBe(false);
    expect(notificationApi.calls).toEqual([]);
    expect(aiApi.calls).toEqual([]);
  });
});

describe('NavbarPresenter for a signed-in customer', () => {
  it('counts the unread notifications and shows the AI tab when the access check says has_access', async () => {
    const { navbar, session, notificationApi, aiApi } = setUp();
    session.signIn(1);
    navbar.shown();
    await settle();
    expect(navbar.unreadCount).toBe(2);
    expect(navbar.aiTabVisible).toBe(true);
    expect(notificationApi.calls).toEqual(['inbox 1']);
    expect(aiApi.calls).toEqual(['access 1']);
  });

  it('hides the AI tab when the check says no access', async () => {
    const { navbar, session } = setUp();
    session.signIn(2);
    navbar.shown();
    await settle();
    expect(navbar.aiTabVisible).toBe(false);
    expect(navbar.unreadCount).toBe(1);
  });

  it('falls back silently when the checks fail: count 0, and the AI tab only for the fixed fallback ids (none)', async () => {
    const { navbar, session, notificationApi, aiApi } = setUp();
    notificationApi.failing = true;
    aiApi.failing = true;
    session.signIn(1);
    navbar.shown();
    await settle();
    expect(navbar.unreadCount).toBe(0);
    expect(navbar.aiTabVisible).toBe(false);
  });

  it('counts again when the notifications screen announces a change', async () => {
    const { navbar, session, notificationApi, notificationsChanged } = setUp();
    session.signIn(1);
    navbar.shown();
    await settle();
    await notificationApi.markRead(1);
    notificationsChanged.announce();
    await settle();
    expect(navbar.unreadCount).toBe(1);
  });

  it('stops listening when the navbar goes', async () => {
    const { navbar, session, notificationsChanged } = setUp();
    session.signIn(1);
    const hidden = navbar.shown();
    expect(notificationsChanged.listenerCount).toBe(1);
    expect(session.listenerCount).toBe(1);
    hidden();
    expect(notificationsChanged.listenerCount).toBe(0);
    expect(session.listenerCount).toBe(0);
  });
});

describe('NavbarPresenter when the signed-in person changes', () => {
  it('refreshes both badges after a sign-in in this tab, at the next navigation, and not before', async () => {
    const { navbar, session, notificationApi } = setUp();
    navbar.shown();
    await settle();
    session.signIn(1);
    expect(navbar.unreadCount).toBe(0);
    navbar.navigated();
    await settle();
    expect(navbar.unreadCount).toBe(2);
    expect(navbar.aiTabVisible).toBe(true);
    navbar.navigated();
    await settle();
    expect(notificationApi.calls).toEqual(['inbox 1']);
  });

  it('follows a sign-in and a sign-out made in another tab', async () => {
    const { navbar, session } = setUp();
    navbar.shown();
    session.changeInAnotherTab(1);
    await settle();
    expect(navbar.unreadCount).toBe(2);
    expect(navbar.aiTabVisible).toBe(true);
    session.changeInAnotherTab(null);
    expect(navbar.unreadCount).toBe(0);
    expect(navbar.aiTabVisible).toBe(false);
  });

  it('ignores answers about a user who has since signed out', async () => {
    const { navbar, session, notificationApi, aiApi } = setUp();
    session.signIn(1);
    notificationApi.hold();
    aiApi.hold();
    navbar.shown();
    session.signOut();
    navbar.navigated();
    await notificationApi.release();
    await aiApi.release();
    expect(navbar.unreadCount).toBe(0);
    expect(navbar.aiTabVisible).toBe(false);
  });

  it('shows the newest count when two answers arrive out of order', async () => {
    const { navbar, session, notificationApi, notificationsChanged } = setUp();
    session.signIn(1);
    notificationApi.hold();
    navbar.shown();
    notificationApi.inboxes.set(1, [notification(1, false)]);
    notificationsChanged.announce();
    await notificationApi.release([1, 0]);
    expect(navbar.unreadCount).toBe(1);
  });
});

describe('NavbarPresenter badges and menu', () => {
  it('shows the total item count of the cart, not the number of lines', () => {
    const { navbar, cart } = setUp();
    expect(navbar.cartCount).toBe(0);
    cart.addClicked(bond, 3);
    cart.addClicked(varnish, 2);
    expect(navbar.cartCount).toBe(5);
  });

  it('opens and closes the mobile menu, and closes it on every navigation', () => {
    const { navbar } = setUp();
    expect(navbar.menuEverOpened).toBe(false);
    navbar.menuToggled();
    expect(navbar.menuOpen).toBe(true);
    expect(navbar.menuEverOpened).toBe(true);
    navbar.menuToggled();
    expect(navbar.menuOpen).toBe(false);
    navbar.menuToggled();
    navbar.navigated();
    expect(navbar.menuOpen).toBe(false);
    navbar.menuToggled();
    navbar.menuClosed();
    expect(navbar.menuOpen).toBe(false);
    expect(navbar.menuEverOpened).toBe(true);
  });
});
