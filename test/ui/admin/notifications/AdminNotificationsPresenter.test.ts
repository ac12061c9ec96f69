import { describe, expect, it } from 'vitest';
import { AdminNotificationsApi } from '../../../../src/application/admin/notifications/AdminNotificationsApi';
import { AdminNotificationsPresenter, categoryOptions } from '../../../../src/ui/admin/notifications/AdminNotificationsPresenter';
import { refusal } from '../../../application/support/fakes/FakeApi';
import { FakeAdminNotificationsApi } from '../../../application/support/fakes/FakeAdminNotificationsApi';
import { sectionContainer } from '../shared/sectionsTestKit';
import { settle } from '../shared/adminFakes';

function setUp() {
  const api = new FakeAdminNotificationsApi();
  const kit = sectionContainer(AdminNotificationsApi, api);
  return { ...kit, api, presenter: kit.container.get(AdminNotificationsPresenter) };
}

describe('AdminNotificationsPresenter', () => {
  it('offers the five categories of SPEC §3', () => {
    expect(categoryOptions().map((option) => option.label)).toEqual(['New Product', 'New Feature', 'New Event', 'New Training', 'AI Updates']);
  });

  it('posts a notification to everyone, then one to a single user', async () => {
    const { presenter, api, lastToast } = setUp();
    presenter.opened();
    presenter.editor.addClicked();
    presenter.editor.fieldChanged('title', '  New crowns ');
    presenter.editor.fieldChanged('message', 'NuSmile crowns are in stock.');
    presenter.editor.fieldChanged('category', '0');
    await presenter.editor.saveClicked();
    await settle();
    expect(api.sent[0]).toEqual({ title: 'New crowns', message: 'NuSmile crowns are in stock.', titleAr: null, messageAr: null, category: 0, isActive: true, userId: null });
    expect(presenter.editor.form).toBeNull();
    expect(lastToast()?.message).toBe('Notification posted.');
    expect(presenter.list.items).toHaveLength(1);

    presenter.editor.addClicked();
    presenter.editor.fieldChanged('title', 'Your scan');
    presenter.editor.fieldChanged('message', 'Results are ready.');
    presenter.editor.fieldChanged('category', '4');
    presenter.editor.fieldChanged('audience', 'user');
    await presenter.editor.saveClicked();
    expect(presenter.editor.errors.userId).toBe('Enter the user’s ID, a whole number above 0.');
    presenter.editor.fieldChanged('userId', '7');
    await presenter.editor.saveClicked();
    expect(api.sent[1]).toEqual({ title: 'Your scan', message: 'Results are ready.', titleAr: null, messageAr: null, category: 4, isActive: true, userId: 7 });
  });

  it('sends the Arabic title and message beside the English, trimmed, and an Arabic left blank as none', async () => {
    const { presenter, api } = setUp();
    presenter.editor.addClicked();
    presenter.editor.fieldChanged('title', 'New crowns');
    presenter.editor.fieldChanged('titleAr', '  تيجان جديدة ');
    presenter.editor.fieldChanged('message', 'NuSmile crowns are in stock.');
    presenter.editor.fieldChanged('messageAr', '   ');
    await presenter.editor.saveClicked();
    expect(api.sent[0]).toMatchObject({ title: 'New crowns', titleAr: 'تيجان جديدة', messageAr: null });
  });

  it('opens a notification with its texts in both languages, saves a change to them and keeps its audience', async () => {
    const { presenter, api, lastToast } = setUp();
    presenter.opened();
    presenter.editor.addClicked();
    presenter.editor.fieldChanged('title', 'Your scan');
    presenter.editor.fieldChanged('titleAr', 'الأشعة الخاصة بك');
    presenter.editor.fieldChanged('message', 'Results are ready.');
    presenter.editor.fieldChanged('audience', 'user');
    presenter.editor.fieldChanged('userId', '7');
    await presenter.editor.saveClicked();
    await settle();

    presenter.editClicked(presenter.list.items[0]!);
    expect(presenter.editor.form).toEqual({ title: 'Your scan', message: 'Results are ready.', titleAr: 'الأشعة الخاصة بك', messageAr: '', category: '0', audience: 'user', userId: '7', isActive: true });
    presenter.editor.fieldChanged('messageAr', 'النتائج جاهزة.');
    await presenter.editor.saveClicked();
    await settle();
    expect(api.changed).toEqual([{ title: 'Your scan', message: 'Results are ready.', titleAr: 'الأشعة الخاصة بك', messageAr: 'النتائج جاهزة.', category: 0, isActive: true }]);
    expect(lastToast()?.message).toBe('Notification saved.');
    expect(presenter.list.items[0]).toMatchObject({ messageAr: 'النتائج جاهزة.', userId: 7 });
  });

  it('requires a title and a message, and keeps the form with a refusal of the server', async () => {
    const { presenter, api } = setUp();
    presenter.editor.addClicked();
    await presenter.editor.saveClicked();
    expect(presenter.editor.errors).toEqual({ title: 'Title is required.', message: 'Message is required.' });
    expect(api.calls).toEqual([]);
    presenter.editor.fieldChanged('title', 'Hello');
    presenter.editor.fieldChanged('message', 'World');
    presenter.editor.fieldChanged('audience', 'user');
    presenter.editor.fieldChanged('userId', '99');
    api.failures.set('create', refusal(404, 'user_not_found', 'User 99 was not found.'));
    await presenter.editor.saveClicked();
    expect(presenter.editor.formError).toBe('User 99 was not found.');
    expect(presenter.editor.form).not.toBeNull();
  });

  it('switches a notification off and on in place, and deletes it once confirmed', async () => {
    const { presenter, api, lastToast } = setUp();
    presenter.editor.addClicked();
    presenter.editor.fieldChanged('title', 'Sale');
    presenter.editor.fieldChanged('message', 'Ten percent off');
    await presenter.editor.saveClicked();
    await settle();
    await presenter.activeToggled(presenter.list.items[0]!);
    expect(presenter.list.items[0]?.isActive).toBe(false);
    expect(lastToast()?.message).toBe('“Sale” is now hidden.');
    presenter.editor.deleteClicked(presenter.list.items[0]!);
    expect(api.calls).not.toContain('delete 1');
    await presenter.editor.confirmation.confirmed();
    expect(api.calls).toContain('delete 1');
    expect(presenter.list.items).toEqual([]);
  });

  it('filters by text, category and audience from page 1', async () => {
    const { presenter, api } = setUp();
    presenter.searchChanged('crown');
    presenter.categoryFilterChosen('3');
    presenter.audienceFilterChosen('everyone');
    await settle();
    expect(api.filters.at(-1)).toEqual({ page: 1, perPage: 20, search: 'crown', category: 3, forEveryone: true });
    presenter.categoryFilterChosen('');
    presenter.audienceFilterChosen('all');
    await settle();
    expect(api.filters.at(-1)).toEqual({ page: 1, perPage: 20, search: 'crown', category: undefined, forEveryone: undefined });
  });
});
