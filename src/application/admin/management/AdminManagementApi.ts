import type { ServiceIdentifier } from 'inversify';
import type { ContactForm } from '@tiara/domain/contact';
import type { ApiResult } from '../../shared/ApiResult';
import type { AdminPage, PageRequest } from '../AdminPage';

export type AiAccessMode = 'everyone' | 'listed_users';

export interface ShopSettings {
  readonly underMaintenance: boolean;
  readonly aiAccess: AiAccessMode;
  /** Users granted the AI tab (in Users) while it is shown to listed users only. */
  readonly listedUsers: number;
}

export interface OutboxMail {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly sentAt: Date;
  /** Null for a message carrying a one-time secret, whose body is withheld. */
  readonly text: string | null;
}

export interface ContactMessage extends ContactForm {
  readonly id: number;
  readonly createdAt: Date;
}

export interface AuditEntry {
  readonly id: number;
  readonly actorEmail: string | null;
  readonly action: string;
  readonly entity: string;
  readonly entityId: string | null;
  readonly details: string;
  readonly createdAt: Date;
}

export interface AuditFilter extends PageRequest {
  readonly entity?: string;
}

export interface AiListedUser {
  readonly id: number;
  readonly email: string;
  readonly name: string;
}

/** /api/admin/management/*, the outbox, the contact messages and the audit log. */
export interface AdminManagementApi {
  settings(): Promise<ApiResult<ShopSettings>>;
  setMaintenance(underMaintenance: boolean): Promise<ApiResult<ShopSettings>>;
  setAiAccess(mode: AiAccessMode): Promise<ApiResult<ShopSettings>>;
  aiListedUsers(page: PageRequest): Promise<ApiResult<AdminPage<AiListedUser>>>;
  outbox(page: PageRequest): Promise<ApiResult<AdminPage<OutboxMail> & { readonly outboxInUse: boolean }>>;
  contactMessages(page: PageRequest): Promise<ApiResult<AdminPage<ContactMessage>>>;
  auditLog(filter: AuditFilter): Promise<ApiResult<AdminPage<AuditEntry>>>;
}

export const AdminManagementApi: ServiceIdentifier<AdminManagementApi> = Symbol('AdminManagementApi');
