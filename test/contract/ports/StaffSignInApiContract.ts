import { describe, expect, it } from 'vitest';
import { SignInStaff } from '../../../src/application/admin/SignInStaff';
import type { StaffSignInApi } from '../../../src/application/admin/StaffSignInApi';
import type { Subject } from './support/Subject';

interface Credentials {
  readonly email: string;
  readonly password: string;
}

export interface StaffSignInApiSubject {
  readonly api: StaffSignInApi;
  /** A customer's account the backend holds. */
  readonly customer: Credentials;
}

/** The backend's admin and sales person. */
export interface StaffAccounts {
  readonly admin: Credentials;
  readonly sales: Credentials;
}

/**
 * What the admin and sales logins rely on from the sign-in call they share with the storefront:
 * the role it answers decides which area opens. The staff's own sign-in only where the runner's
 * backend has staff accounts (SPEC's stand-in holds a customer only).
 */
export function staffSignInApiContract(subject: Subject<StaffSignInApiSubject>, staff?: StaffAccounts): void {
  describe('StaffSignInApi', () => {
    it("answers a customer's account with the User role, which opens neither staff area", async () => {
      const { api, customer } = await subject();
      const signedIn = await api.signIn(customer.email, customer.password);
      expect(signedIn).toMatchObject({ ok: true, value: { email: customer.email, userId: expect.any(Number), token: expect.any(String) } });
      expect(signedIn.ok && signedIn.value.role.toLowerCase()).toBe('user');
      expect(await new SignInStaff(api).execute('admin', customer.email, customer.password)).toEqual({ ok: false, error: { kind: 'wrong-role' } });
      expect(await new SignInStaff(api).execute('sales', customer.email, customer.password)).toEqual({ ok: false, error: { kind: 'wrong-role' } });
    });

    it('refuses a wrong password as unauthorized, with the reason to show', async () => {
      const { api, customer } = await subject();
      const refused = await api.signIn(customer.email, `${customer.password}-wrong`);
      expect(refused).toMatchObject({ ok: false, error: { kind: 'unauthorized', status: 401 } });
      expect(!refused.ok && refused.error.message).not.toBe('');
    });

    if (!staff) return;
    it('signs the admin into the back office, and the sales person into the sales desk but not the back office', async () => {
      const { api } = await subject();
      const admin = await new SignInStaff(api).execute('admin', staff.admin.email, staff.admin.password);
      expect(admin).toMatchObject({ ok: true, value: { role: 'Admin', email: staff.admin.email, userId: expect.any(Number) } });
      expect(admin.ok && admin.value.token).not.toBe('');
      expect(await new SignInStaff(api).execute('sales', staff.sales.email, staff.sales.password)).toMatchObject({ ok: true, value: { role: 'Sales', email: staff.sales.email } });
      expect(await new SignInStaff(api).execute('admin', staff.sales.email, staff.sales.password)).toEqual({ ok: false, error: { kind: 'wrong-role' } });
    });
  });
}
