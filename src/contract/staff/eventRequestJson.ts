import * as z from 'zod/mini';
import { withFields } from '../withFields';
import { dateTime, imageUrl, requiredText, trimmedText } from './formFieldJson';
import { FlagQueryJson, SearchQueryJson } from './listQueryJson';

/*
 * What the back office sends of events, and the events list's filter. Apart from the answers: the
 * back office only types what it sends, so these rules never reach the browser.
 */

const speakers = () => z.array(requiredText(200)).check(z.maxLength(30));

/** What may change of an event (PATCH: any of them), past ones included. */
export const EventFieldsJson = z.object({
  title: requiredText(200),
  description: trimmedText(5_000),
  date: dateTime(),
  location: trimmedText(300),
  speakers: speakers(),
  image_url: imageUrl(),
  is_active: z.boolean(),
});
export type EventFieldsJson = z.input<typeof EventFieldsJson>;

/** The body of POST /api/admin/events. */
export const NewEventJson = withFields(EventFieldsJson, {
  description: z._default(trimmedText(5_000), ''),
  location: z._default(trimmedText(300), ''),
  speakers: z._default(speakers(), []),
  image_url: z._default(imageUrl(), ''),
  is_active: z._default(z.boolean(), true),
});
export type NewEventJson = z.input<typeof NewEventJson>;

export const EventQueryJson = z.object({ search: z.optional(SearchQueryJson), is_active: z.optional(FlagQueryJson) });
export type EventQueryJson = z.infer<typeof EventQueryJson>;
