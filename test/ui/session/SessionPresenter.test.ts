import { describe, expect, it } from 'vitest';
import { SessionPresenter } from '../../../src/ui/session/SessionPresenter';
import { etchGel } from '../../application/support/cartLines';
import { apiFailure } from '../../application/support/checkoutFakes';
import { accountTestKit, nour, settle, signedInStorage } from '../account/accountTestKit';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

function openShop(storage: Record<string, string> = signedInStorage()) {
  const kit = accountTestKit(storage);
  const sessionWatch = kit.container.get(SessionPresenter);
  return { ...kit, sessionWatch };
}

describe('SessionPresenter', () => {
  it('checks the stored token when the shop opens and every 15 minutes', async () => {
    const { sessionWatch, auth, clock } = openShop();
    const stop = sessionWatch.shopOpened();
    await settle();
    expect(auth.expiryChecks).toEqual([nour.token]);
    clock.advance(FIFTEEN_MINUTES - 1);
    expect(auth.expiryChecks).toHaveLength(1);
    clock.advance(1);
    clock.advance(FIFTEEN_MINUTES);
    await settle();
    expect(auth.expiryChecks).toHaveLength(3);
    stop();
    clock.advance(FIFTEEN_MINUTES);
    expect(auth.expiryChecks).toHaveLength(3);
  });

  it('checks once when the shop opens, however often React mounts the gate', async () => {
    const { sessionWatch, auth, clock } = openShop();
    sessionWatch.shopOpened()();
    const stop = sessionWatch.shopOpened();
    await settle();
    expect(auth.expiryChecks).toHaveLength(1);
    clock.advance(FIFTEEN_MINUTES);
    expect(auth.expiryChecks).toHaveLength(2);
    stop();
  });

  it("signs out an expired session, says so, and opens /login?expired=true 1 second later", async () => {
    const { sessionWatch, auth, storage, cart, toasts, navigator, clock } = openShop();
    cart.addClicked(etchGel);
    auth.expire(nour.token);
    sessionWatch.shopOpened();
    expect(await sessionWatch.startCheckExpired()).toBe(true);
    expect(storage.getItem('token')).toBe('null');
    expect(storage.getItem('userId')).toBe('0');
    expect(storage.getItem('email')).toBeNull();
    expect(cart.isEmpty).toBe(true);
    expect(toasts.toasts.map((toast) => [toast.tone, toast.message])).toEqual([['error', 'Session expired. Please log in again.']]);
    clock.advance(999);
    expect(navigator.visited).toEqual([]);
    clock.advance(1);
    expect(navigator.visited).toEqual(['/login?expired=true']);
  });

  it('expires a session found invalid by a later check', async () => {
    const { sessionWatch, auth, navigator, clock } = openShop();
    sessionWatch.shopOpened();
    expect(await sessionWatch.startCheckExpired()).toBe(false);
    auth.expire(nour.token);
    clock.advance(FIFTEEN_MINUTES);
    await settle();
    clock.advance(1000);
    expect(navigator.visited).toEqual(['/login?expired=true']);
  });

  it('clears a Sales user silently', async () => {
    const { sessionWatch, storage, toasts, navigator, clock } = openShop(signedInStorage({ ...nour, role: 'Sales' }));
    expect(await sessionWatch.startCheckExpired()).toBe(false);
    expect(storage.getItem('token')).toBe('null');
    expect(toasts.toasts).toEqual([]);
    clock.advance(5000);
    expect(navigator.visited).toEqual([]);
  });

  it('asks nothing about a visitor, and keeps the session when the server cannot be asked', async () => {
    const visitor = openShop({});
    expect(await visitor.sessionWatch.startCheckExpired()).toBe(false);
    expect(visitor.auth.expiryChecks).toEqual([]);

    const offline = openShop();
    offline.auth.failures.set('validateTokenExpiry', apiFailure('network'));
    expect(await offline.sessionWatch.startCheckExpired()).toBe(false);
    expect(offline.session.current().userId).toBe(7);
  });
});
