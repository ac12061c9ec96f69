/** The person an account names and how to reach them (SPEC §3's user fields); never its password. */
export interface AccountProfile {
  readonly email: string;
  readonly firstName: string;
  readonly middleName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly address: string;
  readonly city: string;
  readonly state: string;
  readonly country: string;
  readonly postalCode: string;
}
