import { inject, injectable } from 'inversify';
import { type SessionCheckOutcome, sessionCheckOutcome } from '@tiara/domain/access';
import { AuthApi } from '../auth/AuthApi';
import { AccountSessionStore } from './AccountSessionStore';

const KEEP: SessionCheckOutcome = { kind: 'keep' };

/**
 * SPEC §4 "Session": asks the server whether the stored token is still valid and says what to do.
 * Nobody signed in, or a server that could not be asked, keeps the session as it is: an unreachable
 * server says nothing about the token, and signing people out for a dropped connection loses their cart.
 */
@injectable()
export class CheckSession {
  private readonly auth: AuthApi;
  private readonly session: AccountSessionStore;

  constructor(@inject(AuthApi) auth: AuthApi, @inject(AccountSessionStore) session: AccountSessionStore) {
    this.auth = auth;
    this.session = session;
  }

  async execute(): Promise<SessionCheckOutcome> {
    const { token, role } = this.session.current();
    if (token === null) return KEEP;
    const answer = await this.auth.validateTokenExpiry(token);
    if (!answer.ok) return KEEP;
    // A sign-in or sign-out while the server answered makes the answer about someone else's token.
    if (this.session.current().token !== token) return KEEP;
    return sessionCheckOutcome({ tokenValid: answer.value, role });
  }
}
