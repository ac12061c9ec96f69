import * as z from 'zod/mini';
import { ROLES, type Role } from '@tiara/domain/access';
import { SUBSCRIPTION_STATUSES } from '@tiara/domain/ai-plan';
import { withFields } from '../withFields';

/** The accounts /api/admin/users answers: never a password hash or a reset code. */

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
export const AdminUserDetailJson = withFields(AdminUserJson, { subscriptions: z.array(UserSubscriptionJson) });
export type AdminUserDetailJson = z.infer<typeof AdminUserDetailJson>;
