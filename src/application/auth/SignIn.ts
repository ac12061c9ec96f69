import { inject, injectable } from 'inversify';
import { shouldStoreProfileAtLogin } from '@tiara/domain/access';
import { type Result, fail, ok } from '@tiara/domain/result';
import { AccountSessionStore } from '../session/AccountSessionStore';
import type { ApiFailure } from '../shared/ApiResult';
import { AuthApi } from './AuthApi';

export interface SignInInput {
  readonly email: string;
  readonly password: string;
  /** 'Remember me': the e-mail is kept for the next visit to the login page. */
  readonly rememberMe: boolean;
}

export interface SignedIn {
  /** False for a staff role: SPEC §6 stores nothing then, though the login still succeeds. */
  readonly profileStored: boolean;
}

/**
 * SPEC §8 login failures: `invalid-credentials` a 401, `not-ok` a success status other than 200,
 * `unexpected` anything else (the server unreachable, a refusal, an answer that cannot be read).
 */
export type SignInError = 'invalid-credentials' | 'not-ok' | 'unexpected';

function signInError(failure: ApiFailure): SignInError {
  if (failure.kind === 'unauthorized') return 'invalid-credentials';
  const successStatus = failure.status !== null && failure.status >= 200 && failure.status < 300;
  if (successStatus && failure.kind !== 'invalid-response') return 'not-ok';
  return 'unexpected';
}

/** Signs in with e-mail and password and stores the session of a customer (SPEC §4, §6). */
@injectable()
export class SignIn {
  private readonly auth: AuthApi;
  private readonly session: AccountSessionStore;

  constructor(@inject(AuthApi) auth: AuthApi, @inject(AccountSessionStore) session: AccountSessionStore) {
    this.auth = auth;
    this.session = session;
  }

  async execute(input: SignInInput): Promise<Result<SignedIn, SignInError>> {
    const email = input.email.trim();
    const answer = await this.auth.signIn(email, input.password);
    if (!answer.ok) return fail(signInError(answer.error));
    this.session.rememberEmail(input.rememberMe ? email : null);
    const profileStored = shouldStoreProfileAtLogin(answer.value.role);
    if (profileStored) this.session.signedIn(answer.value);
    return ok({ profileStored });
  }
}
