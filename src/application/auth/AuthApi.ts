import type { ServiceIdentifier } from 'inversify';
import type { ApiResult } from '../shared/ApiResult';

/** SPEC §3 "User on login". */
export interface SignedInUser {
  readonly role: string;
  readonly token: string;
  readonly email: string;
  readonly userId: number;
  readonly firstName: string;
  readonly middleName: string;
  readonly lastName: string;
  readonly city: string;
  readonly country: string;
  readonly address: string;
  readonly postalCode: string;
  /** The governorate. */
  readonly state: string;
  readonly phone: string;
  /** When the account was made (the account page's "member since"); null when the answer had no readable date. */
  readonly createdAt: Date | null;
}

/** SPEC §3 "Signup payload"; the adapter fixes the role to 'User' and sends the password as `password_hash`. */
export interface SignupRequest {
  readonly firstName: string;
  readonly middleName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
  readonly address: string;
  readonly city: string;
  /** The governorate. */
  readonly state: string;
  readonly country: string;
  readonly phone: string;
}

export interface PasswordResetRequest {
  readonly email: string;
  /** The six digits the reset e-mail carries. */
  readonly code: string;
  readonly newPassword: string;
}

/**
 * The server's verdict on a token (POST /api/user/validateToken). SPEC promises only the status;
 * an accepted token's role is the one the answer names, when it names one, so that a session whose
 * stored role was edited cannot open what the token's own role does not.
 */
export type TokenVerdict = { readonly accepted: false } | { readonly accepted: true; readonly role: string | null };

/** The account calls of SPEC §7 and DESIGN §6 (forgot and reset password). */
export interface AuthApi {
  /** POST /api/user/signin: only a 200 signs in. */
  signIn(email: string, password: string): Promise<ApiResult<SignedInUser>>;
  /** POST /api/user/signup: only a 201 makes the account. */
  signUp(request: SignupRequest): Promise<ApiResult<void>>;
  /** POST /api/user/validateToken (route guard): accepted on a 200, refused when the server refuses the token. */
  validateToken(token: string): Promise<ApiResult<TokenVerdict>>;
  /** POST /api/user/ValidateTokenExpiry (session check): whether the token is still valid. */
  validateTokenExpiry(token: string): Promise<ApiResult<boolean>>;
  /** POST /api/user/forgot-password: e-mails a reset code; answers the server's message. */
  requestPasswordReset(email: string): Promise<ApiResult<string>>;
  /** POST /api/user/reset-password: sets the new password; answers the server's message. */
  resetPassword(request: PasswordResetRequest): Promise<ApiResult<string>>;
}

export const AuthApi: ServiceIdentifier<AuthApi> = Symbol('AuthApi');
