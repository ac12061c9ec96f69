import { describe, expect, it } from 'vitest';
import type { AuthApi, SignupRequest } from '../../../src/application/auth/AuthApi';
import type { Subject } from './support/Subject';

export interface AuthApiSubject {
  readonly api: AuthApi;
  /** An account the backend holds, able to sign in. */
  readonly customer: { readonly email: string; readonly password: string };
  /** A signup nobody has made yet (a new e-mail each call). */
  newAccount(): SignupRequest;
}

/** The six digits the last reset e-mail to `email` carried. */
export type ResetCodes = (email: string) => Promise<string>;

/**
 * What the login, signup, session and password-reset screens rely on from the account calls;
 * the password reset (DESIGN §6, not SPEC's) only where the runner can read the codes it e-mails.
 */
export function authApiContract(subject: Subject<AuthApiSubject>, resetCodeFor?: ResetCodes): void {
  describe('AuthApi', () => {
    it("signs a customer in with SPEC's user fields and a token", async () => {
      const { api, customer } = await subject();
      const signedIn = await api.signIn(customer.email, customer.password);
      expect(signedIn).toMatchObject({ ok: true, value: { role: 'User', email: customer.email, userId: expect.any(Number), token: expect.any(String) } });
      expect(signedIn.ok && signedIn.value.token).not.toBe('');
    });

    it('refuses a wrong password as unauthorized', async () => {
      const { api, customer } = await subject();
      expect(await api.signIn(customer.email, `${customer.password}-wrong`)).toMatchObject({ ok: false, error: { kind: 'unauthorized', status: 401 } });
    });

    it('makes an account once, which then signs in; a second signup with the e-mail is a conflict', async () => {
      const { api, newAccount } = await subject();
      const account = newAccount();
      expect(await api.signUp(account)).toEqual({ ok: true, value: undefined });
      expect(await api.signUp(account)).toMatchObject({ ok: false, error: { kind: 'conflict', status: 409 } });
      expect(await api.signIn(account.email, account.password)).toMatchObject({ ok: true, value: { role: 'User', email: account.email, firstName: account.firstName } });
    });

    it('accepts the token it issued, on both checks, and refuses one it did not', async () => {
      const { api, customer } = await subject();
      const signedIn = await api.signIn(customer.email, customer.password);
      const token = signedIn.ok ? signedIn.value.token : '';
      expect(await api.validateToken(token)).toMatchObject({ ok: true, value: { accepted: true } });
      expect(await api.validateTokenExpiry(token)).toEqual({ ok: true, value: true });
      expect(await api.validateToken('not.a.token')).toEqual({ ok: true, value: { accepted: false } });
      expect(await api.validateTokenExpiry('not.a.token')).toEqual({ ok: true, value: false });
    });

    if (!resetCodeFor) return;
    it('e-mails a reset code: a wrong code is refused with the reason, the right one sets the password that then signs in', async () => {
      const { api, newAccount } = await subject();
      const account = newAccount();
      await api.signUp(account);
      expect(await api.requestPasswordReset(account.email)).toMatchObject({ ok: true, value: expect.any(String) });
      const code = await resetCodeFor(account.email);
      const wrong = code === '000000' ? '111111' : '000000';
      const refused = await api.resetPassword({ email: account.email, code: wrong, newPassword: 'NewSmile2027!' });
      expect(refused).toMatchObject({ ok: false, error: { kind: 'rejected', status: 400 } });
      expect(!refused.ok && refused.error.message).not.toBe('');
      expect(await api.resetPassword({ email: account.email, code, newPassword: 'NewSmile2027!' })).toMatchObject({ ok: true, value: expect.any(String) });
      expect(await api.signIn(account.email, 'NewSmile2027!')).toMatchObject({ ok: true, value: { email: account.email } });
      expect(await api.signIn(account.email, account.password)).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
    });
  });
}
