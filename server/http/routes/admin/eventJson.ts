import { AdminEventJson } from '@tiara/contract/staff/eventJson';
import { EventFieldsJson, EventQueryJson, NewEventJson } from '@tiara/contract/staff/eventRequestJson';
import type { AdminEvent } from '../../../adapters/db/admin/AdminEventRepository';
import { describedDateTime, flagQuery, imageAddress, iso, readAs } from './adminSchemas';

/** The events of /api/admin/events (src/contract/staff/eventJson.ts). */

export function eventToJson(event: AdminEvent): AdminEventJson {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    date: iso(event.date),
    location: event.location,
    speakers: event.speakers,
    image_url: event.imageUrl,
    is_active: event.isActive,
  };
}

export const eventFields = () => readAs(EventFieldsJson, { date: describedDateTime(EventFieldsJson.shape.date), image_url: imageAddress(EventFieldsJson.shape.image_url) });

export const newEventBody = () => readAs(NewEventJson, { date: describedDateTime(NewEventJson.shape.date), image_url: imageAddress(NewEventJson.shape.image_url) });

export const eventQuery = () => readAs(EventQueryJson, { is_active: flagQuery(EventQueryJson.shape.is_active) }).shape;
