import { describe, expect, it } from 'vitest';
import { RouteGuardPresenter } from '../../../src/ui/session/RouteGuardPresenter';
import { apiFailure } from '../../application/support/checkoutFakes';
import { accountTestKit, nour, settle, signedInStorage } from '../account/accountTestKit';

function openGuard(storage: Record<string, string> = signedInStorage()) {
  const kit = accountTestKit(storage);
  return { ...kit, guard: kit.container.get(RouteGuardPresenter) };
}

async function enter(guard: RouteGuardPresenter, pathname: string) {
  guard.pathEntered(pathname);
  await settle();
}

describe('RouteGuardPresenter', () => {
  it('opens public routes at once, without asking the server', async () => {
    const { guard, auth, navigator } = openGuard({});
    for (const path of ['/', '/products/5', '/my-orders', '/ai', '/admin/login']) {
      expect(guard.viewFor(path)).toBe('page');
      await enter(guard, path);
      expect(guard.viewFor(path)).toBe('page');
    }
    expect(auth.validatedTokens).toEqual([]);
    expect(navigator.visited).toEqual([]);
  });

  it('sends a visitor from /account to /login at once, and shows nothing of it meanwhile', async () => {
    const { guard, navigator } = openGuard({});
    expect(guard.viewFor('/account')).toBe('waiting');
    await enter(guard, '/account');
    expect(guard.viewFor('/account')).toBe('waiting');
    expect(navigator.visited).toEqual(['/login']);
  });

  it('sends a customer without the subscription flag from the scan upload to the plans, which say why (not /login, which sends them home)', async () => {
    const { guard, navigator, auth } = openGuard({ ...signedInStorage(), tiaraAiSubscription: 'false' });
    await enter(guard, '/ai-scan-upload');
    expect(navigator.visited).toEqual(['/ai?needs=plan']);
    expect(auth.validatedTokens).toEqual([]);
  });

  it('leaves the admin and sales areas to their own staff sessions and guards', async () => {
    const { guard, navigator, auth } = openGuard({});
    for (const path of ['/admin/dashboard', '/sales/orders']) {
      expect(guard.viewFor(path)).toBe('page');
      await enter(guard, path);
    }
    expect(navigator.visited).toEqual([]);
    expect(auth.validatedTokens).toEqual([]);
  });

  it('sends a signed-in person from /login and /signup home', async () => {
    const { guard, navigator } = openGuard();
    expect(guard.viewFor('/login')).toBe('waiting');
    await enter(guard, '/login');
    await enter(guard, '/signup');
    expect(navigator.visited).toEqual(['/', '/']);
  });

  it('shows /account once the server accepted the token, after the session check made at opening', async () => {
    const { guard, auth } = openGuard();
    auth.hold('validateToken');
    guard.pathEntered('/account');
    await settle();
    expect(auth.expiryChecks).toEqual([nour.token]);
    expect(auth.validatedTokens).toEqual([nour.token]);
    expect(guard.viewFor('/account')).toBe('waiting');
    await auth.release();
    await settle();
    expect(guard.viewFor('/account')).toBe('page');
  });

  it('lets a subscriber into the scan upload after the token check', async () => {
    const { guard, navigator } = openGuard({ ...signedInStorage(), tiaraAiSubscription: 'true' });
    await enter(guard, '/ai-scan-upload');
    expect(guard.viewFor('/ai-scan-upload')).toBe('page');
    expect(navigator.visited).toEqual([]);
  });

  it("says 'Unauthorized Access' for a refused token, signs out, and opens /login 1 second later", async () => {
    const { guard, auth, storage, toasts, navigator, clock } = openGuard();
    auth.revoke(nour.token);
    await enter(guard, '/account');
    expect(guard.viewFor('/account')).toBe('waiting');
    expect(toasts.toasts.map((toast) => [toast.tone, toast.message])).toEqual([['error', 'Unauthorized Access']]);
    expect(storage.getItem('token')).toBe('null');
    clock.advance(999);
    expect(navigator.visited).toEqual([]);
    clock.advance(1);
    expect(navigator.visited).toEqual(['/login']);
  });

  it('keeps the session when the server could not be asked, but still keeps the page shut', async () => {
    const { guard, auth, session, navigator, clock } = openGuard();
    auth.failures.set('validateToken', apiFailure('network'));
    await enter(guard, '/account');
    clock.advance(1000);
    expect(navigator.visited).toEqual(['/login']);
    expect(session.current().userId).toBe(7);
  });

  it('leaves an expired session to the session check: one message, one redirect to /login?expired=true', async () => {
    const { guard, auth, toasts, navigator, clock } = openGuard();
    auth.expire(nour.token);
    await enter(guard, '/account');
    expect(auth.validatedTokens).toEqual([]);
    expect(toasts.toasts.map((toast) => toast.message)).toEqual(['Session expired. Please log in again.']);
    clock.advance(1000);
    expect(navigator.visited).toEqual(['/login?expired=true']);
  });

  it('sends a Sales user cleared by the opening check to the login page', async () => {
    const { guard, navigator } = openGuard(signedInStorage({ ...nour, role: 'Sales' }));
    await enter(guard, '/account');
    expect(navigator.visited).toEqual(['/login']);
  });

  it('ignores an answer about a path the person has left', async () => {
    const { guard, auth, toasts, navigator, clock } = openGuard();
    auth.hold('validateToken');
    auth.revoke(nour.token);
    guard.pathEntered('/account');
    await settle();
    await enter(guard, '/products');
    await auth.release();
    await settle();
    clock.advance(5000);
    expect(toasts.toasts).toEqual([]);
    expect(navigator.visited).toEqual([]);
    expect(guard.viewFor('/products')).toBe('page');
  });

  it('cancels a pending redirect when the guard closes, and decides again when it opens', async () => {
    const { guard, auth, navigator, clock } = openGuard();
    auth.revoke(nour.token);
    await enter(guard, '/account');
    guard.closed();
    clock.advance(1000);
    expect(navigator.visited).toEqual([]);
    await enter(guard, '/login');
    expect(guard.viewFor('/login')).toBe('page');
  });
});
