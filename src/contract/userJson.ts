import * as z from 'zod/mini';
import { ROLES } from '@tiara/domain/access';

/** The body of POST /api/user/signup (SPEC §3 "Signup payload"); the server makes every signup a customer account, whatever `role` says. */
export const SignUpJson = z.object({
  first_name: z.string().check(z.maxLength(100)),
  middle_name: z._default(z.string().check(z.maxLength(100)), ''),
  last_name: z.string().check(z.maxLength(100)),
  email: z.string().check(z.maxLength(254)),
  /** Carries the raw password (SPEC §3); it is hashed on arrival and never stored as sent. */
  password_hash: z.string().check(z.maxLength(200)),
  role: z.optional(z.string().check(z.maxLength(20))),
  address: z._default(z.string().check(z.maxLength(500)), ''),
  city: z._default(z.string().check(z.maxLength(100)), ''),
  state: z._default(z.string().check(z.maxLength(100)), ''),
  country: z._default(z.string().check(z.maxLength(100)), 'Egypt'),
  phone: z.string().check(z.maxLength(40)),
});
export type SignUpJson = z.input<typeof SignUpJson>;

/** POST /api/user/signup's 201. */
export const SignedUpJson = z.object({ message: z.string(), user_id: z.int(), email: z.string() });
export type SignedUpJson = z.infer<typeof SignedUpJson>;

/** The body of POST /api/user/signin; `password_hash` carries the password as typed, like signup's. */
export const SignInJson = z.object({ email: z.string().check(z.maxLength(254)), password_hash: z.string().check(z.maxLength(200)) });
export type SignInJson = z.infer<typeof SignInJson>;

/** SPEC §3 "User on login": the session's token and the account's profile, for the storefront's sign-in and the staff areas' alike. */
export const SignedInUserJson = z.object({
  role: z.enum(ROLES),
  token: z.string(),
  email: z.string(),
  user_id: z.int().check(z.positive()),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  city: z.string(),
  country: z.string(),
  address: z.string(),
  postal_code: z.string(),
  state: z.string(),
  phone: z.string(),
  created_at: z.string(),
});
export type SignedInUserJson = z.infer<typeof SignedInUserJson>;

/** The body of both token checks: the bare token text (SPEC §7), as a JSON string or as text, or `{ "token": ... }`. */
export const TokenBodyJson = z.nullish(z.union([z.string().check(z.maxLength(4096)), z.object({ token: z.string().check(z.maxLength(4096)) })]));
export type TokenBodyJson = z.input<typeof TokenBodyJson>;

/** POST /api/user/validateToken's 200: the token is genuine and unexpired, and whose it is. */
export const AcceptedTokenJson = z.object({ valid: z.literal(true), user_id: z.int(), role: z.string() });
export type AcceptedTokenJson = z.infer<typeof AcceptedTokenJson>;

/** POST /api/user/ValidateTokenExpiry: whether the token is still valid, and until when. */
export const TokenExpiryJson = z.object({ valid: z.boolean(), expires_at: z.nullable(z.string()) });
export type TokenExpiryJson = z.infer<typeof TokenExpiryJson>;

/** The body of POST /api/user/forgot-password. */
export const ForgotPasswordJson = z.object({ email: z.string().check(z.maxLength(254)) });
export type ForgotPasswordJson = z.infer<typeof ForgotPasswordJson>;

/** The body of POST /api/user/reset-password. */
export const ResetPasswordJson = z.object({
  email: z.string().check(z.maxLength(254)),
  /** The six digits from the e-mail. */
  code: z.string().check(z.maxLength(20)),
  /** The raw new password (unlike signup's `password_hash`, the name says what it carries). */
  new_password: z.string().check(z.maxLength(200)),
});
export type ResetPasswordJson = z.infer<typeof ResetPasswordJson>;

/** What both password-reset calls answer: a text to show the person as it is. */
export const AccountMessageJson = z.object({ message: z.string() });
export type AccountMessageJson = z.infer<typeof AccountMessageJson>;
