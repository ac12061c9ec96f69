import * as z from 'zod/mini';
import { pounds } from './formFieldJson';
import { PageJson, WholeNumberQueryJson } from './listJson';

/** The shop's settings in the back office: shipping fees, maintenance, who sees the AI tab, the mail outbox and the audit log. Fees in pounds. */

/** A governorate's fee as stored (null or 0: the checkout charges the default) and as the checkout charges it. */
export const ShippingFeeJson = z.object({ governorate_name: z.string(), shipping_fee: z.nullable(z.number()), charged_fee: z.number() });
export type ShippingFeeJson = z.infer<typeof ShippingFeeJson>;

/** The body of PUT /api/admin/shipping-fees/{governorate}. */
export const NewShippingFeeJson = z.object({ shipping_fee: pounds() });
export type NewShippingFeeJson = z.infer<typeof NewShippingFeeJson>;

export const AiAccessModeJson = z.enum(['everyone', 'listed_users']);
export type AiAccessModeJson = z.infer<typeof AiAccessModeJson>;

export const ShopSettingsJson = z.object({ is_under_maintenance: z.boolean(), ai_access: AiAccessModeJson, listed_users: z.int() });
export type ShopSettingsJson = z.infer<typeof ShopSettingsJson>;

/** The body of PUT /api/admin/management/maintenance. */
export const MaintenanceJson = z.object({ is_under_maintenance: z.boolean() });
export type MaintenanceJson = z.infer<typeof MaintenanceJson>;

/** The body of PUT /api/admin/management/ai-access. */
export const AiAccessJson = z.object({ ai_access: AiAccessModeJson });
export type AiAccessJson = z.infer<typeof AiAccessJson>;

/** A message the shop sent; `text` is null for one that carries a one-time secret. */
export const OutboxMailJson = z.object({ id: z.string(), to: z.string(), subject: z.string(), sent_at: z.string(), text: z.nullable(z.string()), withheld: z.boolean() });
export type OutboxMailJson = z.infer<typeof OutboxMailJson>;

/** A page of the outbox; `outbox_in_use` is false when mail goes out by SMTP instead. */
export const OutboxPageJson = z.extend(PageJson(OutboxMailJson), { outbox_in_use: z.boolean() });
export type OutboxPageJson = z.infer<typeof OutboxPageJson>;

/** A change someone made, by whom (null: the shop itself), on which record, with what it recorded. */
export const AuditEntryJson = z.object({
  id: z.int(),
  actor: z.nullable(z.object({ user_id: z.int(), email: z.nullable(z.string()) })),
  action: z.string(),
  entity: z.string(),
  entity_id: z.nullable(z.string()),
  details: z.unknown(),
  created_at: z.string(),
});
export type AuditEntryJson = z.infer<typeof AuditEntryJson>;

export const AuditQueryJson = z.object({
  entity: z.optional(z.string().check(z.maxLength(50), z.regex(/^[a-z_]*$/, 'must be an entity name such as product or order'))),
  entity_id: z.optional(z.string().check(z.maxLength(100), z.regex(/^[^\u0000]*$/, 'must not contain a NUL character'))),
  actor_user_id: z.optional(WholeNumberQueryJson),
});
export type AuditQueryJson = z.infer<typeof AuditQueryJson>;
