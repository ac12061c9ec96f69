import { PasswordResetsRepository } from '../adapters/db/PasswordResetsRepository';
import { UserAccountsRepository } from '../adapters/db/UserAccountsRepository';
import { RequestPasswordReset } from '../application/accounts/RequestPasswordReset';
import { ResetPassword } from '../application/accounts/ResetPassword';
import { SignIn } from '../application/accounts/SignIn';
import { SignUp } from '../application/accounts/SignUp';
import type { ServerContext } from '../http/ServerContext';

/** Customer accounts: signing up and in, the session tokens, and resetting a forgotten password. */
export function accountServices({ db, passwords, tokens }: ServerContext) {
  const accounts = new UserAccountsRepository(db);
  const resets = new PasswordResetsRepository(db);
  return {
    tokens,
    signUp: new SignUp(accounts, passwords),
    signIn: new SignIn(accounts, passwords, tokens),
    requestPasswordReset: new RequestPasswordReset(accounts, resets),
    resetPassword: new ResetPassword(accounts, resets, passwords),
  };
}
