/** How passwords are kept: only a one-way hash is stored, and a sign-in is checked against it. */
export interface Passwords {
  /** The stored form of a new password. */
  hash(password: string): Promise<string>;
  /** Whether `password` is the one `stored` was made from. */
  verify(password: string, stored: string): Promise<boolean>;
}
