import * as z from 'zod/mini';
import { EventJson } from '../eventJson';
import { withFields } from '../withFields';

/** The events /api/admin/events answers: the storefront's event, switched-off ones included, and whether it is listed. */

export const AdminEventJson = withFields(EventJson, { is_active: z.boolean() });
export type AdminEventJson = z.infer<typeof AdminEventJson>;
