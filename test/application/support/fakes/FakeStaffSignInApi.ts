import type { StaffSignInAnswer, StaffSignInApi } from '../../../../src/application/admin/StaffSignInApi';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import { fail, ok } from '@tiara/domain/result';
import { serverAccountMessagesEn } from '../../../../src/locales/server/en/serverAccountMessagesEn';
import { FakeApi, refusal } from './FakeApi';

/** An account that can sign in, with the role the server answers for it. */
export interface SignInAccount {
  readonly password: string;
  readonly role: string;
  readonly firstName?: string;
  readonly lastName?: string;
}

/** The demo shop's three accounts (server/seed/seedDemoData.ts): its admin, its sales person and a customer. */
export const demoAccounts: Readonly<Record<string, SignInAccount>> = {
  'admin@tiara.example': { password: 'Admin123!', role: 'Admin', firstName: 'Tiara', lastName: 'Administrator' },
  'sales@tiara.example': { password: 'Sales123!', role: 'Sales', firstName: 'Karim', lastName: 'Youssef' },
  'customer@tiara.example': { password: 'Customer123!', role: 'User', firstName: 'Nour', lastName: 'Mansour' },
};

/**
 * The sign-in call of the staff areas (POST /api/user/signin) for `accounts`, the demo shop's by
 * default. Like the server it signs any account in with its role, a customer's too (the staff
 * areas refuse a role that does not open them); a wrong password is unauthorized. Every sign-in
 * is kept as sent.
 */
export class FakeStaffSignInApi extends FakeApi implements StaffSignInApi {
  readonly calls: Array<{ email: string; password: string }> = [];

  constructor(private readonly accounts: Readonly<Record<string, SignInAccount>> = demoAccounts) {
    super();
  }

  signIn(email: string, password: string): Promise<ApiResult<StaffSignInAnswer>> {
    this.calls.push({ email, password });
    return this.respond('signIn', `signIn ${email}`, () => {
      const account = this.accounts[email];
      if (!account || account.password !== password) return fail(refusal(401, 'invalid_credentials', serverAccountMessagesEn.invalidCredentials));
      const userId = Object.keys(this.accounts).indexOf(email) + 1;
      return ok({ role: account.role, token: `${email}.token`, userId, email, firstName: account.firstName ?? '', lastName: account.lastName ?? '' });
    });
  }
}
