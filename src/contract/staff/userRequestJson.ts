import * as z from 'zod/mini';
import { requiredText, trimmedText } from './formFieldJson';
import { FlagQueryJson, SearchQueryJson } from './listQueryJson';
import { RoleJson } from './userJson';

/*
 * What the back office sends of accounts, and the accounts list's filter. Apart from the answers:
 * the back office only types what it sends, so these rules never reach the browser.
 */

/**
 * What the back office may change of an account (PATCH: any of them); never a password. The
 * e-mail is kept in lower case; the server also checks it is an e-mail address, and that the
 * phone, when given, is an Egyptian mobile number.
 */
export const UserFieldsJson = z.object({
  email: z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254)),
  first_name: requiredText(100),
  middle_name: trimmedText(100),
  last_name: requiredText(100),
  phone: z.string().check(z.maxLength(40)),
  address: trimmedText(500),
  city: trimmedText(100),
  state: trimmedText(100),
  country: trimmedText(100),
  postal_code: trimmedText(20),
  role: RoleJson,
  ai_access: z.boolean(),
});
export type UserFieldsJson = z.input<typeof UserFieldsJson>;

export const UserQueryJson = z.object({ search: z.optional(SearchQueryJson), role: z.optional(RoleJson), ai_access: z.optional(FlagQueryJson) });
export type UserQueryJson = z.infer<typeof UserQueryJson>;
