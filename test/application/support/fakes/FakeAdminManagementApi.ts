import * as z from 'zod/mini';
import { AuditQueryJson } from '@tiara/contract/staff/shopRequestJson';
import type { AdminPage, PageRequest } from '../../../../src/application/admin/AdminPage';
import type {
  AdminManagementApi,
  AiAccessMode,
  AiListedUser,
  AuditEntry,
  AuditFilter,
  ContactMessage,
  OutboxMail,
  ShopSettings,
} from '../../../../src/application/admin/management/AdminManagementApi';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import { fail, ok } from '@tiara/domain/result';
import { serverHttpMessagesEn } from '../../../../src/locales/server/en/serverHttpMessagesEn';
import { FakeApi, refusal } from './FakeApi';
import { pageOf } from './pageOf';

/** A message the shop sent; `confidential` when it carries a one-time secret (a reset code). */
export interface SentMail extends Omit<OutboxMail, 'text'> {
  readonly text: string;
  readonly confidential: boolean;
}

/** The keys the server stores its switches under, which its audit entries name (server/adapters/db/SiteSettingsQueries.ts). */
const SETTING_KEYS = { maintenance: 'maintenance', aiAccess: 'ai_access' } as const;

/**
 * The management screen's shop, in memory: the maintenance and AI-tab switches, the users granted
 * the AI tab (`listedUsers`, the newest account first), the mail of the outbox (`mail`, newest
 * first; the body of a confidential one withheld), the contact form's messages (`messages`,
 * newest first) and the audit log (`audit`, newest first), where each switch records its change as
 * the server does, by `adminEmail` at `now`. A record type the audit filter refuses is refused in
 * the server's words. Calls are logged by name, the audit filters asked for kept as sent.
 */
export class FakeAdminManagementApi extends FakeApi implements AdminManagementApi {
  readonly calls: string[] = [];
  readonly auditFilters: AuditFilter[] = [];
  underMaintenance = false;
  aiAccess: AiAccessMode = 'everyone';
  listedUsers: AiListedUser[] = [];
  mail: SentMail[] = [];
  outboxInUse = true;
  messages: ContactMessage[] = [];
  audit: AuditEntry[] = [];
  adminEmail = 'admin@tiara.example';
  now = new Date('2026-11-21T10:00:00Z');

  settings(): Promise<ApiResult<ShopSettings>> {
    return this.respond('settings', 'settings', () => ok(this.stored()));
  }

  setMaintenance(underMaintenance: boolean): Promise<ApiResult<ShopSettings>> {
    return this.respond('setMaintenance', `maintenance ${underMaintenance}`, () => {
      this.underMaintenance = underMaintenance;
      this.recordChange(SETTING_KEYS.maintenance, { is_under_maintenance: underMaintenance });
      return ok(this.stored());
    });
  }

  setAiAccess(mode: AiAccessMode): Promise<ApiResult<ShopSettings>> {
    return this.respond('setAiAccess', `ai-access ${mode}`, () => {
      this.aiAccess = mode;
      this.recordChange(SETTING_KEYS.aiAccess, { ai_access: mode });
      return ok(this.stored());
    });
  }

  aiListedUsers(page: PageRequest): Promise<ApiResult<AdminPage<AiListedUser>>> {
    return this.respond('aiListedUsers', 'aiListedUsers', () => ok(pageOf(this.listedUsers, page)));
  }

  outbox(page: PageRequest): Promise<ApiResult<AdminPage<OutboxMail> & { readonly outboxInUse: boolean }>> {
    return this.respond('outbox', 'outbox', () => {
      const listed = this.mail.map(({ confidential, ...sent }): OutboxMail => ({ ...sent, text: confidential ? null : sent.text }));
      return ok({ ...pageOf(listed, page), outboxInUse: this.outboxInUse });
    });
  }

  contactMessages(page: PageRequest): Promise<ApiResult<AdminPage<ContactMessage>>> {
    return this.respond('contactMessages', 'contactMessages', () => ok(pageOf(this.messages, page)));
  }

  auditLog(filter: AuditFilter): Promise<ApiResult<AdminPage<AuditEntry>>> {
    this.auditFilters.push(filter);
    return this.respond('auditLog', 'auditLog', () => {
      const entity = filter.entity?.trim() || undefined;
      const checked = z.safeParse(AuditQueryJson, { entity });
      if (!checked.success) return fail(refusal(400, 'validation_failed', serverHttpMessagesEn.invalidField('querystring', 'entity', checked.error.issues[0]?.message ?? serverHttpMessagesEn.notValid)));
      return ok(pageOf(entity === undefined ? this.audit : this.audit.filter((entry) => entry.entity === entity), filter));
    });
  }

  protected override callLog(method: string): string[] | null {
    return method === 'settings' || method === 'setMaintenance' || method === 'setAiAccess' ? this.calls : null;
  }

  private stored(): ShopSettings {
    return { underMaintenance: this.underMaintenance, aiAccess: this.aiAccess, listedUsers: this.listedUsers.length };
  }

  private recordChange(key: string, details: object): void {
    const id = Math.max(0, ...this.audit.map((entry) => entry.id)) + 1;
    this.audit = [{ id, actorEmail: this.adminEmail, action: 'update', entity: 'setting', entityId: key, details: JSON.stringify(details), createdAt: this.now }, ...this.audit];
  }
}
