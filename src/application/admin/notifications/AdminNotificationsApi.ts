import type { ServiceIdentifier } from 'inversify';
import type { ApiResult } from '../../shared/ApiResult';
import type { AdminPage, Deleted, PageRequest } from '../AdminPage';

/** SPEC §3 notification categories: 0 New Product, 1 New Feature, 2 New Event, 3 New Training, 4 AI Updates. */
export const NOTIFICATION_CATEGORIES = [0, 1, 2, 3, 4] as const;

/** What the back office writes of a notification; a reader of Arabic sees the Arabic title and message where written (null: none). */
export interface NotificationFields {
  readonly title: string;
  readonly message: string;
  readonly titleAr: string | null;
  readonly messageAr: string | null;
  readonly category: number;
  readonly isActive: boolean;
}

export interface AdminNotification extends NotificationFields {
  readonly id: number;
  /** Null: for everyone, including customers who sign up later. */
  readonly userId: number | null;
  readonly userEmail: string | null;
  readonly readCount: number;
  readonly createdAt: Date;
}

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
