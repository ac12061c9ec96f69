import { describe, expect, it } from 'vitest';
import { AdminLayoutPresenter } from '../../../../src/ui/admin/AdminLayoutPresenter';
import { AdminMessages } from '../../../../src/ui/messages/AdminMessages';
import { ToastPresenter } from '../../../../src/ui/toast/ToastPresenter';
import { FakeClock } from '../../support/FakeClock';
import { FakeNavigator } from '../../support/FakeNavigator';
import { MemoryStaffSessionStore, adminSession } from './adminFakes';

function layout(store: MemoryStaffSessionStore) {
  const navigator = new FakeNavigator();
  const toasts = new ToastPresenter(new FakeClock());
  return { presenter: new AdminLayoutPresenter(store, navigator, toasts), navigator, toasts };
}

describe('the admin area guard (StaffSessionPresenter)', () => {
  it('sends a visitor without an admin session to /admin/login', () => {
    const { presenter, navigator } = layout(new MemoryStaffSessionStore());
    presenter.staff.areaOpened();
    expect(presenter.staff.signedIn).toBe(false);
    expect(navigator.visited).toEqual(['/admin/login']);
  });

  it('shows the signed-in e-mail, and on Logout clears the session and says so', () => {
    const store = new MemoryStaffSessionStore(adminSession);
    const { presenter, navigator, toasts } = layout(store);
    const stop = presenter.staff.areaOpened();
    expect(presenter.staff.email).toBe('admin@tiara.example');
    expect(navigator.visited).toEqual([]);
    presenter.staff.logoutClicked();
    expect(store.current()).toBeNull();
    expect(navigator.visited).toEqual(['/admin/login']);
    expect(toasts.toasts.map((toast) => toast.message)).toEqual([AdminMessages.loggedOut]);
    stop();
    expect(store.listening).toBe(0);
  });

  it('signs the admin out to the login page when the server ends the session (the adapter clears the store on a 401)', () => {
    const store = new MemoryStaffSessionStore(adminSession);
    const { presenter, navigator, toasts } = layout(store);
    presenter.staff.areaOpened();
    store.clear();
    expect(presenter.staff.signedIn).toBe(false);
    expect(navigator.visited).toEqual(['/admin/login']);
    expect(toasts.toasts.map((toast) => toast.message)).toEqual([AdminMessages.sessionEnded]);
  });

  it('opens and closes the phone menu, which a section choice closes', () => {
    const { presenter } = layout(new MemoryStaffSessionStore(adminSession));
    presenter.menuToggled();
    expect(presenter.menuOpen).toBe(true);
    presenter.sectionChosen();
    expect(presenter.menuOpen).toBe(false);
  });
});
