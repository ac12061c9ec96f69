import { describe, expect, it } from 'vitest';
import { CartPresenter } from '../../../src/ui/cart/CartPresenter';
import { NavbarPresenter } from '../../../src/ui/shell/NavbarPresenter';
import { networkFailure, settle, shellWithTwoCustomers } from './shellTestKit';

function setUp() {
  const kit = shellWithTwoCustomers();
  return { ...kit, navbar: kit.container.get(NavbarPresenter), cart: kit.container.get(CartPresenter) };
}

const bond = { id: 4, name: 'Premier OneBond Universal Adhesive, 5 ml', price: 220_000, image: '/images/products/bonding-bottle.svg', stock: 10 };
const varnish = { id: 50, name: 'KidsGuard 5% Sodium Fluoride Varnish', price: 175_000, image: '/images/products/varnish.svg', stock: 10 };

describe('NavbarPresenter for a visitor', () => {
  it('shows no AI tab, without asking the server', async () => {
    const { navbar, aiApi } = setUp();
    navbar.shown();
    await settle();
    expect(navbar.aiTabVisible).toBe(false);
    expect(aiApi.calls).toEqual([]);
  });
});

describe('NavbarPresenter for a signed-in customer', () => {
  it('shows the AI tab when the access check says has_access', async () => {
    const { navbar, session, aiApi } = setUp();
    session.signIn(1);
    navbar.shown();
    await settle();
    expect(navbar.aiTabVisible).toBe(true);
    expect(aiApi.calls).toEqual(['access 1']);
  });

  it('hides the AI tab when the check says no access', async () => {
    const { navbar, session } = setUp();
    session.signIn(2);
    navbar.shown();
    await settle();
    expect(navbar.aiTabVisible).toBe(false);
  });

  it('falls back silently when the checks fail: the AI tab only for the fixed fallback ids (none)', async () => {
    const { navbar, session, notificationApi, aiApi } = setUp();
    notificationApi.failures.set('forUser', networkFailure);
    aiApi.failures.set('hasAccess', networkFailure);
    session.signIn(1);
    navbar.shown();
    await settle();
    expect(navbar.aiTabVisible).toBe(false);
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
    expect(navbar.unread.count).toBe(0);
    navbar.navigated();
    await settle();
    expect(navbar.unread.count).toBe(2);
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
    expect(navbar.unread.count).toBe(2);
    expect(navbar.aiTabVisible).toBe(true);
    session.changeInAnotherTab(null);
    expect(navbar.unread.count).toBe(0);
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
    expect(navbar.unread.count).toBe(0);
    expect(navbar.aiTabVisible).toBe(false);
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

describe('NavbarPresenter: the header search (issue 27)', () => {
  it('a phone’s search button opens the full-width search and fetches its code; any navigation closes it', () => {
    const { navbar } = setUp();
    expect(navbar).toMatchObject({ searchOpen: false, searchWanted: false });
    navbar.searchButtonClicked();
    expect(navbar).toMatchObject({ searchOpen: true, searchWanted: true });
    navbar.navigated();
    expect(navbar).toMatchObject({ searchOpen: false, searchWanted: true });
    navbar.searchButtonClicked();
    navbar.searchClosed();
    expect(navbar.searchOpen).toBe(false);
  });

  it('the wide screen’s field fetches the search’s code when focused or typed into, keeping what was typed, without opening anything over the page', () => {
    const { navbar } = setUp();
    navbar.searchFieldFocused();
    expect(navbar).toMatchObject({ searchOpen: false, searchWanted: true });
    const typing = setUp().navbar;
    typing.searchDraftTyped('glo');
    expect(typing).toMatchObject({ searchOpen: false, searchWanted: true, searchDraft: 'glo', searchArrived: false });
    typing.searchShown();
    expect(typing).toMatchObject({ searchArrived: true, searchDraft: '' });
  });
});

