import type { AdminPage, Deleted } from '../../../../src/application/admin/AdminPage';
import type { AdminEvent, AdminEventsApi, EventFields, EventFilter } from '../../../../src/application/admin/events/AdminEventsApi';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import { fail, ok } from '@tiara/domain/result';
import { serverAdminMessagesEn } from '../../../../src/locales/server/en/serverAdminMessagesEn';
import { FakeApi, refusal } from './FakeApi';
import { matchesSearch } from './matchesSearch';
import { pageOf } from './pageOf';

/**
 * The shop's events as the back office keeps them (`events`, the newest added first): listed
 * latest date first and searched by title, location or description. The changes are logged by
 * name, the filters asked for kept as sent.
 */
export class FakeAdminEventsApi extends FakeApi implements AdminEventsApi {
  readonly calls: string[] = [];
  readonly filters: EventFilter[] = [];
  events: AdminEvent[] = [];

  list(filter: EventFilter): Promise<ApiResult<AdminPage<AdminEvent>>> {
    this.filters.push(filter);
    return this.respond('list', 'list', () => {
      const rows = this.events.filter((event) => matchesSearch(filter.search, event.title, event.location, event.description)).sort((a, b) => b.date.getTime() - a.date.getTime() || b.id - a.id);
      return ok(pageOf(rows, filter));
    });
  }

  create(event: EventFields): Promise<ApiResult<AdminEvent>> {
    return this.respond('create', 'create', () => {
      const created = { ...event, id: Math.max(0, ...this.events.map(({ id }) => id)) + 1 };
      this.events = [created, ...this.events];
      return ok(created);
    });
  }

  update(id: number, event: EventFields): Promise<ApiResult<AdminEvent>> {
    return this.respond('update', `update ${id}`, () => {
      if (!this.events.some((candidate) => candidate.id === id)) return fail(eventNotFound(id));
      const updated = { ...event, id };
      this.events = this.events.map((candidate) => (candidate.id === id ? updated : candidate));
      return ok(updated);
    });
  }

  delete(id: number): Promise<ApiResult<Deleted>> {
    return this.respond('delete', `delete ${id}`, () => {
      if (!this.events.some((candidate) => candidate.id === id)) return fail(eventNotFound(id));
      this.events = this.events.filter((candidate) => candidate.id !== id);
      return ok({ id });
    });
  }

  protected override callLog(method: string): string[] | null {
    return method === 'list' ? null : this.calls;
  }
}

const eventNotFound = (id: number) => refusal(404, 'event_not_found', serverAdminMessagesEn.eventNotFound(id));
