import type { Role } from '@tiara/domain/access';
import type { Language } from '@tiara/domain/language';

export interface UserAccount {
  readonly id: number;
  readonly email: string;
  readonly passwordHash: string;
  readonly role: Role;
  readonly firstName: string;
  readonly middleName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly address: string;
  readonly city: string;
  readonly state: string;
  readonly country: string;
  readonly postalCode: string;
  /** The language the user last read the shop in, for the mail sent to them later; null for English. */
  readonly language: Language | null;
  readonly createdAt: Date;
}

export type NewUserAccount = Omit<UserAccount, 'id' | 'createdAt'>;

/** The store of user accounts, as the account use cases need it. */
export interface UserAccounts {
  findByEmail(email: string): Promise<UserAccount | null>;
  /** Null when the e-mail is already taken (compared case-insensitively). */
  create(account: NewUserAccount): Promise<UserAccount | null>;
  /** Keeps the language the user now reads the shop in. */
  rememberLanguage(userId: number, language: Language): Promise<void>;
}
