import * as z from 'zod/mini';
import { withFields } from '../withFields';
import { PageJson } from './listJson';

/** The shop's settings the back office reads: shipping fees, maintenance, who sees the AI tab, the mail outbox and the audit log. Fees in pounds. */

/** A governorate's fee as stored (null or 0: the checkout charges the default) and as the checkout charges it. */
export const ShippingFeeJson = z.object({ governorate_name: z.string(), shipping_fee: z.nullable(z.number()), charged_fee: z.number() });
export type ShippingFeeJson = z.infer<typeof ShippingFeeJson>;

export const AiAccessModeJson = z.enum(['everyone', 'listed_users']);
export type AiAccessModeJson = z.infer<typeof AiAccessModeJson>;

export const ShopSettingsJson = z.object({ is_under_maintenance: z.boolean(), ai_access: AiAccessModeJson, listed_users: z.int() });
export type ShopSettingsJson = z.infer<typeof ShopSettingsJson>;

/** A message the shop sent; `text` is null for one that carries a one-time secret. */
export const OutboxMailJson = z.object({ id: z.string(), to: z.string(), subject: z.string(), sent_at: z.string(), text: z.nullable(z.string()), withheld: z.boolean() });
export type OutboxMailJson = z.infer<typeof OutboxMailJson>;

/** A page of the outbox; `outbox_in_use` is false when mail goes out by SMTP instead. */
export const OutboxPageJson = withFields(PageJson(OutboxMailJson), { outbox_in_use: z.boolean() });
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
