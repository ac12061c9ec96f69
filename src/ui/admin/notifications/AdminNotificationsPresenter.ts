import { inject, injectable } from 'inversify';
import type { AdminNotification } from '@tiara/domain/notification';
import { AdminNotificationsApi, NOTIFICATION_CATEGORIES, type NewNotification } from '../../../application/admin/notifications/AdminNotificationsApi';
import { AdminMessages } from '../../messages/AdminMessages';
import { AdminSectionsMessages } from '../../messages/AdminSectionsMessages';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import { ToastPresenter } from '../../toast/ToastPresenter';
import { arabicOrNull } from '../shared/ArabicInput';
import { type Checked, type FieldErrors, RecordEditor } from '../shared/RecordEditor';
import { PagedList } from '../shared/PagedList';
import { wholeNumberOfInput } from '../events/formValues';

const texts = AdminSectionsMessages.notifications;

export type AudienceFilter = 'all' | 'everyone' | 'user';
export type Audience = 'everyone' | 'user';

export interface NotificationForm {
  title: string;
  message: string;
  /** The Arabic beside the English, as typed; blank is sent as none. */
  titleAr: string;
  messageAr: string;
  category: string;
  audience: Audience;
  userId: string;
  isActive: boolean;
}

/** The categories to choose from, named in the language shown when they are drawn. */
export const categoryOptions = () => NOTIFICATION_CATEGORIES.map((category) => ({ value: String(category), label: AdminSectionsMessages.notificationCategory(category) }));

const emptyForm = (): NotificationForm => ({ title: '', message: '', titleAr: '', messageAr: '', category: String(NOTIFICATION_CATEGORIES[0]), audience: 'everyone', userId: '', isActive: true });

const formOf = (notification: AdminNotification): NotificationForm => ({
  title: notification.title,
  message: notification.message,
  titleAr: notification.titleAr ?? '',
  messageAr: notification.messageAr ?? '',
  category: String(notification.category),
  audience: notification.userId === null ? 'everyone' : 'user',
  userId: notification.userId === null ? '' : String(notification.userId),
  isActive: notification.isActive,
});

function checked(form: NotificationForm): Checked<NewNotification, FieldErrors<NotificationForm>> {
  const errors: FieldErrors<NotificationForm> = {};
  if (form.title.trim() === '') errors.title = AdminMessages.form.required(texts.heading);
  if (form.message.trim() === '') errors.message = AdminMessages.form.required(texts.message);
  const userId = wholeNumberOfInput(form.userId);
  if (form.audience === 'user' && (userId === null || userId < 1)) errors.userId = texts.userIdInvalid;
  return {
    errors,
    value: {
      title: form.title.trim(),
      message: form.message.trim(),
      titleAr: arabicOrNull(form.titleAr),
      messageAr: arabicOrNull(form.messageAr),
      category: Number(form.category),
      isActive: form.isActive,
      userId: form.audience === 'user' ? userId : null,
    },
  };
}

/**
 * Admin → Notifications: post one to everyone or to one user, its title and message in English and
 * in Arabic; edit its texts later (not its audience); switch it on or off; delete it.
 */
@injectable()
export class AdminNotificationsPresenter {
  search = '';
  categoryFilter = '';
  audienceFilter: AudienceFilter = 'all';
  readonly list = new PagedList<AdminNotification>((page) =>
    this.api.list({
      ...page,
      search: this.search,
      category: this.categoryFilter === '' ? undefined : Number(this.categoryFilter),
      forEveryone: this.audienceFilter === 'all' ? undefined : this.audienceFilter === 'everyone',
    }),
  );
  readonly editor = new RecordEditor<AdminNotification, NotificationForm, NewNotification>(this.toasts, {
    blank: emptyForm,
    check: checked,
    send: ({ userId, ...fields }, editingId) => (editingId === null ? this.api.create({ ...fields, userId }) : this.api.update(editingId, fields)),
    savedText: (editingId) => (editingId === null ? texts.createdToast : texts.updatedToast),
    saved: () => void this.list.firstPage(),
    remove: (notification) => this.api.delete(notification.id),
    deletion: (notification) => ({ title: texts.deleteNamed(notification.title), message: texts.confirmDelete(notification.title), success: texts.deleted }),
    deleted: this.list.reload,
  });

  constructor(
    @inject(AdminNotificationsApi) private readonly api: AdminNotificationsApi,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
  ) {
    makePresenterObservable(this, arguments, { list: false, editor: false });
  }

  opened(): void {
    void this.list.reload();
  }

  editClicked(notification: AdminNotification): void {
    this.editor.opened(notification.id, formOf(notification));
  }

  searchChanged(search: string): void {
    this.search = search;
    void this.list.firstPage();
  }

  categoryFilterChosen(category: string): void {
    this.categoryFilter = category;
    void this.list.firstPage();
  }

  audienceFilterChosen(audience: AudienceFilter): void {
    this.audienceFilter = audience;
    void this.list.firstPage();
  }

  async activeToggled(notification: AdminNotification): Promise<void> {
    const answer = await this.api.setActive(notification.id, !notification.isActive);
    if (!answer.ok) {
      this.toasts.error(answer.error.message);
      return;
    }
    this.list.replaced((row) => row.id === notification.id, answer.value);
    this.toasts.success(answer.value.isActive ? texts.activated(answer.value.title) : texts.deactivated(answer.value.title));
  }
}
