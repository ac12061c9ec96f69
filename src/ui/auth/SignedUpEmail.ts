import { injectable } from 'inversify';

/**
 * The e-mail of the account just created in this tab. SPEC §4 sends a new customer to the login
 * page 2 seconds after signing up; the login page fills it in, so only the password is left to
 * type. One for the whole page, read once.
 */
@injectable('Singleton')
export class SignedUpEmail {
  private email: string | null = null;

  created(email: string): void {
    this.email = email;
  }

  /** The e-mail, once: a later visit to the login page starts as usual. */
  taken(): string | null {
    const { email } = this;
    this.email = null;
    return email;
  }
}
