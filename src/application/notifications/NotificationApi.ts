import type { ServiceIdentifier } from 'inversify';
import type { ApiResult } from '../shared/ApiResult';
import type { UserNotification } from './UserNotification';

/** The notification calls of SPEC §7. */
export interface NotificationApi {
  forUser(userId: number): Promise<ApiResult<UserNotification[]>>;
  markRead(notificationId: number): Promise<ApiResult<void>>;
}

export const NotificationApi: ServiceIdentifier<NotificationApi> = Symbol('NotificationApi');
