import type { ServiceIdentifier } from 'inversify';
import type { AdminNotification, NotificationFields } from '@tiara/domain/notification';
import type { ApiResult } from '../../shared/ApiResult';
import type { AdminPage, Deleted, PageRequest } from '../AdminPage';

/** SPEC §3 notification categories: 0 New Product, 1 New Feature, 2 New Event, 3 New Training, 4 AI Updates. */
export const NOTIFICATION_CATEGORIES = [0, 1, 2, 3, 4] as const;

export interface NotificationFilter extends PageRequest {
  readonly search?: string;
  readonly category?: number;
  readonly isActive?: boolean;
  readonly forEveryone?: boolean;
}

/** A notification to post: to everyone (`userId` null) or to one customer. */
export interface NewNotification extends NotificationFields {
  readonly userId: number | null;
}

/** /api/admin/notifications. */
export interface AdminNotificationsApi {
  list(filter: NotificationFilter): Promise<ApiResult<AdminPage<AdminNotification>>>;
  create(notification: NewNotification): Promise<ApiResult<AdminNotification>>;
  /** Changes its texts, category and switch; its audience stays. */
  update(id: number, fields: NotificationFields): Promise<ApiResult<AdminNotification>>;
  setActive(id: number, isActive: boolean): Promise<ApiResult<AdminNotification>>;
  delete(id: number): Promise<ApiResult<Deleted>>;
}

export const AdminNotificationsApi: ServiceIdentifier<AdminNotificationsApi> = Symbol('AdminNotificationsApi');
