import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { type AdminEvent, AdminEventsApi, type EventFields } from '../../../application/admin/events/AdminEventsApi';
import { AdminMessages } from '../../messages/AdminMessages';
import { AdminSectionsMessages } from '../../messages/AdminSectionsMessages';
import { ToastPresenter } from '../../toast/ToastPresenter';
import { Confirmation } from '../shared/Confirmation';
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

type FormErrors = Partial<Record<keyof EventForm, string>>;

const emptyForm = (): EventForm => ({ title: '', description: '', date: '', location: '', speakers: '', imageUrl: '', isActive: true });

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
  form: EventForm | null = null;
  /** The event being edited; null while adding one. */
  editingId: number | null = null;
  errors: FormErrors = {};
  formError: string | null = null;
  saving = false;
  readonly list: PagedList<AdminEvent>;
  readonly confirmation = new Confirmation();
  private readonly api: AdminEventsApi;
  private readonly toasts: ToastPresenter;

  constructor(@inject(AdminEventsApi) api: AdminEventsApi, @inject(ToastPresenter) toasts: ToastPresenter) {
    this.api = api;
    this.toasts = toasts;
    this.list = new PagedList((page) => this.api.list({ ...page, search: this.search }));
    makeAutoObservable<AdminEventsPresenter, 'api' | 'toasts'>(this, { list: false, confirmation: false, api: false, toasts: false }, { autoBind: true });
  }

  opened(): void {
    void this.list.reload();
  }

  searchChanged(search: string): void {
    this.search = search;
    void this.list.firstPage();
  }

  addClicked(): void {
    this.startForm(null, emptyForm());
  }

  editClicked(event: AdminEvent): void {
    this.startForm(event.id, formOf(event));
  }

  formClosed(): void {
    if (!this.saving) this.form = null;
  }

  fieldChanged<K extends keyof EventForm>(field: K, value: EventForm[K]): void {
    if (!this.form) return;
    this.form[field] = value;
    delete this.errors[field];
  }

  async saveClicked(): Promise<void> {
    const form = this.form;
    if (!form || this.saving) return;
    const fields = this.validated(form);
    if (!fields) return;
    this.saving = true;
    this.formError = null;
    const editingId = this.editingId;
    const answer = editingId === null ? await this.api.create(fields) : await this.api.update(editingId, fields);
    this.saved(answer.ok ? null : answer.error.message, editingId === null ? texts.created : texts.updated);
  }

  deleteClicked(event: AdminEvent): void {
    this.confirmation.ask({ title: texts.deleteNamed(event.title), message: texts.confirmDelete(event.title), confirmLabel: AdminSectionsMessages.delete }, async () => {
      const answer = await this.api.delete(event.id);
      if (!answer.ok) {
        this.toasts.error(answer.error.message);
        return;
      }
      this.toasts.success(texts.deleted);
      await this.list.reload();
    });
  }

  private startForm(id: number | null, form: EventForm): void {
    this.editingId = id;
    this.form = form;
    this.errors = {};
    this.formError = null;
  }

  private validated(form: EventForm): EventFields | null {
    const errors: FormErrors = {};
    if (form.title.trim() === '') errors.title = AdminMessages.form.required(texts.heading);
    const date = instantOfCairoInput(form.date);
    if (form.date.trim() === '') errors.date = AdminMessages.form.required(texts.date);
    else if (date === null) errors.date = AdminSectionsMessages.dateTimeInvalid(texts.date);
    this.errors = errors;
    if (Object.keys(errors).length > 0 || date === null) return null;
    return {
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
    };
  }

  private saved(failure: string | null, success: string): void {
    this.saving = false;
    if (failure !== null) {
      this.formError = failure;
      return;
    }
    this.form = null;
    this.toasts.success(success);
    void this.list.reload();
  }
}
