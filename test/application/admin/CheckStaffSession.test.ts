import { describe, expect, it } from 'vitest';
import { CheckStaffSession } from '../../../src/application/admin/CheckStaffSession';
import type { StaffSession } from '../../../src/application/admin/StaffSessionStore';
import { FakeTokenValidation, MemoryStaffSessionStore, adminSession, failure, settle, tokenAccepted, tokenRefused } from '../../ui/admin/shared/adminFakes';

const salesSession: StaffSession = { ...adminSession, token: 'sales.token', email: 'sales@tiara.example', role: 'Sales' };
const unauthorized = { kind: 'refused', to: '/admin/login', delayMs: 1000, notice: 'unauthorizedAccess' };

function check(area: 'admin' | 'sales', session: StaffSession | null) {
  const store = new MemoryStaffSessionStore(session);
  const server = new FakeTokenValidation();
  return { store, server, useCase: new CheckStaffSession(area, store, server) };
}

describe('CheckStaffSession', () => {
  it.each(['Admin', 'admin', 'ADMIN'])('lets a session with the role %s into the back office once the server accepts its token', async (role) => {
    const { server, useCase } = check('admin', { ...adminSession, role });
    expect(await useCase.execute()).toEqual({ kind: 'allowed', session: { ...adminSession, role } });
    expect(server.validatedTokens).toEqual(['admin.token']);
  });

  it.each(['Sales', 'sales', 'SALES', 'admin'])('lets a session with the role %s into the sales desk', async (role) => {
    const { useCase } = check('sales', { ...salesSession, role });
    expect((await useCase.execute()).kind).toBe('allowed');
  });

  it("refuses a token the server does not accept: 'Unauthorized Access', the area's login after 1 second, the session cleared", async () => {
    const { store, server, useCase } = check('admin', adminSession);
    server.answer = tokenRefused();
    expect(await useCase.execute()).toEqual(unauthorized);
    expect(store.current()).toBeNull();
  });

  it('refuses a genuine Sales token whose stored role was edited to Admin, by the role the server names for it', async () => {
    const { store, server, useCase } = check('admin', { ...salesSession, role: 'Admin' });
    server.answer = tokenAccepted('Sales');
    expect(await useCase.execute()).toEqual(unauthorized);
    expect(store.current()).toBeNull();
  });

  it.each(['Admin', 'ADMIN', 'admin'])('lets an admin session in when the server names the role %s, or names none', async (role) => {
    for (const answer of [tokenAccepted(role), tokenAccepted(null)]) {
      const { server, useCase } = check('admin', adminSession);
      server.answer = answer;
      expect((await useCase.execute()).kind).toBe('allowed');
    }
  });

  it('sends a refused sales token to /sales/login', async () => {
    const { server, useCase } = check('sales', salesSession);
    server.answer = tokenRefused();
    expect(await useCase.execute()).toEqual({ ...unauthorized, to: '/sales/login' });
  });

  it('sends a sales session on /admin straight to /admin/login, clearing it without asking the server', async () => {
    const { store, server, useCase } = check('admin', salesSession);
    expect(await useCase.execute()).toEqual({ kind: 'refused', to: '/admin/login', delayMs: 0, notice: null });
    expect(store.current()).toBeNull();
    expect(server.validatedTokens).toEqual([]);
  });

  it('sends a visitor without a session to the login at once', async () => {
    const { server, useCase } = check('sales', null);
    expect(await useCase.execute()).toEqual({ kind: 'refused', to: '/sales/login', delayMs: 0, notice: null });
    expect(server.validatedTokens).toEqual([]);
  });

  it('keeps the session when the server cannot be reached', async () => {
    const { store, server, useCase } = check('admin', adminSession);
    server.answer = failure(0, 'Unable to reach the shop.', 'network');
    expect(await useCase.execute()).toEqual({ kind: 'unreachable' });
    expect(store.current()).toEqual(adminSession);
  });

  it('still says a refused token is refused when the session was cleared while the server answered', async () => {
    const { store, server, useCase } = check('admin', adminSession);
    server.holding = true;
    const outcome = useCase.execute();
    await settle();
    store.clear();
    server.release(tokenRefused());
    expect(await outcome).toEqual(unauthorized);
  });

  it('opens nothing for an accepted token whose session was logged out while the server answered', async () => {
    const { store, server, useCase } = check('admin', adminSession);
    server.holding = true;
    const outcome = useCase.execute();
    await settle();
    store.clear();
    server.release(tokenAccepted());
    expect(await outcome).toEqual({ kind: 'refused', to: '/admin/login', delayMs: 0, notice: null });
  });

  it('judges the session logged in while the server answered about an older one', async () => {
    const { store, server, useCase } = check('admin', adminSession);
    server.holding = true;
    const outcome = useCase.execute();
    await settle();
    store.save({ ...adminSession, token: 'newer.token' });
    server.release(tokenRefused());
    await settle();
    server.release(tokenAccepted());
    expect(await outcome).toEqual({ kind: 'allowed', session: { ...adminSession, token: 'newer.token' } });
    expect(server.validatedTokens).toEqual(['admin.token', 'newer.token']);
  });
});
