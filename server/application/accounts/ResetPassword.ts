import type { Language } from '@tiara/domain/language';
import { type Result, fail, ok } from '@tiara/domain/result';
import type { Passwords } from './Passwords';
import type { MailMessage } from '../mail/Mailer';
import { passwordChangedMail } from '../mail/MailTemplates';
import { AccountMessages, MINIMUM_PASSWORD_LENGTH } from './AccountMessages';
import { PasswordResetMessages } from './PasswordResetMessages';
import type { PasswordResetRecord, PasswordResets } from './PasswordResets';
import { RESET_CODE_MAX_TRIES, RESET_CODE_VALID_MINUTES, resetCodeMatches } from './ResetCodes';
import type { UserAccounts } from './UserAccounts';
import type { ServerText } from '../texts/ServerText';

export type ResetPasswordError = {
  code: 'weak_password' | 'invalid_code' | 'code_expired' | 'code_used' | 'too_many_tries' | 'wrong_code';
  message: ServerText;
};

/** Why a code can no longer be tried, or null while it can. */
function refusal(reset: PasswordResetRecord | null, now: Date): ResetPasswordError | null {
  if (!reset) return { code: 'invalid_code', message: PasswordResetMessages.noCode };
  if (reset.usedAt) return { code: 'code_used', message: PasswordResetMessages.used };
  if (reset.tries >= RESET_CODE_MAX_TRIES) return { code: 'too_many_tries', message: PasswordResetMessages.tooManyTries(RESET_CODE_MAX_TRIES) };
  if (reset.expiresAt.getTime() <= now.getTime()) return { code: 'code_expired', message: PasswordResetMessages.expired(RESET_CODE_VALID_MINUTES) };
  return null;
}

/**
 * Sets a new password with the newest code sent to the account. Every try counts (right or
 * wrong) and is counted atomically, so parallel guesses cannot exceed the limit; a code works
 * once. Returns the "password changed" e-mail to send once the change is saved.
 */
export class ResetPassword {
  private readonly accounts: UserAccounts;
  private readonly resets: PasswordResets;
  private readonly passwords: Passwords;

  constructor(accounts: UserAccounts, resets: PasswordResets, passwords: Passwords) {
    this.accounts = accounts;
    this.resets = resets;
    this.passwords = passwords;
  }

  /** The notice of the change is mailed in `language`, the one the new password is set in. */
  async execute(email: string, code: string, newPassword: string, now: Date, language: Language): Promise<Result<{ mail: MailMessage }, ResetPasswordError>> {
    // Checked first so that a too-short password does not spend one of the code's tries.
    if (newPassword.length < MINIMUM_PASSWORD_LENGTH) return fail({ code: 'weak_password', message: AccountMessages.passwordTooShort });
    const account = await this.accounts.findByEmail(email.trim().toLowerCase());
    const reset = account ? await this.resets.newestFor(account.id) : null;
    const refused = refusal(reset, now);
    if (refused || !account || !reset) return fail(refused ?? { code: 'invalid_code', message: PasswordResetMessages.noCode });

    const tries = await this.resets.countTry(reset.id, RESET_CODE_MAX_TRIES, now);
    if (tries === null) return fail(refusal(await this.resets.newestFor(account.id), now) ?? { code: 'invalid_code', message: PasswordResetMessages.noCode });
    if (!resetCodeMatches(code.trim(), reset.codeHash)) {
      return fail({ code: 'wrong_code', message: PasswordResetMessages.wrongCode(RESET_CODE_MAX_TRIES - tries, RESET_CODE_MAX_TRIES) });
    }
    const completed = await this.resets.complete(reset.id, account.id, await this.passwords.hash(newPassword), now);
    if (!completed) return fail({ code: 'code_used', message: PasswordResetMessages.used });
    return ok({ mail: passwordChangedMail({ to: account.email, language }) });
  }
}
