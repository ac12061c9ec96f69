import * as z from 'zod/mini';
import type { PageQueryJson } from '@tiara/contract/staff/listQueryJson';
import { AdminUserDetailJson, AdminUserJson } from '@tiara/contract/staff/userJson';
import type { UserFieldsJson, UserQueryJson } from '@tiara/contract/staff/userRequestJson';
import type { AdminPage, PageRequest } from '../../../application/admin/AdminPage';
import type { AdminUser, AdminUserDetail, AdminUsersApi, UserFields, UserFilter } from '../../../application/admin/AdminUsersApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import type { HttpClient } from '../HttpClient';
import { instant, instantOrNull, pageSchema, queryOf } from './adminWireSchemas';

const userOf = (wire: AdminUserJson, context: z.core.ParsePayload): AdminUser => ({
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
  createdAt: instant(wire.created_at, context),
  orderCount: wire.order_count,
  aiUsage: {
    activeSubscriptions: wire.ai_usage.active_subscriptions,
    segmentationsAllowed: wire.ai_usage.segmentations_allowed,
    segmentationsUsed: wire.ai_usage.segmentations_used,
    segmentationsRemaining: wire.ai_usage.segmentations_remaining,
  },
});

const userPageSchema = pageSchema(z.pipe(AdminUserJson, z.transform(userOf)));

const userDetailSchema: z.ZodMiniType<AdminUserDetail> = z.pipe(
  AdminUserDetailJson,
  z.transform((wire, context) => ({
    ...userOf(wire, context),
    subscriptions: wire.subscriptions.map((subscription) => ({
      id: subscription.id,
      planName: subscription.plan_name,
      orderId: subscription.order_id,
      status: subscription.status,
      segmentationsAllowed: subscription.segmentations_allowed,
      segmentationsUsed: subscription.segmentations_used,
      activatedAt: instantOrNull(subscription.activated_at, context),
    })),
  })),
);

/** The fields the edit form changes; only those it holds are sent. */
const userChange = (fields: Partial<UserFields>): Partial<UserFieldsJson> => ({
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
});

/** /api/admin/users over the staff-token client. */
export class HttpAdminUsersApi implements AdminUsersApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  users(filter: UserFilter, page: PageRequest): Promise<ApiResult<AdminPage<AdminUser>>> {
    return this.http.get(`/api/admin/users${queryOf<UserQueryJson & PageQueryJson>({ search: filter.search.trim(), role: filter.role, page: page.page, per_page: page.perPage })}`, userPageSchema);
  }

  user(id: number): Promise<ApiResult<AdminUserDetail>> {
    return this.http.get(`/api/admin/users/${id}`, userDetailSchema);
  }

  updateUser(id: number, fields: Partial<UserFields>): Promise<ApiResult<AdminUserDetail>> {
    return this.http.send({ method: 'PATCH', path: `/api/admin/users/${id}`, body: userChange(fields), schema: userDetailSchema });
  }
}
