import type { AccountProfile } from '@tiara/domain/account';
import type { Role } from '@tiara/domain/access';
import type { Language } from '@tiara/domain/language';

export interface UserAccount extends AccountProfile {
  readonly id: number;
  readonly passwordHash: string;
  readonly role: Role;
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
