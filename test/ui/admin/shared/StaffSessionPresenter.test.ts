import { describe, expect, it } from 'vitest';
import type { StaffSession } from '../../../../src/application/admin/StaffSessionStore';
import { AdminLayoutPresenter } from '../../../../src/ui/admin/AdminLayoutPresenter';
import { AdminMessages } from '../../../../src/ui/messages/AdminMessages';
import { ToastPresenter } from '../../../../src/ui/toast/ToastPresenter';
import { FakeClock } from '../../support/FakeClock';
import { FakeNavigator } from '../../support/FakeNavigator';
import { FakeTokenValidation, MemoryStaffSessionStore, adminSession, failure, settle, tokenAccepted, tokenRefused } from './adminFakes';

function layout(session: StaffSession | null = adminSession) {
  const store = new MemoryStaffSessionStore(session);
  const server = new FakeTokenValidation();
  const navigator = new FakeNavigator();
  const clock = new FakeClock();
  const toasts = new ToastPresenter(clock);
  const presenter = new AdminLayoutPresenter(store, server, navigator, toasts, clock);
  const messages = () => toasts.toasts.map((toast) => [toast.tone, toast.message]);
  return { staff: presenter.staff, store, server, navigator, clock, messages };
}

/** The person enters /admin and the server's answer arrives. */
async function enter(staff: AdminLayoutPresenter['staff']) {
  const leave = staff.areaOpened();
  await settle();
  return leave;
}

describe('the admin area guard (StaffSessionPresenter)', () => {
  it('shows nothing of the area until the server accepted the token, then the area with the e-mail', async () => {
    const { staff, server, navigator } = layout();
    server.holding = true;
    expect(staff.view).toBe('waiting');
    staff.areaOpened();
    await settle();
    expect(staff.view).toBe('waiting');
    expect(server.validatedTokens).toEqual(['admin.token']);
    server.release(tokenAccepted());
    await settle();
    expect(staff.view).toBe('area');
    expect(staff.email).toBe('admin@tiara.example');
    expect(navigator.visited).toEqual([]);
  });

  it.each(['admin', 'ADMIN', 'Admin'])('lets in a session stored with the role %s', async (role) => {
    const { staff } = layout({ ...adminSession, role });
    await enter(staff);
    expect(staff.view).toBe('area');
  });

  it('sends a visitor without an admin session to /admin/login at once, without asking the server', async () => {
    const { staff, server, navigator, messages } = layout(null);
    await enter(staff);
    expect(staff.view).toBe('waiting');
    expect(navigator.visited).toEqual(['/admin/login']);
    expect(server.validatedTokens).toEqual([]);
    expect(messages()).toEqual([]);
  });

  it("says 'Unauthorized Access' for a refused token, clears the session and opens /admin/login exactly 1 second later", async () => {
    const { staff, server, store, navigator, clock, messages } = layout();
    server.answer = tokenRefused();
    await enter(staff);
    expect(staff.view).toBe('waiting');
    expect(messages()).toEqual([['error', 'Unauthorized Access']]);
    expect(store.current()).toBeNull();
    clock.advance(999);
    expect(navigator.visited).toEqual([]);
    clock.advance(1);
    expect(navigator.visited).toEqual(['/admin/login']);
    expect(staff.view).toBe('waiting');
  });

  it('sends a sales session on /admin to /admin/login, clearing it without asking the server', async () => {
    const { staff, server, store, navigator } = layout({ ...adminSession, role: 'Sales' });
    await enter(staff);
    expect(navigator.visited).toEqual(['/admin/login']);
    expect(store.current()).toBeNull();
    expect(server.validatedTokens).toEqual([]);
    expect(staff.view).toBe('waiting');
  });

  it('keeps the session when the server cannot be reached, shows nothing of the area, and checks again on Try again', async () => {
    const { staff, server, store, navigator, clock, messages } = layout();
    server.answer = failure(0, 'Unable to reach the shop.', 'network');
    await enter(staff);
    clock.advance(5000);
    expect(staff.view).toBe('unreachable');
    expect(store.current()).toEqual(adminSession);
    expect(navigator.visited).toEqual([]);
    expect(messages()).toEqual([]);

    server.answer = tokenAccepted();
    staff.retryClicked();
    expect(staff.view).toBe('waiting');
    await settle();
    expect(staff.view).toBe('area');
    expect(server.validatedTokens).toEqual(['admin.token', 'admin.token']);
  });

  it('checks once per entry into the area, and again when the area is left and entered again', async () => {
    const { staff, server } = layout();
    const leave = await enter(staff);
    expect(server.validatedTokens).toHaveLength(1);
    leave();
    expect(staff.view).toBe('waiting');
    await enter(staff);
    expect(staff.view).toBe('area');
    expect(server.validatedTokens).toHaveLength(2);
  });

  it("asks the server once when the area is entered again before its answer (React's strict mode), and says 'Unauthorized Access' once", async () => {
    const { staff, server, navigator, clock, messages } = layout();
    server.holding = true;
    staff.areaOpened()();
    staff.areaOpened();
    await settle();
    expect(server.validatedTokens).toEqual(['admin.token']);
    server.release(tokenRefused());
    await settle();
    expect(messages()).toEqual([['error', 'Unauthorized Access']]);
    clock.advance(1000);
    expect(navigator.visited).toEqual(['/admin/login']);
  });

  it('ignores an answer that arrives after the person left the area, and cancels a redirect still waiting', async () => {
    const { staff, server, navigator, clock, messages } = layout();
    server.holding = true;
    const leave = staff.areaOpened();
    await settle();
    leave();
    server.release(tokenAccepted());
    await settle();
    expect(staff.view).toBe('waiting');

    server.holding = false;
    server.answer = tokenRefused();
    const leaveAgain = await enter(staff);
    expect(messages()).toEqual([['error', 'Unauthorized Access']]);
    leaveAgain();
    clock.advance(1000);
    expect(navigator.visited).toEqual([]);
  });

  it('shows the signed-in e-mail, and on Logout clears the session and says so', async () => {
    const { staff, store, navigator, messages } = layout();
    const leave = await enter(staff);
    staff.logoutClicked();
    expect(store.current()).toBeNull();
    expect(navigator.visited).toEqual(['/admin/login']);
    expect(messages()).toEqual([['success', AdminMessages.loggedOut]]);
    leave();
    expect(store.listening).toBe(0);
  });

  it('signs the admin out to the login page when the server ends the session (the adapter clears the store on a 401)', async () => {
    const { staff, store, navigator, messages } = layout();
    await enter(staff);
    store.clear();
    expect(staff.view).toBe('waiting');
    expect(navigator.visited).toEqual(['/admin/login']);
    expect(messages()).toEqual([['error', AdminMessages.sessionEnded]]);
  });
});
