import * as z from 'zod/mini';
import type { NotificationApi } from '../../application/notifications/NotificationApi';
import type { UserNotification } from '../../application/notifications/UserNotification';
import type { ApiResult } from '../../application/shared/ApiResult';
import type { HttpClient } from './HttpClient';
import { ignoredBodySchema } from './schemas/ignoredBodySchema';
import { userNotificationSchema } from './schemas/notificationSchemas';

const inbox = z.array(userNotificationSchema);

export class HttpNotificationApi implements NotificationApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  forUser(userId: number): Promise<ApiResult<UserNotification[]>> {
    return this.http.get(`/api/notifications/user/${userId}`, inbox);
  }

  markRead(notificationId: number): Promise<ApiResult<void>> {
    return this.http.post(`/api/notifications/user-notification/${notificationId}/read`, undefined, ignoredBodySchema);
  }
}
