import { isValidEmail } from '@tiara/domain/checkout';
import type { Language } from '@tiara/domain/language';
import { normaliseEgyptianMobile } from '@tiara/domain/phone-rule';
import { type Result, fail, ok } from '@tiara/domain/result';
import type { Passwords } from './Passwords';
import { PhoneTexts } from '../domainTexts';
import { AccountMessages, MINIMUM_PASSWORD_LENGTH } from './AccountMessages';
import type { UserAccount, UserAccounts } from './UserAccounts';
import type { ServerText } from '../texts/ServerText';

export interface SignUpInput {
  readonly firstName: string;
  readonly middleName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
  readonly phone: string;
  readonly address: string;
  readonly city: string;
  readonly state: string;
  /** The language the customer signs up in, kept for the mail sent to them later. */
  readonly language: Language;
}

export type SignUpError = { code: 'email_taken' | 'invalid_email' | 'weak_password' | 'invalid_phone' | 'name_required'; message: ServerText };

/**
 * Creates a customer account. The role is always User whatever the request says: staff accounts
 * are made by an admin, never by signing up.
 */
export class SignUp {
  private readonly accounts: UserAccounts;
  private readonly passwords: Passwords;

  constructor(accounts: UserAccounts, passwords: Passwords) {
    this.accounts = accounts;
    this.passwords = passwords;
  }

  async execute(input: SignUpInput): Promise<Result<UserAccount, SignUpError>> {
    const email = input.email.trim().toLowerCase();
    if (!isValidEmail(email)) return fail({ code: 'invalid_email', message: AccountMessages.invalidEmail });
    if (input.password.length < MINIMUM_PASSWORD_LENGTH) return fail({ code: 'weak_password', message: AccountMessages.passwordTooShort });
    const phone = normaliseEgyptianMobile(input.phone);
    if (!phone) return fail({ code: 'invalid_phone', message: PhoneTexts.signupInvalid });
    const firstName = input.firstName.trim();
    const lastName = input.lastName.trim();
    if (!firstName || !lastName) return fail({ code: 'name_required', message: AccountMessages.nameRequired });

    const created = await this.accounts.create({
      email,
      passwordHash: await this.passwords.hash(input.password),
      role: 'User',
      firstName,
      middleName: input.middleName.trim(),
      lastName,
      phone,
      address: input.address.trim(),
      city: input.city.trim(),
      state: input.state.trim(),
      country: 'Egypt',
      postalCode: '',
      language: input.language,
    });
    return created ? ok(created) : fail({ code: 'email_taken', message: AccountMessages.emailTaken });
  }
}
