import * as z from 'zod/mini';
import { withFields } from '../withFields';
import { IdJson } from '../boundsJson';
import { arabicText, requiredText } from './formFieldJson';
import { FlagQueryJson, SearchQueryJson } from './listQueryJson';

/*
 * What the back office sends of notifications, and the notifications list's filter. Apart from the
 * answers: the back office only types what it sends, so these rules never reach the browser.
 */

/** SPEC §3's categories: 0 New Product, 1 New Feature, 2 New Event, 3 New Training, 4 AI Updates. */
export const NOTIFICATION_CATEGORY_CODES = ['0', '1', '2', '3', '4'] as const;

/** What may change of a notification (PATCH: any of them); an inactive one leaves every inbox. */
export const NotificationFieldsJson = z.object({
  title: requiredText(200),
  message: requiredText(2_000),
  title_ar: arabicText(200),
  message_ar: arabicText(2_000),
  category: z.int().check(z.gte(0), z.lte(NOTIFICATION_CATEGORY_CODES.length - 1)),
  is_active: z.boolean(),
});
export type NotificationFieldsJson = z.input<typeof NotificationFieldsJson>;

/** The body of POST /api/admin/notifications: for everyone (user_id null or absent) or for one user. */
export const NewNotificationJson = withFields(NotificationFieldsJson, {
  is_active: z._default(z.boolean(), true),
  user_id: z.optional(z.nullable(IdJson)),
});
export type NewNotificationJson = z.input<typeof NewNotificationJson>;

export const NotificationQueryJson = z.object({
  search: z.optional(SearchQueryJson),
  category: z.optional(z.enum(NOTIFICATION_CATEGORY_CODES)),
  is_active: z.optional(FlagQueryJson),
  for_everyone: z.optional(FlagQueryJson),
});
export type NotificationQueryJson = z.infer<typeof NotificationQueryJson>;
