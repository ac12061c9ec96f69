import type { ApiResult } from '../../../application/shared/ApiResult';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import type { ToastPresenter } from '../../toast/ToastPresenter';
import { Confirmation } from './Confirmation';
import { confirmDeletion } from './confirmDeletion';

/** A field's message under it, by field name. */
export type FieldErrors<F> = Partial<Record<keyof F, string>>;

/** What a form's check found: the fields' messages, and what to send once there are none. */
export interface Checked<V, E> {
  readonly errors: E;
  /** Null: nothing to send (a message is shown). */
  readonly value: V | null;
}

/** What a back-office section tells its RecordEditor about its records (`Row`), their form (`F`) and what the form sends (`V`). */
export interface RecordKind<Row, F, V> {
  /** The form of a record being added. */
  readonly blank: () => F;
  readonly check: (form: F) => Checked<V, FieldErrors<F>>;
  /** Adds a record (`editingId` null) or changes the one being edited. */
  readonly send: (value: V, editingId: number | null) => Promise<ApiResult<unknown>>;
  /** The toast once the form was saved. */
  readonly savedText: (editingId: number | null) => string;
  /** Refreshes what shows the records once one was saved. */
  readonly saved: () => void;
  readonly remove: (row: Row) => Promise<ApiResult<unknown>>;
  /** The question asked before deleting a record, and the toast once it is gone. */
  readonly deletion: (row: Row) => { title: string; message: string; success: string };
  /** Refreshes what shows the records once one was deleted. */
  readonly deleted: () => Promise<void> | void;
}

/**
 * The records of a back-office section as its buttons change them: Add opens the form empty, Edit
 * filled in (`opened`), each change clears its field's message, Save checks the fields, sends them,
 * shows the server's refusal in the form or closes it with a toast; Delete asks first.
 */
export class RecordEditor<Row, F extends object, V> {
  form: F | null = null;
  /** The row being edited; null while adding one. */
  editingId: number | null = null;
  errors: FieldErrors<F> = {};
  /** What the server said when it refused the form. */
  formError: string | null = null;
  saving = false;
  readonly confirmation = new Confirmation();

  constructor(
    private readonly toasts: ToastPresenter,
    private readonly kind: RecordKind<Row, F, V>,
  ) {
    makePresenterObservable<RecordEditor<Row, F, V>>(this, arguments, { confirmation: false });
  }

  addClicked(): void {
    this.opened(null, this.kind.blank());
  }

  /** The form opens on the record `id` (null: a new one), filled in with `form`. */
  opened(id: number | null, form: F): void {
    this.editingId = id;
    this.form = form;
    this.errors = {};
    this.formError = null;
  }

  closed(): void {
    if (!this.saving) this.form = null;
  }

  fieldChanged<K extends keyof F>(field: K, value: F[K]): void {
    if (!this.form) return;
    this.form[field] = value;
    delete this.errors[field];
  }

  /** Checks the form, sends it, then closes it with a toast and refreshes the records; a refusal stays in the form. */
  async saveClicked(): Promise<void> {
    const form = this.form;
    if (!form || this.saving) return;
    const checked = this.kind.check(form);
    this.errors = checked.errors;
    if (Object.keys(checked.errors).length > 0 || checked.value === null) return;
    this.saving = true;
    this.formError = null;
    const editingId = this.editingId;
    const answer = await this.kind.send(checked.value, editingId);
    this.answered(answer.ok ? null : answer.error.message, this.kind.savedText(editingId));
  }

  deleteClicked(row: Row): void {
    const { success, ...question } = this.kind.deletion(row);
    confirmDeletion(this.confirmation, this.toasts, question, () => this.kind.remove(row), { success, refresh: this.kind.deleted });
  }

  private answered(failure: string | null, success: string): void {
    this.saving = false;
    if (failure !== null) {
      this.formError = failure;
      return;
    }
    this.form = null;
    this.toasts.success(success);
    this.kind.saved();
  }
}
