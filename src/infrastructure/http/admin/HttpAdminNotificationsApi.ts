import * as z from 'zod/mini';
import type { AdminNotification, NotificationFields } from '@tiara/domain/notification';
import type { PageQueryJson } from '@tiara/contract/staff/listQueryJson';
import { AdminNotificationJson } from '@tiara/contract/staff/notificationJson';
import type { NewNotificationJson, NotificationFieldsJson, NotificationQueryJson } from '@tiara/contract/staff/notificationRequestJson';
import type { AdminPage, Deleted } from '../../../application/admin/AdminPage';
import type { AdminNotificationsApi, NewNotification, NotificationFilter } from '../../../application/admin/notifications/AdminNotificationsApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import type { HttpClient } from '../HttpClient';
import { deletedSchema, instant, pageSchema, queryOf } from './adminWireSchemas';

export const adminNotificationSchema: z.ZodMiniType<AdminNotification> = z.pipe(
  AdminNotificationJson,
  z.transform((wire, context) => ({
    id: wire.id,
    title: wire.title,
    message: wire.message,
    titleAr: wire.title_ar,
    messageAr: wire.message_ar,
    category: wire.category,
    isActive: wire.is_active,
    userId: wire.user_id,
    userEmail: wire.user_email,
    readCount: wire.read_count,
    createdAt: instant(wire.created_at, context),
  })),
);

const notificationPageSchema = pageSchema(adminNotificationSchema);

const fieldsBody = (fields: NotificationFields): NotificationFieldsJson => ({
  title: fields.title,
  message: fields.message,
  title_ar: fields.titleAr,
  message_ar: fields.messageAr,
  category: fields.category,
  is_active: fields.isActive,
});

/** /api/admin/notifications. */
export class HttpAdminNotificationsApi implements AdminNotificationsApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  list(filter: NotificationFilter): Promise<ApiResult<AdminPage<AdminNotification>>> {
    const query = queryOf<NotificationQueryJson & PageQueryJson>({
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
    const body: NewNotificationJson = { ...fieldsBody(notification), user_id: notification.userId };
    return this.http.post('/api/admin/notifications', body, adminNotificationSchema);
  }

  update(id: number, fields: NotificationFields): Promise<ApiResult<AdminNotification>> {
    return this.http.send({ method: 'PATCH', path: `/api/admin/notifications/${id}`, body: fieldsBody(fields), schema: adminNotificationSchema });
  }

  setActive(id: number, isActive: boolean): Promise<ApiResult<AdminNotification>> {
    const body: Partial<NotificationFieldsJson> = { is_active: isActive };
    return this.http.send({ method: 'PATCH', path: `/api/admin/notifications/${id}`, body, schema: adminNotificationSchema });
  }

  delete(id: number): Promise<ApiResult<Deleted>> {
    return this.http.send({ method: 'DELETE', path: `/api/admin/notifications/${id}`, schema: deletedSchema });
  }
}
