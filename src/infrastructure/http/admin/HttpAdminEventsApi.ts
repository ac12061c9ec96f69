import * as z from 'zod/mini';
import { AdminEventJson } from '@tiara/contract/staff/eventJson';
import type { EventFieldsJson, EventQueryJson } from '@tiara/contract/staff/eventRequestJson';
import type { PageQueryJson } from '@tiara/contract/staff/listQueryJson';
import type { AdminPage, Deleted } from '../../../application/admin/AdminPage';
import type { AdminEvent, AdminEventsApi, EventFields, EventFilter } from '../../../application/admin/events/AdminEventsApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import type { HttpClient } from '../HttpClient';
import { type BodyOf, deletedSchema, instant, pageSchema, queryOf } from './adminWireSchemas';

export const adminEventSchema: z.ZodMiniType<AdminEvent> = z.pipe(
  AdminEventJson,
  z.transform((wire, context) => ({
    id: wire.id,
    title: wire.title,
    description: wire.description,
    date: instant(wire.date, context),
    location: wire.location,
    speakers: wire.speakers,
    imageUrl: wire.image_url,
    isActive: wire.is_active,
  })),
);

const eventPageSchema = pageSchema(adminEventSchema);

const eventBody = (event: EventFields): BodyOf<EventFieldsJson> => ({
  title: event.title,
  description: event.description,
  date: event.date.toISOString(),
  location: event.location,
  speakers: event.speakers,
  image_url: event.imageUrl,
  is_active: event.isActive,
});

/** /api/admin/events. */
export class HttpAdminEventsApi implements AdminEventsApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  list(filter: EventFilter): Promise<ApiResult<AdminPage<AdminEvent>>> {
    return this.http.get(`/api/admin/events${queryOf<EventQueryJson & PageQueryJson>({ search: filter.search?.trim(), page: filter.page, per_page: filter.perPage })}`, eventPageSchema);
  }

  create(event: EventFields): Promise<ApiResult<AdminEvent>> {
    return this.http.post('/api/admin/events', eventBody(event), adminEventSchema);
  }

  update(id: number, event: EventFields): Promise<ApiResult<AdminEvent>> {
    return this.http.send({ method: 'PATCH', path: `/api/admin/events/${id}`, body: eventBody(event), schema: adminEventSchema });
  }

  delete(id: number): Promise<ApiResult<Deleted>> {
    return this.http.send({ method: 'DELETE', path: `/api/admin/events/${id}`, schema: deletedSchema });
  }
}
