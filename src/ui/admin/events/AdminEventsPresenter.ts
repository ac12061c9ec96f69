import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { type AdminEvent, AdminEventsApi, type EventFields } from '../../../application/admin/events/AdminEventsApi';
import { AdminMessages } from '../../messages/AdminMessages';
import { AdminSectionsMessages } from '../../messages/AdminSectionsMessages';
import { ToastPresenter } from '../../toast/ToastPresenter';
import { Confirmation } from '../shared/Confirmation';
import { confirmDeletion } from '../shared/confirmDeletion';
import { type Checked, EditorForm, type FieldErrors } from '../shared/EditorForm';
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
  readonly list: PagedList<AdminEvent>;
  readonly editor: EditorForm<EventForm>;
  readonly confirmation = new Confirmation();
  private readonly api: AdminEventsApi;
  private readonly toasts: ToastPresenter;

  constructor(@inject(AdminEventsApi) api: AdminEventsApi, @inject(ToastPresenter) toasts: ToastPresenter) {
    this.api = api;
    this.toasts = toasts;
    this.list = new PagedList((page) => this.api.list({ ...page, search: this.search }));
    this.editor = new EditorForm(toasts);
    makeAutoObservable<AdminEventsPresenter, 'api' | 'toasts'>(this, { list: false, editor: false, confirmation: false, api: false, toasts: false }, { autoBind: true });
  }

  opened(): void {
    void this.list.reload();
  }

  searchChanged(search: string): void {
    this.search = search;
    void this.list.firstPage();
  }

  addClicked(): void {
    this.editor.opened(null, emptyForm());
  }

  editClicked(event: AdminEvent): void {
    this.editor.opened(event.id, formOf(event));
  }

  saveClicked(): Promise<void> {
    return this.editor.save(
      checked,
      (fields, id) => (id === null ? this.api.create(fields) : this.api.update(id, fields)),
      (id) => (id === null ? texts.created : texts.updated),
      () => void this.list.reload(),
    );
  }

  deleteClicked(event: AdminEvent): void {
    confirmDeletion(this.confirmation, this.toasts, { title: texts.deleteNamed(event.title), message: texts.confirmDelete(event.title) }, () => this.api.delete(event.id), {
      success: texts.deleted,
      deleted: this.list.reload,
    });
  }
}
