import { describe, expect, it } from 'vitest';
import type { PageRequest } from '../../../../src/application/admin/AdminPage';
import {
  type AiAccessMode,
  AdminManagementApi,
  type AuditEntry,
  type AuditFilter,
  type ShopSettings,
} from '../../../../src/application/admin/management/AdminManagementApi';
import { AdminManagementPresenter } from '../../../../src/ui/admin/management/AdminManagementPresenter';
import { FakePort, pageOf, rejected, sectionContainer } from '../shared/sectionsTestKit';
import { settle } from '../shared/adminFakes';

class FakeManagementApi extends FakePort implements AdminManagementApi {
  stored: ShopSettings = { underMaintenance: false, aiAccess: 'everyone', listedUsers: 2 };
  audit: AuditEntry[] = [];
  auditFilters: AuditFilter[] = [];

  settings() {
    return this.answer('settings', () => this.stored);
  }
  setMaintenance(on: boolean) {
    return this.answer(`maintenance ${on}`, () => this.change({ underMaintenance: on }, { is_under_maintenance: on }));
  }
  setAiAccess(mode: AiAccessMode) {
    return this.answer(`ai-access ${mode}`, () => this.change({ aiAccess: mode }, { ai_access: mode }));
  }
  aiListedUsers(page: PageRequest) {
    return Promise.resolve(pageOf([{ id: 4, email: 'mona@clinic.example', name: 'Mona Hassan' }], page));
  }
  async outbox(page: PageRequest) {
    const answer = pageOf([{ id: 'm1', to: 'mona@clinic.example', subject: 'Your order', sentAt: new Date(), text: null }], page);
    return answer.ok ? { ok: true as const, value: { ...answer.value, outboxInUse: false } } : answer;
  }
  contactMessages(page: PageRequest) {
    return Promise.resolve(pageOf([], page));
  }
  auditLog(filter: AuditFilter) {
    this.auditFilters.push(filter);
    return Promise.resolve(pageOf(this.audit, filter));
  }

  private change(change: Partial<ShopSettings>, details: object): ShopSettings {
    this.stored = { ...this.stored, ...change };
    this.audit.unshift({ id: this.audit.length + 1, actorEmail: 'admin@tiara.example', action: 'update', entity: 'setting', entityId: 'x', details: JSON.stringify(details), createdAt: new Date() });
    return this.stored;
  }
}

async function setUp() {
  const api = new FakeManagementApi();
  const kit = sectionContainer(AdminManagementApi, api);
  const presenter = kit.container.get(AdminManagementPresenter);
  await presenter.opened();
  await settle();
  return { ...kit, api, presenter };
}

describe('AdminManagementPresenter', () => {
  it('loads the settings, the listed users, the outbox, the contact messages and the audit log', async () => {
    const { presenter } = await setUp();
    expect(presenter.settings).toEqual({ underMaintenance: false, aiAccess: 'everyone', listedUsers: 2 });
    expect(presenter.maintenanceHint).toBe('The shop is open.');
    expect(presenter.listedUsers.items).toHaveLength(1);
    expect(presenter.outbox.items).toHaveLength(1);
    expect(presenter.outboxInUse).toBe(false);
    expect(presenter.contactMessages.isEmpty).toBe(true);
  });

  it('turns maintenance on only once confirmed, and lists the change in the audit log', async () => {
    const { presenter, api, lastToast } = await setUp();
    presenter.maintenanceSwitched(true);
    expect(api.calls).toEqual(['settings']);
    expect(presenter.confirmation.pending?.message).toBe('Put the shop under maintenance? Customers will see the maintenance page until you turn it off.');
    await presenter.confirmation.confirmed();
    await settle();
    expect(api.calls).toContain('maintenance true');
    expect(presenter.settings?.underMaintenance).toBe(true);
    expect(presenter.maintenanceHint).toBe('The shop shows the maintenance page; /admin and /sales stay open.');
    expect(lastToast()?.message).toBe('The shop is now under maintenance.');
    expect(presenter.auditLog.items[0]?.details).toBe('{"is_under_maintenance":true}');
  });

  it('leaves maintenance off when the confirmation is cancelled, and turns it off without asking', async () => {
    const { presenter, api, lastToast } = await setUp();
    presenter.maintenanceSwitched(true);
    presenter.confirmation.cancelled();
    expect(api.calls).toEqual(['settings']);
    api.stored = { ...api.stored, underMaintenance: true };
    presenter.maintenanceSwitched(false);
    await settle();
    expect(api.calls).toContain('maintenance false');
    expect(lastToast()?.message).toBe('The shop is open again.');
  });

  it('switches who sees the AI tab, and shows a refusal without changing the settings', async () => {
    const { presenter, api, lastToast } = await setUp();
    await presenter.aiAccessChosen('everyone');
    expect(api.calls).toEqual(['settings']);
    await presenter.aiAccessChosen('listed_users');
    expect(presenter.settings?.aiAccess).toBe('listed_users');
    expect(lastToast()?.message).toBe('The TiaraAI tab is shown to listed users and subscribers only.');
    api.refuseNext(rejected('Your account no longer has staff access.', 403));
    await presenter.aiAccessChosen('everyone');
    expect(presenter.settings?.aiAccess).toBe('listed_users');
    expect(lastToast()?.message).toBe('Your account no longer has staff access.');
  });

  it('filters the audit log by record type, refusing a malformed one', async () => {
    const { presenter, api } = await setUp();
    presenter.auditEntityChanged('Promo Code');
    expect(presenter.auditEntityError).toBe('A record type holds only lower-case letters and _.');
    const asked = api.auditFilters.length;
    presenter.auditEntityChanged('promo_code ');
    await settle();
    expect(presenter.auditEntityError).toBeNull();
    expect(api.auditFilters.slice(asked)).toEqual([{ page: 1, perPage: 20, entity: 'promo_code' }]);
  });
});
