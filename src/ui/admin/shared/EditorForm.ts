import { makeAutoObservable } from 'mobx';
import type { ApiResult } from '../../../application/shared/ApiResult';
import type { ToastPresenter } from '../../toast/ToastPresenter';

/** A field's message under it, by field name. */
export type FieldErrors<F> = Partial<Record<keyof F, string>>;

/** What a form's check found: the fields' messages, and what to send once there are none. */
export interface Checked<V, E> {
  readonly errors: E;
  /** Null: nothing to send (a message is shown). */
  readonly value: V | null;
}

/**
 * The add / edit form of a back-office section: opened empty or filled in, each change clears its
 * field's message, Save checks the fields, sends them, shows the server's refusal in the form or
 * closes it with a toast. The section's presenter holds one and says how to check and send.
 */
export class EditorForm<F extends object, E extends object = FieldErrors<F>> {
  form: F | null = null;
  /** The row being edited; null while adding one. */
  editingId: number | null = null;
  errors: E = {} as E;
  /** What the server said when it refused the form. */
  formError: string | null = null;
  saving = false;
  private readonly toasts: ToastPresenter;

  constructor(toasts: ToastPresenter) {
    this.toasts = toasts;
    makeAutoObservable<EditorForm<F, E>, 'toasts'>(this, { toasts: false }, { autoBind: true });
  }

  opened(id: number | null, form: F): void {
    this.editingId = id;
    this.form = form;
    this.errors = {} as E;
    this.formError = null;
  }

  closed(): void {
    if (!this.saving) this.form = null;
  }

  fieldChanged<K extends keyof F & keyof E>(field: K, value: F[K]): void {
    if (!this.form) return;
    this.form[field] = value;
    delete this.errors[field];
  }

  /** Checks the form, sends it, then closes it, toasts `success` and runs `saved`; a refusal stays in the form. */
  async save<V>(
    check: (form: F) => Checked<V, E>,
    send: (value: V, editingId: number | null) => Promise<ApiResult<unknown>>,
    success: (editingId: number | null) => string,
    saved: () => void,
  ): Promise<void> {
    const form = this.form;
    if (!form || this.saving) return;
    const checked = check(form);
    this.errors = checked.errors;
    if (Object.keys(checked.errors).length > 0 || checked.value === null) return;
    this.saving = true;
    this.formError = null;
    const editingId = this.editingId;
    const answer = await send(checked.value, editingId);
    this.answered(answer.ok ? null : answer.error.message, success(editingId), saved);
  }

  private answered(failure: string | null, success: string, saved: () => void): void {
    this.saving = false;
    if (failure !== null) {
      this.formError = failure;
      return;
    }
    this.form = null;
    this.toasts.success(success);
    saved();
  }
}
