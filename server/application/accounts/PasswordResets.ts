/** One reset code issued to an account. Only its hash is kept. */
export interface PasswordResetRecord {
  readonly id: number;
  readonly userId: number;
  readonly codeHash: string;
  readonly expiresAt: Date;
  readonly tries: number;
  readonly usedAt: Date | null;
}

/** The store of reset codes, as the reset use cases need it. */
export interface PasswordResets {
  /** Issues a new code for the account, removing every earlier code of it in the same transaction. */
  replace(userId: number, codeHash: string, expiresAt: Date): Promise<void>;
  /** The account's newest code, whatever its state. */
  newestFor(userId: number): Promise<PasswordResetRecord | null>;
  /**
   * Counts one try, atomically and only while the code is unused, unexpired and below `maxTries`.
   * The tries after counting, or null when the code could not be tried any more.
   */
  countTry(id: number, maxTries: number, now: Date): Promise<number | null>;
  /** Marks the code used and sets the new password hash in one transaction; false when it was already used. */
  complete(id: number, userId: number, passwordHash: string, now: Date): Promise<boolean>;
}
