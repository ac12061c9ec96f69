import * as z from 'zod/mini';
import type { AdminPage, Deleted } from '../../../application/admin/AdminPage';
import type { AdminNotification, AdminNotificationsApi, NewNotification, NotificationFilter } from '../../../application/admin/notifications/AdminNotificationsApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import type { HttpClient } from '../HttpClient';
import { count, date, deletedSchema, pageSchema, queryOf } from './adminWireSchemas';

export const adminNotificationSchema: z.ZodMiniType<AdminNotification> = z.pipe(
  z.object({
    id: count,
    title: z.string(),
    message: z.string(),
    category: count,
    is_active: z.boolean(),
    user_id: z.nullable(count),
    user_email: z.nullable(z.string()),
    read_count: count,
    created_at: date,
  }),
  z.transform((wire) => ({
    id: wire.id,
    title: wire.title,
    message: wire.message,
    category: wire.category,
    isActive: wire.is_active,
    userId: wire.user_id,
    userEmail: wire.user_email,
    readCount: wire.read_count,
    createdAt: wire.created_at,
  })),
);

const notificationPageSchema = pageSchema(adminNotificationSchema);

/** /api/admin/notifications. */
export class HttpAdminNotificationsApi implements AdminNotificationsApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  list(filter: NotificationFilter): Promise<ApiResult<AdminPage<AdminNotification>>> {
    const query = queryOf({
      search: filter.search?.trim(),
      category: filter.category,
      is_active: filter.isActive,
      for_everyone: filter.forEveryone,
      page: filter.page,
      per_page: filter.perPage,
    });
    return this.http.get(`/api/admin/notifications${query}`, notificationPageSchema);
  }

  create(notification: NewNotification): Promise<ApiResult<AdminNotification>> {
    const body = { title: notification.title, message: notification.message, category: notification.category, is_active: notification.isActive, user_id: notification.userId };
    return this.http.post('/api/admin/notifications', body, adminNotificationSchema);
  }

  setActive(id: number, isActive: boolean): Promise<ApiResult<AdminNotification>> {
    return this.http.send({ method: 'PATCH', path: `/api/admin/notifications/${id}`, body: { is_active: isActive }, schema: adminNotificationSchema });
  }

  delete(id: number): Promise<ApiResult<Deleted>> {
    return this.http.send({ method: 'DELETE', path: `/api/admin/notifications/${id}`, schema: deletedSchema });
  }
}
