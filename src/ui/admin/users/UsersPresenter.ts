import { inject, injectable } from 'inversify';
import { observableRef } from 'mobx';
import { type AdminUser, type AdminUserDetail, AdminUsersApi, type UserFields } from '../../../application/admin/AdminUsersApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import { Clock } from '../../../application/shared/Clock';
import { ROLES, type Role } from '@tiara/domain/access';
import { isValidEmail } from '@tiara/domain/checkout';
import { AdminMessages } from '../../messages/AdminMessages';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import { ToastPresenter } from '../../toast/ToastPresenter';
import { PagedList } from '../shared/PagedList';

const texts = AdminMessages.users;
const DAY_MS = 24 * 60 * 60 * 1000;

export type UserFormField = 'email' | 'firstName' | 'lastName';

export const fullName = (user: Pick<AdminUser, 'firstName' | 'middleName' | 'lastName'>) => [user.firstName, user.middleName, user.lastName].filter(Boolean).join(' ');

/** /admin/users: search, role filter, profile and role edits, AI access, and each account's AI usage. */
@injectable()
export class UsersPresenter {
  search = '';
  roleFilter: Role | null = null;
  /** The account being edited, as the server has it, and the form's values. */
  editing: AdminUserDetail | null = null;
  form: UserFields | null = null;
  formErrors: Partial<Record<UserFormField, string>> = {};
  formError: string | null = null;
  saving = false;
  readonly roles = ROLES;
  readonly list = new PagedList<AdminUser>((page) => this.api.users({ search: this.search, role: this.roleFilter }, page));

  constructor(
    @inject(AdminUsersApi) private readonly api: AdminUsersApi,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makePresenterObservable(this, arguments, { roles: false, list: false, editing: observableRef });
  }

  opened(): Promise<void> {
    return this.list.reload();
  }

  searchChanged(value: string): void {
    this.search = value;
  }

  searchSubmitted(): Promise<void> {
    return this.list.firstPage();
  }

  roleFilterChosen(value: string): Promise<void> {
    this.roleFilter = ROLES.find((role) => role === value) ?? null;
    return this.list.firstPage();
  }

  /** "12 Mar 2026 · 3 days ago" style: how long the account has existed. */
  joinedAgo(user: AdminUser): string {
    return texts.daysAgo(Math.max(0, Math.floor((this.clock.now().getTime() - user.createdAt.getTime()) / DAY_MS)));
  }

  async editClicked(user: AdminUser): Promise<void> {
    const answer = await this.api.user(user.id);
    if (!answer.ok) {
      this.toasts.error(answer.error.message);
      return;
    }
    this.openEditor(answer.value);
  }

  formChanged(change: Partial<UserFields>): void {
    if (!this.form) return;
    this.form = { ...this.form, ...change };
    this.formErrors = {};
    this.formError = null;
  }

  editorClosed(): void {
    if (this.saving) return;
    this.editing = null;
    this.form = null;
  }

  async saveClicked(): Promise<void> {
    const user = this.editing;
    const form = this.form;
    if (!user || !form || this.saving) return;
    const errors: Partial<Record<UserFormField, string>> = {};
    if (!isValidEmail(form.email.trim())) errors.email = texts.invalidEmail;
    if (form.firstName.trim() === '') errors.firstName = AdminMessages.form.required(texts.firstName);
    if (form.lastName.trim() === '') errors.lastName = AdminMessages.form.required(texts.lastName);
    this.formErrors = errors;
    if (Object.keys(errors).length > 0) return;
    const changes = this.changedFields(user, form);
    if (Object.keys(changes).length === 0) {
      this.editorClosed();
      return;
    }
    this.saving = true;
    const answer = await this.api.updateUser(user.id, changes);
    await this.saved(answer);
  }

  async aiAccessToggled(user: AdminUser): Promise<void> {
    const answer = await this.api.updateUser(user.id, { aiAccess: !user.aiAccess });
    if (!answer.ok) {
      this.toasts.error(answer.error.message);
      return;
    }
    this.rowChanged(answer.value);
    this.toasts.success(answer.value.aiAccess ? texts.aiGranted(fullName(answer.value)) : texts.aiRevoked(fullName(answer.value)));
  }

  private openEditor(user: AdminUserDetail): void {
    this.editing = user;
    this.form = {
      email: user.email,
      firstName: user.firstName,
      middleName: user.middleName,
      lastName: user.lastName,
      phone: user.phone,
      address: user.address,
      city: user.city,
      state: user.state,
      country: user.country,
      postalCode: user.postalCode,
      role: user.role,
      aiAccess: user.aiAccess,
    };
    this.formErrors = {};
    this.formError = null;
  }

  /** Only what changed is sent: the server refuses a change of one's own role, not an unchanged one. */
  private changedFields(user: AdminUserDetail, form: UserFields): Partial<UserFields> {
    const changes: Record<string, string | boolean> = {};
    for (const key of Object.keys(form) as (keyof UserFields)[]) {
      const value = typeof form[key] === 'string' ? (form[key] as string).trim() : form[key];
      if (value !== user[key]) changes[key] = value;
    }
    return changes as Partial<UserFields>;
  }

  private async saved(answer: ApiResult<AdminUserDetail>): Promise<void> {
    this.saving = false;
    if (!answer.ok) {
      this.formError = answer.error.message;
      return;
    }
    this.editing = null;
    this.form = null;
    this.toasts.success(texts.saved);
    await this.list.reload();
  }

  private rowChanged(user: AdminUser): void {
    this.list.replaced((candidate) => candidate.id === user.id, user);
  }
}
