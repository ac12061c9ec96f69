import * as z from 'zod/mini';
import { AuditEntryJson, OutboxMailJson, OutboxPageJson, ShippingFeeJson, ShopSettingsJson } from '@tiara/contract/staff/shopJson';
import { AuditQueryJson, NewShippingFeeJson } from '@tiara/contract/staff/shopRequestJson';
import { poundsFromPiasters } from '@tiara/domain/money';
import { ShippingFeeTable } from '@tiara/domain/shipping-fee';
import type { ShopSettings } from '../../../adapters/db/admin/AdminSettingsRepository';
import type { AuditEntry } from '../../../adapters/db/admin/AuditLogQueries';
import type { OutboxEntry } from '../../../adapters/mail/OutboxMailer';
import { documented } from '../../documented';
import { idQuery, iso, type PageAsked, pageJson, pageOf, readAs } from './adminSchemas';

/** The shop's settings in the back office (src/contract/staff/shopJson.ts): shipping fees, maintenance, the AI tab, the outbox and the audit log. */

export const settingsJson = documented(ShopSettingsJson, {
  is_under_maintenance: 'The storefront shows the maintenance page; /admin and /sales stay open',
  ai_access: 'Who sees the AI tab: every signed-in user, or the users granted it (and subscribers)',
  listed_users: 'Users granted the AI tab (PATCH /api/admin/users/{id} ai_access)',
});

export const settingsToJson = (settings: ShopSettings): ShopSettingsJson => ({
  is_under_maintenance: settings.underMaintenance,
  ai_access: settings.aiAccess,
  listed_users: settings.listedUsers,
});

export const shippingFeeJson = documented(ShippingFeeJson, {
  shipping_fee: 'EGP; null or 0: the checkout charges the default fee',
  charged_fee: 'EGP the checkout charges for this governorate',
});

/** The fee as stored, and as the checkout's own rule charges it. */
export const shippingFeeToJson = (governorate: string, fee: number | null): ShippingFeeJson => ({
  governorate_name: governorate,
  shipping_fee: fee === null ? null : poundsFromPiasters(fee),
  charged_fee: poundsFromPiasters(new ShippingFeeTable(fee === null ? [] : [{ governorateName: governorate, fee }]).feeFor(governorate)),
});

export const newShippingFeeBody = () => documented(NewShippingFeeJson, { shipping_fee: 'EGP' });

const outboxMailJson = documented(OutboxMailJson, { text: 'Null for a message that carries a one-time secret (a password reset code)' });

export const outboxPageJson = documented(z.extend(OutboxPageJson, pageOf(outboxMailJson).shape), { outbox_in_use: 'False when mail goes out by SMTP instead' });

/** A page of the outbox: the body of a message carrying a one-time secret is withheld. */
export function outboxPageToJson({ entries, total }: { entries: OutboxEntry[]; total: number }, asked: PageAsked, outboxInUse: boolean): OutboxPageJson {
  return {
    ...pageJson({ items: entries, total }, asked, (entry): OutboxMailJson => ({
      id: entry.id,
      to: entry.to,
      subject: entry.subject,
      sent_at: entry.sentAt,
      text: entry.confidential ? null : entry.text,
      withheld: entry.confidential === true,
    })),
    outbox_in_use: outboxInUse,
  };
}

export const auditEntryToJson = (entry: AuditEntry): AuditEntryJson => ({
  id: entry.id,
  actor: entry.actorUserId === null ? null : { user_id: entry.actorUserId, email: entry.actorEmail },
  action: entry.action,
  entity: entry.entity,
  entity_id: entry.entityId,
  details: entry.details,
  created_at: iso(entry.createdAt),
});

export const auditQuery = () => readAs(AuditQueryJson, { actor_user_id: idQuery(AuditQueryJson.shape.actor_user_id) }).shape;

