import { describe, expect, it } from 'vitest';
import { UsersPresenter } from '../../../../src/ui/admin/users/UsersPresenter';
import { ToastPresenter } from '../../../../src/ui/toast/ToastPresenter';
import { FakeClock } from '../../support/FakeClock';
import { refusal } from '../../../application/support/fakes/FakeApi';
import { FakeAdminUsersApi, shopAccount } from '../../../application/support/fakes/FakeAdminUsersApi';

const mona = shopAccount(3, {
  email: 'mona@clinic.example',
  orderCount: 2,
  aiUsage: { activeSubscriptions: 1, segmentationsAllowed: 10, segmentationsUsed: 4, segmentationsRemaining: 6 },
});

function usersPage() {
  const api = new FakeAdminUsersApi();
  api.accounts.set(mona.id, mona);
  const clock = new FakeClock('2026-11-21T10:00:00Z');
  return { presenter: new UsersPresenter(api, new ToastPresenter(clock), clock), api, updates: api.updates };
}

describe('UsersPresenter', () => {
  it('lists accounts with how long they have existed, filtered by role', async () => {
    const { presenter } = usersPage();
    await presenter.opened();
    const row = presenter.list.items[0];
    if (!row) throw new Error('no row');
    expect(presenter.joinedAgo(row)).toBe('3 days ago');
    await presenter.roleFilterChosen('Admin');
    expect(presenter.list.items).toEqual([]);
    await presenter.roleFilterChosen('nobody');
    expect(presenter.roleFilter).toBeNull();
  });

  it('sends only what changed, after checking the e-mail and names', async () => {
    const { presenter, updates } = usersPage();
    await presenter.opened();
    const row = presenter.list.items[0];
    if (!row) throw new Error('no row');
    await presenter.editClicked(row);
    presenter.formChanged({ email: 'not-an-email', firstName: ' ' });
    await presenter.saveClicked();
    expect(presenter.formErrors).toEqual({ email: 'Please enter a valid email address.', firstName: 'First name is required.' });
    presenter.formChanged({ email: 'mona@clinic.example', firstName: 'Mona', role: 'Sales', city: ' Nasr City ' });
    await presenter.saveClicked();
    expect(updates).toEqual([{ city: 'Nasr City', role: 'Sales' }]);
    expect(presenter.editing).toBeNull();
  });

  it("keeps the editor open with the server's refusal", async () => {
    const { presenter, api } = usersPage();
    api.failures.set('updateUser', refusal(409, 'email_taken', 'That e-mail is already used by another account.'));
    await presenter.opened();
    const row = presenter.list.items[0];
    if (!row) throw new Error('no row');
    await presenter.editClicked(row);
    presenter.formChanged({ email: 'taken@clinic.example', role: 'Admin' });
    await presenter.saveClicked();
    expect(presenter.formError).toBe('That e-mail is already used by another account.');
    expect(presenter.editing).not.toBeNull();
  });

  it('grants AI access from the list', async () => {
    const { presenter, updates } = usersPage();
    await presenter.opened();
    const row = presenter.list.items[0];
    if (!row) throw new Error('no row');
    await presenter.aiAccessToggled(row);
    expect(updates).toEqual([{ aiAccess: true }]);
    expect(presenter.list.items[0]?.aiAccess).toBe(true);
  });
});
