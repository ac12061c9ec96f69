import { describe, expect, it } from 'vitest';
import { LogoutPresenter } from '../../../src/ui/auth/LogoutPresenter';
import { etchGel } from '../../application/support/cartLines';
import { accountTestKit, signedInStorage } from '../account/accountTestKit';

function openLogout() {
  const kit = accountTestKit({ ...signedInStorage(), rememberedEmail: 'customer@tiara.example', promoCodeApplied: 'true' });
  kit.cart.addClicked(etchGel);
  return { ...kit, logout: kit.container.get(LogoutPresenter) };
}

describe('LogoutPresenter', () => {
  it('asks first, and cancelling keeps the person signed in', () => {
    const { logout, session } = openLogout();
    logout.logoutClicked();
    expect(logout.confirming).toBe(true);
    logout.cancelled();
    expect(logout.confirming).toBe(false);
    expect(session.current().userId).toBe(7);
  });

  it('clears local storage to the signed-out values, empties the cart, and opens /login 1 second later', () => {
    const { logout, storage, cart, toasts, navigator, clock } = openLogout();
    logout.logoutClicked();
    logout.confirmed();
    expect(logout.confirming).toBe(false);
    expect(logout.signedOut).toBe(true);
    expect(storage.getItem('token')).toBe('null');
    expect(storage.getItem('userId')).toBe('0');
    expect(storage.getItem('isAuthenticated')).toBe('false');
    for (const key of ['userRole', 'email', 'firstName', 'Address', 'PhoneNumber', 'memberSince', 'promoCodeApplied']) expect(storage.getItem(key)).toBeNull();
    // The one value the person asked the browser to keep.
    expect(storage.getItem('rememberedEmail')).toBe('customer@tiara.example');
    expect(cart.isEmpty).toBe(true);
    expect(toasts.toasts.map((toast) => toast.message)).toEqual(['You have been logged out.']);
    clock.advance(999);
    expect(navigator.visited).toEqual([]);
    clock.advance(1);
    expect(navigator.visited).toEqual(['/login']);
  });

  it('confirms nothing that was not asked', () => {
    const { logout, session } = openLogout();
    logout.confirmed();
    expect(session.current().userId).toBe(7);
  });
});
