import { inject, injectable } from 'inversify';
import {
  type AiAccessMode,
  type AiListedUser,
  AdminManagementApi,
  type AuditEntry,
  type ContactMessage,
  type OutboxMail,
  type ShopSettings,
} from '../../../application/admin/management/AdminManagementApi';
import { AdminSectionsMessages } from '../../messages/AdminSectionsMessages';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import { ToastPresenter } from '../../toast/ToastPresenter';
import { Confirmation } from '../shared/Confirmation';
import { PagedList } from '../shared/PagedList';

const texts = AdminSectionsMessages.management;
const ENTITY_PATTERN = /^[a-z_]*$/;

/** Admin → Management: maintenance, who sees the AI tab, the mail outbox, contact messages and the audit log. */
@injectable()
export class AdminManagementPresenter {
  settings: ShopSettings | null = null;
  settingsError: string | null = null;
  changingSettings = false;
  outboxInUse = true;
  auditEntity = '';
  auditEntityError: string | null = null;
  readonly listedUsers = new PagedList<AiListedUser>((page) => this.api.aiListedUsers(page));
  readonly outbox = new PagedList<OutboxMail>(async (page) => {
    const answer = await this.api.outbox(page);
    if (answer.ok) this.outboxAnswered(answer.value.outboxInUse);
    return answer;
  });
  readonly contactMessages = new PagedList<ContactMessage>((page) => this.api.contactMessages(page));
  readonly auditLog = new PagedList<AuditEntry>((page) => this.api.auditLog({ ...page, entity: this.auditEntity.trim() }));
  readonly confirmation = new Confirmation();

  constructor(
    @inject(AdminManagementApi) private readonly api: AdminManagementApi,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
  ) {
    makePresenterObservable(this, arguments, { listedUsers: false, outbox: false, contactMessages: false, auditLog: false, confirmation: false });
  }

  get maintenanceHint(): string {
    return this.settings?.underMaintenance ? texts.maintenanceOnHint : texts.maintenanceOffHint;
  }

  async opened(): Promise<void> {
    void this.listedUsers.reload();
    void this.outbox.reload();
    void this.contactMessages.reload();
    void this.auditLog.reload();
    const answer = await this.api.settings();
    this.settingsAnswered(answer);
  }

  /** Turning maintenance on closes the shop to customers, so it is confirmed first; turning it off is not. */
  maintenanceSwitched(underMaintenance: boolean): void {
    if (this.changingSettings) return;
    if (!underMaintenance) {
      void this.changeSettings(() => this.api.setMaintenance(false), texts.maintenanceOff);
      return;
    }
    this.confirmation.ask({ title: texts.maintenanceTitle, message: texts.confirmMaintenanceOn, confirmLabel: texts.turnOn }, () =>
      this.changeSettings(() => this.api.setMaintenance(true), texts.maintenanceOn),
    );
  }

  async aiAccessChosen(mode: AiAccessMode): Promise<void> {
    if (this.changingSettings || this.settings?.aiAccess === mode) return;
    await this.changeSettings(() => this.api.setAiAccess(mode), texts.aiSaved(mode === 'everyone'));
  }

  auditEntityChanged(entity: string): void {
    this.auditEntity = entity;
    if (!ENTITY_PATTERN.test(entity.trim())) {
      this.auditEntityError = texts.entityInvalid;
      return;
    }
    this.auditEntityError = null;
    void this.auditLog.firstPage();
  }

  private async changeSettings(change: () => ReturnType<AdminManagementApi['settings']>, success: string): Promise<void> {
    this.changingSettings = true;
    const answer = await change();
    this.settingsChanged(answer, success);
  }

  private settingsChanged(answer: Awaited<ReturnType<AdminManagementApi['settings']>>, success: string): void {
    this.changingSettings = false;
    if (!answer.ok) {
      this.toasts.error(answer.error.message);
      return;
    }
    this.settings = answer.value;
    this.toasts.success(success);
    // The change is in the audit log now.
    void this.auditLog.reload();
  }

  private settingsAnswered(answer: Awaited<ReturnType<AdminManagementApi['settings']>>): void {
    if (!answer.ok) {
      this.settingsError = answer.error.message;
      return;
    }
    this.settingsError = null;
    this.settings = answer.value;
  }

  private outboxAnswered(inUse: boolean): void {
    this.outboxInUse = inUse;
  }
}
