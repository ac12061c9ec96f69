import { describe, expect, it } from 'vitest';
import { AdminEventsApi } from '../../../../src/application/admin/events/AdminEventsApi';
import { AdminEventsPresenter } from '../../../../src/ui/admin/events/AdminEventsPresenter';
import { refusal } from '../../../application/support/fakes/FakeApi';
import { FakeAdminEventsApi } from '../../../application/support/fakes/FakeAdminEventsApi';
import { sectionContainer } from '../shared/sectionsTestKit';
import { settle } from '../shared/adminFakes';

function setUp() {
  const api = new FakeAdminEventsApi();
  const kit = sectionContainer(AdminEventsApi, api);
  return { ...kit, api, presenter: kit.container.get(AdminEventsPresenter) };
}

describe('AdminEventsPresenter', () => {
  it('adds an event at a Cairo date and time, with one speaker per line', async () => {
    const { presenter, api, lastToast } = setUp();
    presenter.opened();
    presenter.editor.addClicked();
    presenter.editor.fieldChanged('title', 'Cairo Dental Days');
    presenter.editor.fieldChanged('date', '2026-07-01T18:30');
    presenter.editor.fieldChanged('speakers', 'Dr. Amal\n\n  Dr. Hany  \n');
    presenter.editor.fieldChanged('imageUrl', '/uploads/events/a1b2.png');
    await presenter.editor.saveClicked();
    await settle();
    // Cairo keeps summer time (UTC+3) in July.
    expect(api.events[0]).toMatchObject({ title: 'Cairo Dental Days', speakers: ['Dr. Amal', 'Dr. Hany'], imageUrl: '/uploads/events/a1b2.png', isActive: true });
    expect(api.events[0]?.date.toISOString()).toBe('2026-07-01T15:30:00.000Z');
    expect(lastToast()?.message).toBe('Event added.');
    expect(presenter.list.items).toHaveLength(1);
  });

  it('requires a title and a real date and time', async () => {
    const { presenter, api } = setUp();
    presenter.editor.addClicked();
    await presenter.editor.saveClicked();
    expect(presenter.editor.errors).toEqual({ title: 'Title is required.', date: 'Date & time (Cairo) is required.' });
    presenter.editor.fieldChanged('date', '2026-13-01T10:00');
    await presenter.editor.saveClicked();
    expect(presenter.editor.errors.date).toBe('Date & time (Cairo) must be a complete date and time.');
    expect(api.calls).toEqual([]);
  });

  it('edits a past event with its values filled in, and shows a refusal', async () => {
    const { presenter, api } = setUp();
    api.events = [{ id: 4, title: 'Old meetup', description: '', date: new Date('2025-03-01T08:00:00Z'), location: 'Giza', speakers: ['A', 'B'], imageUrl: '', isActive: true }];
    presenter.opened();
    await settle();
    presenter.editClicked(presenter.list.items[0]!);
    expect(presenter.editor.form).toMatchObject({ title: 'Old meetup', date: '2025-03-01T10:00', speakers: 'A\nB' });
    api.failures.set('update', refusal(400, 'bad_request', 'title: must not be empty'));
    await presenter.editor.saveClicked();
    expect(presenter.editor.formError).toBe('title: must not be empty');
    api.failures.delete('update');
    presenter.editor.fieldChanged('isActive', false);
    await presenter.editor.saveClicked();
    await settle();
    expect(api.calls).toContain('update 4');
    expect(presenter.list.items[0]?.isActive).toBe(false);
    presenter.editor.deleteClicked(presenter.list.items[0]!);
    await presenter.editor.confirmation.confirmed();
    expect(presenter.list.items).toEqual([]);
  });
});
