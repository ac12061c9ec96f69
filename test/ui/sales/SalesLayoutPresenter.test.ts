import { describe, expect, it } from 'vitest';
import type { StaffSession } from '../../../src/application/admin/StaffSessionStore';
import { SalesLayoutPresenter } from '../../../src/ui/sales/SalesLayoutPresenter';
import { ToastPresenter } from '../../../src/ui/toast/ToastPresenter';
import { FakeTokenValidation, MemoryStaffSessionStore, adminSession, settle, tokenRefused } from '../admin/shared/adminFakes';
import { FakeClock } from '../support/FakeClock';
import { FakeNavigator } from '../support/FakeNavigator';

const salesSession: StaffSession = { ...adminSession, token: 'sales.token', email: 'sales@tiara.example', role: 'Sales' };

function salesLayout(session: StaffSession | null) {
  const store = new MemoryStaffSessionStore(session);
  const server = new FakeTokenValidation();
  const navigator = new FakeNavigator();
  const clock = new FakeClock();
  const toasts = new ToastPresenter(clock);
  return { layout: new SalesLayoutPresenter(store, server, navigator, toasts, clock), store, server, navigator, clock, toasts };
}

describe('SalesLayoutPresenter', () => {
  it('guards /sales with the sales session', async () => {
    const { layout, navigator } = salesLayout(null);
    layout.staff.areaOpened();
    await settle();
    expect(navigator.visited).toEqual(['/sales/login']);
  });

  it.each(['Sales', 'sales', 'SALES', 'admin'])('opens /sales for a session with the role %s once the server accepted its token', async (role) => {
    const { layout, server } = salesLayout({ ...salesSession, role });
    layout.staff.areaOpened();
    await settle();
    expect(layout.staff.view).toBe('area');
    expect(server.validatedTokens).toEqual([salesSession.token]);
  });

  it("says 'Unauthorized Access' for a refused sales token, clears it and opens /sales/login 1 second later", async () => {
    const { layout, server, store, navigator, clock, toasts } = salesLayout(salesSession);
    server.answer = tokenRefused();
    layout.staff.areaOpened();
    await settle();
    expect(layout.staff.view).toBe('waiting');
    expect(toasts.toasts.map((toast) => toast.message)).toEqual(['Unauthorized Access']);
    expect(store.current()).toBeNull();
    clock.advance(999);
    expect(navigator.visited).toEqual([]);
    clock.advance(1);
    expect(navigator.visited).toEqual(['/sales/login']);
  });
});
