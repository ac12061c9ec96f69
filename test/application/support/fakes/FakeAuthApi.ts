import type { AuthApi, PasswordResetRequest, SignedInUser, SignupRequest, TokenVerdict } from '../../../../src/application/auth/AuthApi';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import { fail, ok } from '@tiara/domain/result';
import { serverAccountMessagesEn } from '../../../../src/locales/server/en/serverAccountMessagesEn';
import { serverPasswordResetMessagesEn } from '../../../../src/locales/server/en/serverPasswordResetMessagesEn';
import { FakeApi, refusal } from './FakeApi';

/** The demo customer as POST /api/user/signin answers for them. */
export const nour: SignedInUser = {
  role: 'User',
  token: 'header.nour.signature',
  email: 'customer@tiara.example',
  userId: 7,
  firstName: 'Nour',
  middleName: 'Ahmed',
  lastName: 'Mansour',
  city: 'Heliopolis',
  country: 'Egypt',
  address: '14 El Nozha Street',
  postalCode: '11341',
  state: 'Cairo',
  phone: '01012345678',
  createdAt: new Date('2026-03-14T09:30:00Z'),
};

export const nourPassword = 'Customer123!';

const MINIMUM_PASSWORD_LENGTH = 8;
const RESET_CODE_MAX_TRIES = 5;

/** A token the server issued: the role its check names (null: it names none), whether its time ran out or it was withdrawn. */
interface IssuedToken {
  readonly role: string | null;
  expired: boolean;
  revoked: boolean;
}

interface Account {
  password: string;
  readonly user: SignedInUser;
}

/**
 * The accounts in memory, the demo customer's by default: signing in answers the account's user
 * (its token issued), signing up makes an account once per e-mail, a reset e-mail carries
 * `resetCode` and the code sets a new password within five tries. The token checks read
 * `tokens`: `expire` and `revoke` end one. Every request is kept as sent.
 */
export class FakeAuthApi extends FakeApi implements AuthApi {
  readonly signIns: [string, string][] = [];
  readonly signUps: SignupRequest[] = [];
  readonly validatedTokens: string[] = [];
  readonly expiryChecks: string[] = [];
  readonly resetRequests: string[] = [];
  readonly resets: PasswordResetRequest[] = [];
  readonly accounts = new Map<string, Account>([[nour.email, { password: nourPassword, user: nour }]]);
  readonly tokens = new Map<string, IssuedToken>([[nour.token, { role: null, expired: false, revoked: false }]]);
  /** The six digits the next reset e-mail carries. */
  resetCode = '482913';
  private readonly sentCodes = new Map<string, { code: string; tries: number }>();
  private nextUserId = 100;

  signIn(email: string, password: string): Promise<ApiResult<SignedInUser>> {
    this.signIns.push([email, password]);
    return this.respond('signIn', `signIn ${email}`, () => {
      const account = this.accounts.get(email);
      if (!account || account.password !== password) return fail(refusal(401, 'invalid_credentials', serverAccountMessagesEn.invalidCredentials));
      if (!this.tokens.has(account.user.token)) this.tokens.set(account.user.token, { role: account.user.role, expired: false, revoked: false });
      return ok(account.user);
    });
  }

  signUp(request: SignupRequest): Promise<ApiResult<void>> {
    this.signUps.push(request);
    return this.respond('signUp', `signUp ${request.email}`, () => {
      if (request.password.length < MINIMUM_PASSWORD_LENGTH) return fail(refusal(400, 'weak_password', serverAccountMessagesEn.passwordTooShort));
      if (this.accounts.has(request.email)) return fail(refusal(409, 'email_taken', serverAccountMessagesEn.emailTaken));
      const userId = this.nextUserId++;
      const { password, ...profile } = request;
      this.accounts.set(request.email, { password, user: { ...profile, role: 'User', token: `token.user-${userId}.signature`, userId, postalCode: '', createdAt: null } });
      return ok(undefined);
    });
  }

  validateToken(token: string): Promise<ApiResult<TokenVerdict>> {
    this.validatedTokens.push(token);
    return this.respond('validateToken', `validateToken ${token}`, () => {
      const issued = this.tokens.get(token);
      return ok(issued && !issued.expired && !issued.revoked ? { accepted: true, role: issued.role } : { accepted: false });
    });
  }

  validateTokenExpiry(token: string): Promise<ApiResult<boolean>> {
    this.expiryChecks.push(token);
    return this.respond('validateTokenExpiry', `validateTokenExpiry ${token}`, () => {
      const issued = this.tokens.get(token);
      return ok(issued !== undefined && !issued.expired);
    });
  }

  requestPasswordReset(email: string): Promise<ApiResult<string>> {
    this.resetRequests.push(email);
    return this.respond('requestPasswordReset', `requestPasswordReset ${email}`, () => {
      if (this.accounts.has(email)) this.sentCodes.set(email, { code: this.resetCode, tries: 0 });
      return ok(serverPasswordResetMessagesEn.codeSent);
    });
  }

  resetPassword(request: PasswordResetRequest): Promise<ApiResult<string>> {
    this.resets.push(request);
    return this.respond('resetPassword', `resetPassword ${request.email}`, () => {
      if (request.newPassword.length < MINIMUM_PASSWORD_LENGTH) return fail(refusal(400, 'weak_password', serverAccountMessagesEn.passwordTooShort));
      const sent = this.sentCodes.get(request.email);
      const account = this.accounts.get(request.email);
      if (!sent || !account || sent.tries >= RESET_CODE_MAX_TRIES) return fail(refusal(400, 'invalid_code', serverPasswordResetMessagesEn.noCode));
      if (sent.code !== request.code) {
        sent.tries += 1;
        return fail(refusal(400, 'wrong_code', serverPasswordResetMessagesEn.wrongCode(RESET_CODE_MAX_TRIES - sent.tries, RESET_CODE_MAX_TRIES)));
      }
      this.sentCodes.delete(request.email);
      account.password = request.newPassword;
      return ok(serverPasswordResetMessagesEn.passwordReset);
    });
  }

  /** The token's time ran out: both checks refuse it. */
  expire(token: string): void {
    const issued = this.tokens.get(token);
    if (issued) issued.expired = true;
  }

  /** The server withdrew the token (its account changed), though its time has not run out. */
  revoke(token: string): void {
    const issued = this.tokens.get(token);
    if (issued) issued.revoked = true;
  }
}
