import * as z from 'zod/mini';
import type { AdminPage, PageRequest } from '../../../application/admin/AdminPage';
import type { AdminUser, AdminUserDetail, AdminUsersApi, UserFields, UserFilter } from '../../../application/admin/AdminUsersApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import type { HttpClient } from '../HttpClient';
import { count, date, nullableDate, pageSchema, queryOf } from './adminWireSchemas';

const userFields = {
  id: count,
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
  ai_access: z.boolean(),
  created_at: date,
  order_count: count,
  ai_usage: z.object({ active_subscriptions: count, segmentations_allowed: count, segmentations_used: count, segmentations_remaining: count }),
};

const userOf = (wire: z.infer<z.ZodMiniObject<typeof userFields>>): AdminUser => ({
  id: wire.id,
  email: wire.email,
  firstName: wire.first_name,
  middleName: wire.middle_name,
  lastName: wire.last_name,
  phone: wire.phone,
  address: wire.address,
  city: wire.city,
  state: wire.state,
  country: wire.country,
  postalCode: wire.postal_code,
  role: wire.role,
  aiAccess: wire.ai_access,
  createdAt: wire.created_at,
  orderCount: wire.order_count,
  aiUsage: {
    activeSubscriptions: wire.ai_usage.active_subscriptions,
    segmentationsAllowed: wire.ai_usage.segmentations_allowed,
    segmentationsUsed: wire.ai_usage.segmentations_used,
    segmentationsRemaining: wire.ai_usage.segmentations_remaining,
  },
});

const userPageSchema = pageSchema(z.pipe(z.object(userFields), z.transform(userOf)));

const userDetailSchema: z.ZodMiniType<AdminUserDetail> = z.pipe(
  z.object({
    ...userFields,
    subscriptions: z.array(
      z.object({
        id: count,
        plan_name: z.string(),
        order_id: z.nullable(count),
        status: z.enum(['Pending', 'Active', 'Cancelled']),
        segmentations_allowed: count,
        segmentations_used: count,
        activated_at: nullableDate,
      }),
    ),
  }),
  z.transform((wire) => ({
    ...userOf(wire),
    subscriptions: wire.subscriptions.map((subscription) => ({
      id: subscription.id,
      planName: subscription.plan_name,
      orderId: subscription.order_id,
      status: subscription.status,
      segmentationsAllowed: subscription.segmentations_allowed,
      segmentationsUsed: subscription.segmentations_used,
      activatedAt: subscription.activated_at,
    })),
  })),
);

/** /api/admin/users over the staff-token client. */
export class HttpAdminUsersApi implements AdminUsersApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  users(filter: UserFilter, page: PageRequest): Promise<ApiResult<AdminPage<AdminUser>>> {
    return this.http.get(`/api/admin/users${queryOf({ search: filter.search.trim(), role: filter.role, page: page.page, per_page: page.perPage })}`, userPageSchema);
  }

  user(id: number): Promise<ApiResult<AdminUserDetail>> {
    return this.http.get(`/api/admin/users/${id}`, userDetailSchema);
  }

  updateUser(id: number, fields: Partial<UserFields>): Promise<ApiResult<AdminUserDetail>> {
    return this.http.send({
      method: 'PATCH',
      path: `/api/admin/users/${id}`,
      body: {
        email: fields.email,
        first_name: fields.firstName,
        middle_name: fields.middleName,
        last_name: fields.lastName,
        phone: fields.phone,
        address: fields.address,
        city: fields.city,
        state: fields.state,
        country: fields.country,
        postal_code: fields.postalCode,
        role: fields.role,
        ai_access: fields.aiAccess,
      },
      schema: userDetailSchema,
    });
  }
}
