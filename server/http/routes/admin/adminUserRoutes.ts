import { z } from 'zod';
import { ROLES } from '@tiara/domain/access';
import { isValidEmail } from '@tiara/domain/checkout';
import { normaliseEgyptianMobile } from '@tiara/domain/phone-rule';
import { phoneMessagesEn as PhoneMessages } from '../../../../src/locales/shared/en/phoneMessagesEn';
import { type AdminUser, AdminUserRepository, type UserSubscription } from '../../../adapters/db/admin/AdminUserRepository';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import { serverAdminMessagesEn } from '../../../../src/locales/server/en/serverAdminMessagesEn';
import { notFound } from '../../HttpError';
import { idParam } from '../../schemas';
import type { ServerContext, ZodApp } from '../../ServerContext';
import { findRoute, pagedList, updateRoute } from './adminRouteKit';
import { flagQuery, iso, isoOrNull, requiredText, searchQuery, text } from './adminSchemas';

/** Never a password hash or a reset code: neither is ever selected. */
const userJson = z.object({
  id: z.number().int(),
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
  role: z.enum(['User', 'Admin', 'Sales']),
  ai_access: z.boolean().describe('Granted the AI tab while it is shown to listed users only'),
  created_at: z.string(),
  order_count: z.number().int(),
  ai_usage: z.object({
    active_subscriptions: z.number().int(),
    segmentations_allowed: z.number().int(),
    segmentations_used: z.number().int(),
    segmentations_remaining: z.number().int(),
  }),
});

const userDetailJson = userJson.extend({
  subscriptions: z.array(
    z.object({
      id: z.number().int(),
      plan_id: z.number().int(),
      plan_name: z.string(),
      order_id: z.number().int().nullable(),
      status: z.enum(['Pending', 'Active', 'Cancelled']),
      segmentations_allowed: z.number().int(),
      segmentations_used: z.number().int(),
      activated_at: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});

const userFields = () => ({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .refine((email) => isValidEmail(email), serverAdminMessagesEn.invalidEmail),
  first_name: requiredText(100),
  middle_name: text(100),
  last_name: requiredText(100),
  phone: z
    .string()
    .max(40)
    .refine((phone) => phone.trim() === '' || normaliseEgyptianMobile(phone) !== null, PhoneMessages.signupInvalid)
    .transform((phone) => normaliseEgyptianMobile(phone) ?? ''),
  address: text(500),
  city: text(100),
  state: text(100),
  country: text(100),
  postal_code: text(20),
  role: z.enum(ROLES as ['User', 'Admin', 'Sales']).describe('Not your own'),
  ai_access: z.boolean(),
});

function userToJson(user: AdminUser): z.infer<typeof userJson> {
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

function detailToJson({ user, subscriptions }: { user: AdminUser; subscriptions: UserSubscription[] }): z.infer<typeof userDetailJson> {
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

const params = z.object({ id: idParam });

export function adminUserRoutes(app: ZodApp, context: ServerContext): void {
  const accounts = new AdminUserRepository(context.db);

  pagedList(app, {
    url: '/users',
    summary: 'Accounts, newest first, searched by e-mail, name or phone and filtered by role or AI access (Admin)',
    query: () => ({ search: searchQuery(), role: z.enum(ROLES as ['User', 'Admin', 'Sales']).optional(), ai_access: flagQuery() }),
    item: userJson,
    page: (query, asked) => accounts.list({ search: query.search, role: query.role, aiAccess: query.ai_access }, asked),
    toJson: userToJson,
  });

  findRoute(app, {
    url: '/users/:id',
    summary: 'An account with its AI subscriptions and their usage (Admin)',
    params,
    item: userDetailJson,
    find: ({ id }) => accounts.user(id),
    missing: ({ id }) => notFound(AdminMessages.userNotFound(id), 'user_not_found'),
    toJson: detailToJson,
  });

  updateRoute(app, context, {
    url: '/users/:id',
    summary: 'Change an account’s profile, role or AI access (Admin)',
    description: 'Passwords are never set here. Taking a staff role away locks that account out of the back office at once.',
    params,
    fields: userFields,
    item: userDetailJson,
    mayConflict: true,
    update: ({ id }, body, stamp, audit) =>
      accounts.update(
        id,
        {
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
        },
        stamp,
        audit,
      ),
    toJson: detailToJson,
  });
}
