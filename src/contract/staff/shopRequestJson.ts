import * as z from 'zod/mini';
import { pounds } from './formFieldJson';
import { WholeNumberQueryJson } from './listQueryJson';
import { AiAccessModeJson } from './shopJson';

/*
 * What the back office sends of the shop's settings, and the audit log's filter. Apart from the
 * answers: the back office only types what it sends, so these rules never reach the browser.
 */

/** The body of PUT /api/admin/shipping-fees/{governorate}. */
export const NewShippingFeeJson = z.object({ shipping_fee: pounds() });
export type NewShippingFeeJson = z.infer<typeof NewShippingFeeJson>;

/** The body of PUT /api/admin/management/maintenance. */
export const MaintenanceJson = z.object({ is_under_maintenance: z.boolean() });
export type MaintenanceJson = z.infer<typeof MaintenanceJson>;

/** The body of PUT /api/admin/management/ai-access. */
export const AiAccessJson = z.object({ ai_access: AiAccessModeJson });
export type AiAccessJson = z.infer<typeof AiAccessJson>;

export const AuditQueryJson = z.object({
  entity: z.optional(z.string().check(z.maxLength(50), z.regex(/^[a-z_]*$/, 'must be an entity name such as product or order'))),
  entity_id: z.optional(z.string().check(z.maxLength(100), z.regex(/^[^\u0000]*$/, 'must not contain a NUL character'))),
  actor_user_id: z.optional(WholeNumberQueryJson),
});
export type AuditQueryJson = z.infer<typeof AuditQueryJson>;
