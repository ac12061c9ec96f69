import type { Deleted, AdminPage } from '../../../../src/application/admin/AdminPage';
import type { AdminNotificationsApi, NewNotification, NotificationFilter } from '../../../../src/application/admin/notifications/AdminNotificationsApi';
import type { AdminNotification, NotificationFields } from '@tiara/domain/notification';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import { fail, ok } from '@tiara/domain/result';
import { serverAdminMessagesEn } from '../../../../src/locales/server/en/serverAdminMessagesEn';
import { nour } from './FakeAuthApi';
import { FakeApi, refusal } from './FakeApi';
import { matchesSearch } from './matchesSearch';
import { pageOf } from './pageOf';

/**
 * The notifications the back office posts, in memory: listed newest first, searched by title
 * or message in either language and filtered by category, switch and audience; one for a single
 * customer only when `accountEmails` holds them (the demo customer by default), posted at `now`;
 * a change keeps the audience. Calls are logged by name, the notifications posted and changed
 * and the filters asked for kept as sent.
 */
export class FakeAdminNotificationsApi extends FakeApi implements AdminNotificationsApi {
  readonly calls: string[] = [];
  readonly sent: NewNotification[] = [];
  readonly changed: NotificationFields[] = [];
  readonly filters: NotificationFilter[] = [];
  rows: AdminNotification[] = [];
  readonly accountEmails = new Map<number, string>([[nour.userId, nour.email]]);
  now = new Date('2026-11-21T10:00:00Z');

  list(filter: NotificationFilter): Promise<ApiResult<AdminPage<AdminNotification>>> {
    this.filters.push(filter);
    return this.respond('list', 'list', () => {
      const rows = this.rows
        .filter(
          (row) =>
            matchesSearch(filter.search, row.title, row.message, row.titleAr, row.messageAr) &&
            (filter.category === undefined || row.category === filter.category) &&
            (filter.isActive === undefined || row.isActive === filter.isActive) &&
            (filter.forEveryone === undefined || (row.userId === null) === filter.forEveryone),
        )
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
      return ok(pageOf(rows, filter));
    });
  }

  create(notification: NewNotification): Promise<ApiResult<AdminNotification>> {
    return this.respond('create', 'create', () => {
      const userEmail = notification.userId === null ? null : this.accountEmails.get(notification.userId);
      if (userEmail === undefined) return fail(refusal(404, 'user_not_found', serverAdminMessagesEn.userNotFound(notification.userId ?? 0)));
      this.sent.push(notification);
      const created: AdminNotification = { ...notification, id: Math.max(0, ...this.rows.map((row) => row.id)) + 1, userEmail, readCount: 0, createdAt: this.now };
      this.rows = [created, ...this.rows];
      return ok(created);
    });
  }

  update(id: number, fields: NotificationFields): Promise<ApiResult<AdminNotification>> {
    return this.respond('update', `update ${id}`, () => {
      const row = this.rows.find((candidate) => candidate.id === id);
      if (!row) return fail(notificationNotFound(id));
      this.changed.push(fields);
      const updated = { ...row, ...fields };
      this.rows = this.rows.map((candidate) => (candidate.id === id ? updated : candidate));
      return ok(updated);
    });
  }

  setActive(id: number, isActive: boolean): Promise<ApiResult<AdminNotification>> {
    return this.respond('setActive', `active ${id} ${isActive}`, () => {
      const row = this.rows.find((candidate) => candidate.id === id);
      if (!row) return fail(notificationNotFound(id));
      const updated = { ...row, isActive };
      this.rows = this.rows.map((candidate) => (candidate.id === id ? updated : candidate));
      return ok(updated);
    });
  }

  delete(id: number): Promise<ApiResult<Deleted>> {
    return this.respond('delete', `delete ${id}`, () => {
      if (!this.rows.some((row) => row.id === id)) return fail(notificationNotFound(id));
      this.rows = this.rows.filter((row) => row.id !== id);
      return ok({ id });
    });
  }

  protected override callLog(): string[] {
    return this.calls;
  }
}

const notificationNotFound = (id: number) => refusal(404, 'notification_not_found', serverAdminMessagesEn.notificationNotFound(id));
