import * as z from 'zod/mini';
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
import { count, date, pageSchema, queryOf } from './adminWireSchemas';

export const settingsSchema: z.ZodMiniType<ShopSettings> = z.pipe(
  z.object({ is_under_maintenance: z.boolean(), ai_access: z.enum(['everyone', 'listed_users']), listed_users: count }),
  z.transform((wire) => ({ underMaintenance: wire.is_under_maintenance, aiAccess: wire.ai_access, listedUsers: wire.listed_users })),
);

const outboxMailSchema: z.ZodMiniType<OutboxMail> = z.pipe(
  z.object({ id: z.string(), to: z.string(), subject: z.string(), sent_at: date, text: z.nullable(z.string()) }),
  z.transform((wire) => ({ id: wire.id, to: wire.to, subject: wire.subject, sentAt: wire.sent_at, text: wire.text })),
);

const outboxSchema = z.pipe(
  z.object({ items: z.array(outboxMailSchema), total: count, page: count, per_page: count, page_count: count, outbox_in_use: z.boolean() }),
  z.transform((wire) => ({ items: wire.items, total: wire.total, page: wire.page, perPage: wire.per_page, pageCount: wire.page_count, outboxInUse: wire.outbox_in_use })),
);

const contactMessageSchema: z.ZodMiniType<ContactMessage> = z.pipe(
  z.object({ id: count, name: z.string(), email: z.string(), message: z.string(), created_at: date }),
  z.transform((wire) => ({ id: wire.id, name: wire.name, email: wire.email, message: wire.message, createdAt: wire.created_at })),
);

/** The contact messages' page carries no page count: it follows from the total. */
const contactPageSchema: z.ZodMiniType<AdminPage<ContactMessage>> = z.pipe(
  z.object({ items: z.array(contactMessageSchema), total: count, page: count, per_page: count.check(z.positive()) }),
  z.transform((wire) => ({ items: wire.items, total: wire.total, page: wire.page, perPage: wire.per_page, pageCount: Math.ceil(wire.total / wire.per_page) })),
);

/** Details are whatever the change recorded; shown as compact JSON. */
const auditEntrySchema: z.ZodMiniType<AuditEntry> = z.pipe(
  z.object({
    id: count,
    actor: z.nullable(z.object({ user_id: count, email: z.nullable(z.string()) })),
    action: z.string(),
    entity: z.string(),
    entity_id: z.nullable(z.string()),
    details: z.unknown(),
    created_at: date,
  }),
  z.transform((wire) => ({
    id: wire.id,
    actorEmail: wire.actor === null ? null : (wire.actor.email ?? `#${wire.actor.user_id}`),
    action: wire.action,
    entity: wire.entity,
    entityId: wire.entity_id,
    details: wire.details === undefined || wire.details === null ? '' : JSON.stringify(wire.details),
    createdAt: wire.created_at,
  })),
);

const listedUserSchema: z.ZodMiniType<AiListedUser> = z.pipe(
  z.object({ id: count, email: z.string(), first_name: z.string(), last_name: z.string() }),
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
    return this.http.send({ method: 'PUT', path: `${settingsPath}/maintenance`, body: { is_under_maintenance: underMaintenance }, schema: settingsSchema });
  }

  setAiAccess(mode: AiAccessMode): Promise<ApiResult<ShopSettings>> {
    return this.http.send({ method: 'PUT', path: `${settingsPath}/ai-access`, body: { ai_access: mode }, schema: settingsSchema });
  }

  aiListedUsers(page: PageRequest): Promise<ApiResult<AdminPage<AiListedUser>>> {
    return this.http.get(`/api/admin/users${queryOf({ ai_access: true, page: page.page, per_page: page.perPage })}`, pageSchema(listedUserSchema));
  }

  outbox(page: PageRequest): Promise<ApiResult<AdminPage<OutboxMail> & { readonly outboxInUse: boolean }>> {
    return this.http.get(`${settingsPath}/outbox${queryOf({ page: page.page, per_page: page.perPage })}`, outboxSchema);
  }

  contactMessages(page: PageRequest): Promise<ApiResult<AdminPage<ContactMessage>>> {
    return this.http.get(`/api/admin/contact-messages${queryOf({ page: page.page, per_page: page.perPage })}`, contactPageSchema);
  }

  auditLog(filter: AuditFilter): Promise<ApiResult<AdminPage<AuditEntry>>> {
    return this.http.get(`/api/admin/audit-log${queryOf({ entity: filter.entity?.trim(), page: filter.page, per_page: filter.perPage })}`, pageSchema(auditEntrySchema));
  }
}
