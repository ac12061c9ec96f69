import { describe, expect, it } from 'vitest';
import { AdminManagementApi } from '../../../../src/application/admin/management/AdminManagementApi';
import { serverAdminMessagesEn } from '../../../../src/locales/server/en/serverAdminMessagesEn';
import { AdminManagementPresenter } from '../../../../src/ui/admin/management/AdminManagementPresenter';
import { refusal } from '../../../application/support/fakes/FakeApi';
import { FakeAdminManagementApi } from '../../../application/support/fakes/FakeAdminManagementApi';
import { sectionContainer } from '../shared/sectionsTestKit';
import { settle } from '../shared/adminFakes';

async function setUp() {
  const api = new FakeAdminManagementApi();
  api.listedUsers = [
    { id: 4, email: 'mona@clinic.example', name: 'Mona Hassan' },
    { id: 3, email: 'heba@clinic.example', name: 'Heba Adel' },
  ];
  api.mail = [{ id: 'm1', to: 'mona@clinic.example', subject: 'Your password reset code', sentAt: api.now, text: 'Your code is 123456.', confidential: true }];
  api.outboxInUse = false;
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
    expect(presenter.listedUsers.items).toHaveLength(2);
    expect(presenter.outbox.items).toEqual([{ id: 'm1', to: 'mona@clinic.example', subject: 'Your password reset code', sentAt: new Date('2026-11-21T10:00:00Z'), text: null }]);
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
    api.underMaintenance = true;
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
    api.failures.set('setAiAccess', refusal(403, 'no_longer_staff', serverAdminMessagesEn.accountNoLongerStaff));
    await presenter.aiAccessChosen('everyone');
    expect(presenter.settings?.aiAccess).toBe('listed_users');
    expect(lastToast()?.message).toBe('Your account no longer has access to this area. Please log in again.');
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
