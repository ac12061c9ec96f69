import { inject, injectable } from 'inversify';
import { type AdminEvent, AdminEventsApi, type EventFields } from '../../../application/admin/events/AdminEventsApi';
import { AdminMessages } from '../../messages/AdminMessages';
import { AdminSectionsMessages } from '../../messages/AdminSectionsMessages';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import { ToastPresenter } from '../../toast/ToastPresenter';
import { type Checked, type FieldErrors, RecordEditor } from '../shared/RecordEditor';
import { PagedList } from '../shared/PagedList';
import { cairoInputValue, instantOfCairoInput } from './formValues';

const texts = AdminSectionsMessages.events;

export interface EventForm {
  title: string;
  description: string;
  date: string;
  location: string;
  speakers: string;
  imageUrl: string;
  isActive: boolean;
}

const emptyForm = (): EventForm => ({ title: '', description: '', date: '', location: '', speakers: '', imageUrl: '', isActive: true });

function checked(form: EventForm): Checked<EventFields, FieldErrors<EventForm>> {
  const errors: FieldErrors<EventForm> = {};
  if (form.title.trim() === '') errors.title = AdminMessages.form.required(texts.heading);
  const date = instantOfCairoInput(form.date);
  if (form.date.trim() === '') errors.date = AdminMessages.form.required(texts.date);
  else if (date === null) errors.date = AdminSectionsMessages.dateTimeInvalid(texts.date);
  if (date === null) return { errors, value: null };
  return {
    errors,
    value: {
      title: form.title.trim(),
      description: form.description.trim(),
      date,
      location: form.location.trim(),
      speakers: form.speakers
        .split('\n')
        .map((speaker) => speaker.trim())
        .filter((speaker) => speaker !== ''),
      imageUrl: form.imageUrl.trim(),
      isActive: form.isActive,
    },
  };
}

const formOf = (event: AdminEvent): EventForm => ({
  title: event.title,
  description: event.description,
  date: cairoInputValue(event.date),
  location: event.location,
  speakers: event.speakers.join('\n'),
  imageUrl: event.imageUrl,
  isActive: event.isActive,
});

/** Admin → Events: list, add, edit (past events too) and delete. */
@injectable()
export class AdminEventsPresenter {
  search = '';
  readonly list = new PagedList<AdminEvent>((page) => this.api.list({ ...page, search: this.search }));
  readonly editor = new RecordEditor<AdminEvent, EventForm, EventFields>(this.toasts, {
    blank: emptyForm,
    check: checked,
    send: (fields, id) => (id === null ? this.api.create(fields) : this.api.update(id, fields)),
    savedText: (id) => (id === null ? texts.created : texts.updated),
    saved: () => void this.list.reload(),
    remove: (event) => this.api.delete(event.id),
    deletion: (event) => ({ title: texts.deleteNamed(event.title), message: texts.confirmDelete(event.title), success: texts.deleted }),
    deleted: this.list.reload,
  });

  constructor(
    @inject(AdminEventsApi) private readonly api: AdminEventsApi,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
  ) {
    makePresenterObservable(this, arguments, { list: false, editor: false });
  }

  opened(): void {
    void this.list.reload();
  }

  searchChanged(search: string): void {
    this.search = search;
    void this.list.firstPage();
  }

  editClicked(event: AdminEvent): void {
    this.editor.opened(event.id, formOf(event));
  }
}
