import { afterEach, describe, expect, it } from 'vitest';
import type { StaffSession } from '../../../src/application/admin/StaffSessionStore';
import { AdminLayoutPresenter } from '../../../src/ui/admin/AdminLayoutPresenter';
import { showLanguage } from '../../../src/ui/i18n/localized';
import { loadTexts } from '../../../src/ui/i18n/translations';
import { ToastPresenter } from '../../../src/ui/toast/ToastPresenter';
import { FakeClock } from '../support/FakeClock';
import { FakeNavigator } from '../support/FakeNavigator';
import { FakeTokenValidation, MemoryStaffSessionStore, adminSession, settle } from './shared/adminFakes';

/** The back office's frame over the admin session the browser keeps (StaffSessionPresenter.test.ts tests its guard in full). */
function adminLayout(session: StaffSession | null = adminSession) {
  const store = new MemoryStaffSessionStore(session);
  const server = new FakeTokenValidation();
  const navigator = new FakeNavigator();
  const toasts = new ToastPresenter(new FakeClock());
  const layout = new AdminLayoutPresenter(store, server, navigator, toasts, new FakeClock());
  return { layout, store, server, navigator, shown: () => toasts.toasts.map((toast) => [toast.tone, toast.message]) };
}

/** The person enters /admin and the server's answer arrives. */
async function enter(layout: AdminLayoutPresenter) {
  layout.staff.areaOpened();
  await settle();
}

afterEach(() => showLanguage('en'));

describe('AdminLayoutPresenter', () => {
  it("guards /admin with the admin session, showing the admin's e-mail once the server accepted its token", async () => {
    const { layout, server, navigator } = adminLayout();
    await enter(layout);
    expect(server.validatedTokens).toEqual(['admin.token']);
    expect([layout.staff.view, layout.staff.email, navigator.visited]).toEqual(['area', 'admin@tiara.example', []]);
  });

  it('sends a sales session to /admin/login: the sales desk opens the back office to no one', async () => {
    const { layout, store, server, navigator } = adminLayout({ ...adminSession, token: 'sales.token', email: 'sales@tiara.example', role: 'Sales' });
    await enter(layout);
    expect([layout.staff.view, navigator.visited, server.validatedTokens, store.current()]).toEqual(['waiting', ['/admin/login'], [], null]);
  });

  it("says the admin session ended, and Logout leads to /admin/login, in the back office's words", async () => {
    const { layout, store, navigator, shown } = adminLayout();
    await enter(layout);
    layout.staff.logoutClicked();
    expect([store.current(), navigator.visited, shown()]).toEqual([null, ['/admin/login'], [['success', 'You have been logged out.']]]);

    const ended = adminLayout();
    await enter(ended.layout);
    ended.store.clear();
    expect([ended.navigator.visited, ended.shown()]).toEqual([['/admin/login'], [['error', 'Your admin session has ended. Please log in again.']]]);
  });

  it('opens and closes the phone menu, which a section choice closes', () => {
    const { layout } = adminLayout();
    expect(layout.menuOpen).toBe(false);
    layout.menuToggled();
    expect(layout.menuOpen).toBe(true);
    layout.menuToggled();
    expect(layout.menuOpen).toBe(false);
    layout.menuToggled();
    layout.sectionChosen();
    expect(layout.menuOpen).toBe(false);
    layout.sectionChosen();
    expect(layout.menuOpen).toBe(false);
  });

  it('says so in Arabic on an Arabic page', async () => {
    await loadTexts('ar', ['staff']);
    showLanguage('ar');
    const { layout, store, shown } = adminLayout();
    await enter(layout);
    layout.staff.logoutClicked();
    expect(shown()).toEqual([['success', 'تم تسجيل خروجك.']]);
    store.save(adminSession);
    await enter(layout);
    store.clear();
    expect(shown()).toEqual([['error', 'انتهت جلسة الإدارة. يُرجى تسجيل الدخول مرة أخرى.']]);
  });
});
