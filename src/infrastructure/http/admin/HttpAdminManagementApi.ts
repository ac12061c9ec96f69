import * as z from 'zod/mini';
import { ContactMessagePageJson } from '@tiara/contract/staff/contactJson';
import type { PageQueryJson } from '@tiara/contract/staff/listQueryJson';
import { AuditEntryJson, OutboxPageJson, ShopSettingsJson } from '@tiara/contract/staff/shopJson';
import type { AiAccessJson, AuditQueryJson, MaintenanceJson } from '@tiara/contract/staff/shopRequestJson';
import { AdminUserJson } from '@tiara/contract/staff/userJson';
import type { UserQueryJson } from '@tiara/contract/staff/userRequestJson';
import type { AdminPage, PageRequest } from '../../../application/admin/AdminPage';
import type {
  AdminManagementApi,
  AiAccessMode,
  AiListedUser,
  AuditEntry,
  AuditFilter,
  ContactMessage,
  OutboxMail,
  ShopSettings,
} from '../../../application/admin/management/AdminManagementApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import type { HttpClient } from '../HttpClient';
import { instant, pageSchema, queryOf } from './adminWireSchemas';

export const settingsSchema: z.ZodMiniType<ShopSettings> = z.pipe(
  ShopSettingsJson,
  z.transform((wire) => ({ underMaintenance: wire.is_under_maintenance, aiAccess: wire.ai_access, listedUsers: wire.listed_users })),
);

const outboxSchema: z.ZodMiniType<AdminPage<OutboxMail> & { readonly outboxInUse: boolean }> = z.pipe(
  OutboxPageJson,
  z.transform((wire, context) => ({
    items: wire.items.map((mail) => ({ id: mail.id, to: mail.to, subject: mail.subject, sentAt: instant(mail.sent_at, context), text: mail.text })),
    total: wire.total,
    page: wire.page,
    perPage: wire.per_page,
    pageCount: wire.page_count,
    outboxInUse: wire.outbox_in_use,
  })),
);

/** GET /api/admin/contact-messages is the contact routes' (server/http/routes/contactRoutes.ts); its page carries no page count, which follows from the total. */
const contactPageSchema: z.ZodMiniType<AdminPage<ContactMessage>> = z.pipe(
  z.object({ ...ContactMessagePageJson.shape, per_page: ContactMessagePageJson.shape.per_page.check(z.positive()) }),
  z.transform((wire, context) => ({
    items: wire.items.map((message) => ({ id: message.id, name: message.name, email: message.email, message: message.message, createdAt: instant(message.created_at, context) })),
    total: wire.total,
    page: wire.page,
    perPage: wire.per_page,
    pageCount: Math.ceil(wire.total / wire.per_page),
  })),
);

/** Details are whatever the change recorded; shown as compact JSON. */
const auditEntrySchema: z.ZodMiniType<AuditEntry> = z.pipe(
  AuditEntryJson,
  z.transform((wire, context) => ({
    id: wire.id,
    actorEmail: wire.actor === null ? null : (wire.actor.email ?? `#${wire.actor.user_id}`),
    action: wire.action,
    entity: wire.entity,
    entityId: wire.entity_id,
    details: wire.details === undefined || wire.details === null ? '' : JSON.stringify(wire.details),
    createdAt: instant(wire.created_at, context),
  })),
);

const listedUserSchema: z.ZodMiniType<AiListedUser> = z.pipe(
  AdminUserJson,
  z.transform((wire) => ({ id: wire.id, email: wire.email, name: `${wire.first_name} ${wire.last_name}`.trim() })),
);

const settingsPath = '/api/admin/management';

/** The management screen's calls: settings, who sees the AI tab, the outbox, contact messages and the audit log. */
export class HttpAdminManagementApi implements AdminManagementApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  settings(): Promise<ApiResult<ShopSettings>> {
    return this.http.get(`${settingsPath}/settings`, settingsSchema);
  }

  setMaintenance(underMaintenance: boolean): Promise<ApiResult<ShopSettings>> {
    const body: MaintenanceJson = { is_under_maintenance: underMaintenance };
    return this.http.send({ method: 'PUT', path: `${settingsPath}/maintenance`, body, schema: settingsSchema });
  }

  setAiAccess(mode: AiAccessMode): Promise<ApiResult<ShopSettings>> {
    const body: AiAccessJson = { ai_access: mode };
    return this.http.send({ method: 'PUT', path: `${settingsPath}/ai-access`, body, schema: settingsSchema });
  }

  aiListedUsers(page: PageRequest): Promise<ApiResult<AdminPage<AiListedUser>>> {
    return this.http.get(`/api/admin/users${queryOf<UserQueryJson & PageQueryJson>({ ai_access: true, page: page.page, per_page: page.perPage })}`, pageSchema(listedUserSchema));
  }

  outbox(page: PageRequest): Promise<ApiResult<AdminPage<OutboxMail> & { readonly outboxInUse: boolean }>> {
    return this.http.get(`${settingsPath}/outbox${queryOf<PageQueryJson>({ page: page.page, per_page: page.perPage })}`, outboxSchema);
  }

  contactMessages(page: PageRequest): Promise<ApiResult<AdminPage<ContactMessage>>> {
    return this.http.get(`/api/admin/contact-messages${queryOf<PageQueryJson>({ page: page.page, per_page: page.perPage })}`, contactPageSchema);
  }

  auditLog(filter: AuditFilter): Promise<ApiResult<AdminPage<AuditEntry>>> {
    return this.http.get(`/api/admin/audit-log${queryOf<AuditQueryJson & PageQueryJson>({ entity: filter.entity?.trim(), page: filter.page, per_page: filter.perPage })}`, pageSchema(auditEntrySchema));
  }
}
