import type { Language } from '@tiara/domain/language';
import { type Result, fail, ok } from '@tiara/domain/result';
import type { Passwords } from './Passwords';
import type { SessionTokens } from './SessionTokens';
import { AccountMessages } from './AccountMessages';
import type { UserAccount, UserAccounts } from './UserAccounts';
import type { ServerText } from '../texts/ServerText';

export interface SignedIn {
  readonly account: UserAccount;
  readonly token: string;
}

/** A hash of a random password, verified when the e-mail is unknown so both answers take as long. */
const DECOY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==';

export class SignIn {
  private readonly accounts: UserAccounts;
  private readonly passwords: Passwords;
  private readonly tokens: SessionTokens;

  constructor(accounts: UserAccounts, passwords: Passwords, tokens: SessionTokens) {
    this.accounts = accounts;
    this.passwords = passwords;
    this.tokens = tokens;
  }

  /** `language` is the one the user signs in reading; it is kept, when it changed, for the mail sent to them later. */
  async execute(email: string, password: string, now: Date, language: Language): Promise<Result<SignedIn, { code: 'invalid_credentials'; message: ServerText }>> {
    const account = await this.accounts.findByEmail(email.trim().toLowerCase());
    const matches = await this.passwords.verify(password, account?.passwordHash ?? DECOY_HASH);
    if (!account || !matches) return fail({ code: 'invalid_credentials', message: AccountMessages.invalidCredentials });
    if (account.language !== language) await this.accounts.rememberLanguage(account.id, language);
    return ok({ account, token: await this.tokens.issue(account.id, account.role, now) });
  }
}
