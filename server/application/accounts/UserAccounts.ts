import type { Role } from '../../../src/domain/access';

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
  readonly createdAt: Date;
}

export type NewUserAccount = Omit<UserAccount, 'id' | 'createdAt'>;

/** The store of user accounts, as the account use cases need it. */
export interface UserAccounts {
  findByEmail(email: string): Promise<UserAccount | null>;
  /** Null when the e-mail is already taken (compared case-insensitively). */
  create(account: NewUserAccount): Promise<UserAccount | null>;
}
