import type { Language } from '@tiara/domain/language';
import { isValidEmail } from '@tiara/domain/checkout';
import { type Result, fail, ok } from '@tiara/domain/result';
import type { MailMessage } from '../mail/Mailer';
import { passwordResetMail } from '../mail/MailTemplates';
import { AccountMessages } from './AccountMessages';
import type { PasswordResets } from './PasswordResets';
import { RESET_CODE_VALID_MINUTES, hashResetCode, newResetCode } from './ResetCodes';
import type { UserAccounts } from './UserAccounts';
import type { ServerText } from '../texts/ServerText';

/**
 * Issues a reset code for an account and replaces any earlier one. Returns the e-mail to send
 * once the code is saved, or null for an unknown address, which the caller answers exactly as a
 * known one.
 */
export class RequestPasswordReset {
  private readonly accounts: UserAccounts;
  private readonly resets: PasswordResets;

  constructor(accounts: UserAccounts, resets: PasswordResets) {
    this.accounts = accounts;
    this.resets = resets;
  }

  /** The code is mailed in `language`, the one the reset is asked in. */
  async execute(emailAsTyped: string, now: Date, language: Language): Promise<Result<{ mail: MailMessage | null }, { code: 'invalid_email'; message: ServerText }>> {
    const email = emailAsTyped.trim().toLowerCase();
    if (!isValidEmail(email)) return fail({ code: 'invalid_email', message: AccountMessages.invalidEmail });
    const account = await this.accounts.findByEmail(email);
    if (!account) return ok({ mail: null });
    const code = newResetCode();
    await this.resets.replace(account.id, hashResetCode(code), new Date(now.getTime() + RESET_CODE_VALID_MINUTES * 60_000));
    return ok({ mail: passwordResetMail({ to: account.email, code, validMinutes: RESET_CODE_VALID_MINUTES, language }) });
  }
}
