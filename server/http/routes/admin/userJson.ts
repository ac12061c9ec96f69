import * as z from 'zod/mini';
import { AdminUserDetailJson, AdminUserJson } from '@tiara/contract/staff/userJson';
import { UserFieldsJson, UserQueryJson } from '@tiara/contract/staff/userRequestJson';
import type { ManagedAccount } from '@tiara/domain/account';
import { isValidEmail } from '@tiara/domain/checkout';
import { normaliseEgyptianMobile } from '@tiara/domain/phone-rule';
import { phoneMessagesEn as PhoneMessages } from '../../../../src/locales/shared/en/phoneMessagesEn';
import { serverAdminMessagesEn } from '../../../../src/locales/server/en/serverAdminMessagesEn';
import type { AdminUser, UserSubscription } from '../../../adapters/db/admin/AdminUserRepository';
import { described, documented } from '../../documented';
import { flagQuery, iso, isoOrNull, readAs } from './adminSchemas';

/** The accounts of /api/admin/users (src/contract/staff/userJson.ts). */

const aiAccessWords = { ai_access: 'Granted the AI tab while it is shown to listed users only' } as const;

export const userJson = documented(AdminUserJson, aiAccessWords);
export const userDetailJson = documented(AdminUserDetailJson, aiAccessWords);

export function userToJson(user: AdminUser): AdminUserJson {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    middle_name: user.middleName,
    last_name: user.lastName,
    phone: user.phone,
    address: user.address,
    city: user.city,
    state: user.state,
    country: user.country,
    postal_code: user.postalCode,
    role: user.role,
    ai_access: user.aiAccess,
    created_at: iso(user.createdAt),
    order_count: user.orderCount,
    ai_usage: {
      active_subscriptions: user.activeSubscriptions,
      segmentations_allowed: user.segmentationsAllowed,
      segmentations_used: user.segmentationsUsed,
      segmentations_remaining: Math.max(0, user.segmentationsAllowed - user.segmentationsUsed),
    },
  };
}

export function userDetailToJson({ user, subscriptions }: { user: AdminUser; subscriptions: UserSubscription[] }): AdminUserDetailJson {
  return {
    ...userToJson(user),
    subscriptions: subscriptions.map((subscription) => ({
      id: subscription.id,
      plan_id: subscription.planId,
      plan_name: subscription.planName,
      order_id: subscription.orderId,
      status: subscription.status,
      segmentations_allowed: subscription.segmentationsAllowed,
      segmentations_used: subscription.segmentationsUsed,
      activated_at: isoOrNull(subscription.activatedAt),
      created_at: iso(subscription.createdAt),
    })),
  };
}

const { shape: fields } = UserFieldsJson;

/** An account's fields as a change reads them: a real e-mail address, and an Egyptian mobile number kept in its 11-digit form. */
export const userFields = () =>
  readAs(UserFieldsJson, {
    email: fields.email.check(z.refine((email) => isValidEmail(email), serverAdminMessagesEn.invalidEmail)),
    phone: z.pipe(
      fields.phone.check(z.refine((phone) => phone.trim() === '' || normaliseEgyptianMobile(phone) !== null, PhoneMessages.signupInvalid)),
      z.transform((phone) => normaliseEgyptianMobile(phone) ?? ''),
    ),
    role: described(fields.role, 'Not your own'),
  });

/** What a change of `fields` says of the account, as the repository takes it. */
export const userChangeOf = (body: { readonly [Field in keyof z.output<typeof UserFieldsJson>]?: z.output<typeof UserFieldsJson>[Field] }): Partial<ManagedAccount> => ({
  email: body.email,
  firstName: body.first_name,
  middleName: body.middle_name,
  lastName: body.last_name,
  phone: body.phone,
  address: body.address,
  city: body.city,
  state: body.state,
  country: body.country,
  postalCode: body.postal_code,
  role: body.role,
  aiAccess: body.ai_access,
});

export const userQuery = () => readAs(UserQueryJson, { ai_access: flagQuery(UserQueryJson.shape.ai_access) }).shape;
