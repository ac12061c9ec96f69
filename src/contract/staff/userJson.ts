import * as z from 'zod/mini';
import { ROLES, type Role } from '@tiara/domain/access';
import { SUBSCRIPTION_STATUSES } from '@tiara/domain/ai-plan';
import { requiredText, trimmedText } from './formFieldJson';
import { FlagQueryJson, SearchQueryJson } from './listJson';

/** The accounts of /api/admin/users: never a password hash or a reset code. */

export const RoleJson = z.enum(ROLES as [Role, ...Role[]]);
export type RoleJson = z.infer<typeof RoleJson>;

/** What the account's Active subscriptions allow and used, summed. */
export const AiUsageJson = z.object({
  active_subscriptions: z.int(),
  segmentations_allowed: z.int(),
  segmentations_used: z.int(),
  segmentations_remaining: z.int(),
});
export type AiUsageJson = z.infer<typeof AiUsageJson>;

export const AdminUserJson = z.object({
  id: z.int(),
  email: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  postal_code: z.string(),
  role: RoleJson,
  ai_access: z.boolean(),
  created_at: z.string(),
  order_count: z.int(),
  ai_usage: AiUsageJson,
});
export type AdminUserJson = z.infer<typeof AdminUserJson>;

export const UserSubscriptionJson = z.object({
  id: z.int(),
  plan_id: z.int(),
  plan_name: z.string(),
  order_id: z.nullable(z.int()),
  status: z.enum(SUBSCRIPTION_STATUSES),
  segmentations_allowed: z.int(),
  segmentations_used: z.int(),
  activated_at: z.nullable(z.string()),
  created_at: z.string(),
});
export type UserSubscriptionJson = z.infer<typeof UserSubscriptionJson>;

/** An account with its AI subscriptions. */
export const AdminUserDetailJson = z.extend(AdminUserJson, { subscriptions: z.array(UserSubscriptionJson) });
export type AdminUserDetailJson = z.infer<typeof AdminUserDetailJson>;

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
