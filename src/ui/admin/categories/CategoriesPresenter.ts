import { inject, injectable } from 'inversify';
import { observableRef } from 'mobx';
import { lacksArabic } from '@tiara/domain/bilingual';
import { type AdminCategory, AdminCatalogApi, type Subcategory } from '../../../application/admin/AdminCatalogApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import { AdminMessages } from '../../messages/AdminMessages';
import { arabicOrNull } from '../shared/ArabicInput';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import { ToastPresenter } from '../../toast/ToastPresenter';
import { CatalogueList } from '../shared/CatalogueList';
import { Confirmation } from '../shared/Confirmation';
import { confirmDeletion } from '../shared/confirmDeletion';

const texts = AdminMessages.categories;

export interface SubcategoryForm {
  /** Null while adding. */
  readonly id: number | null;
  categoryId: number | null;
  name: string;
  /** As typed; blank is sent as none, so the storefront shows the English name. */
  nameAr: string;
  logoUrl: string;
  isActive: boolean;
}

/**
 * /admin/categories: the fixed categories with their counts, and their subcategories (add, edit,
 * logo, active switch, delete; one that still holds products is not deleted).
 */
@injectable()
export class CategoriesPresenter {
  categories: readonly AdminCategory[] = [];
  categoriesError: string | null = null;
  form: SubcategoryForm | null = null;
  formErrors: { categoryId?: string; name?: string } = {};
  formError: string | null = null;
  saving = false;
  readonly subcategories = new CatalogueList<Subcategory>((filter, page) => this.api.subcategories(filter, page));
  readonly confirmation = new Confirmation();

  constructor(
    @inject(AdminCatalogApi) private readonly api: AdminCatalogApi,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
  ) {
    makePresenterObservable(this, arguments, { categories: observableRef, subcategories: false, confirmation: false });
  }

  /** `editLink`: the subcategory whose editor a link asked for (`?edit=<id>`), opened over the list; anything but an id is ignored. */
  async opened(editLink: string | null = null): Promise<void> {
    const editing = editLink !== null && /^\d{1,9}$/.test(editLink) ? Number(editLink) : null;
    await Promise.all([this.loadCategories(), this.subcategories.opened(), editing === null ? undefined : this.editLinkFollowed(editing)]);
  }

  /** The form's Arabic name is empty while its English one is written: the form marks it. */
  get nameArabicMissing(): boolean {
    return this.form !== null && lacksArabic(this.form.name, this.form.nameAr);
  }

  /** The subcategory's name has no Arabic beside its English: the list marks its row. */
  lacksArabic(subcategory: Subcategory): boolean {
    return lacksArabic(subcategory.name, subcategory.nameAr);
  }

  addClicked(): void {
    this.openForm({ id: null, categoryId: this.subcategories.categoryFilter, name: '', nameAr: '', logoUrl: '', isActive: true });
  }

  editClicked(subcategory: Subcategory): void {
    this.openForm({
      id: subcategory.id,
      categoryId: subcategory.categoryId,
      name: subcategory.name,
      nameAr: subcategory.nameAr ?? '',
      logoUrl: subcategory.logoUrl,
      isActive: subcategory.isActive,
    });
  }

  private async editLinkFollowed(id: number): Promise<void> {
    const answer = await this.api.subcategory(id);
    if (answer.ok) this.editClicked(answer.value);
    else this.toasts.error(answer.error.message);
  }

  formChanged(change: Partial<Omit<SubcategoryForm, 'id'>>): void {
    if (!this.form) return;
    Object.assign(this.form, change);
    for (const key of Object.keys(change)) delete this.formErrors[key as keyof typeof this.formErrors];
    this.formError = null;
  }

  formClosed(): void {
    if (!this.saving) this.form = null;
  }

  async saveClicked(): Promise<void> {
    const form = this.form;
    if (!form || this.saving) return;
    const errors: { categoryId?: string; name?: string } = {};
    if (form.categoryId === null) errors.categoryId = AdminMessages.form.required(texts.category);
    if (form.name.trim() === '') errors.name = AdminMessages.form.required(texts.name);
    this.formErrors = errors;
    if (form.categoryId === null || errors.name) return;
    this.saving = true;
    const fields = { categoryId: form.categoryId, name: form.name.trim(), nameAr: arabicOrNull(form.nameAr), logoUrl: form.logoUrl.trim(), isActive: form.isActive };
    const answer = form.id === null ? await this.api.createSubcategory(fields) : await this.api.updateSubcategory(form.id, fields);
    await this.saved(form.id === null, answer);
  }

  async activeToggled(subcategory: Subcategory): Promise<void> {
    const answer = await this.api.updateSubcategory(subcategory.id, { isActive: !subcategory.isActive });
    this.toggleAnswered(answer);
  }

  deleteClicked(subcategory: Subcategory): void {
    if (subcategory.productCount > 0) {
      this.toasts.error(texts.holdsProducts(subcategory.name, subcategory.productCount));
      return;
    }
    const title = texts.deleteNamed(subcategory.name);
    confirmDeletion(this.confirmation, this.toasts, { title, message: texts.confirmDelete(subcategory.name), confirmLabel: title }, () => this.api.deleteSubcategory(subcategory.id), {
      success: texts.deleted,
      refresh: this.refreshed,
      refreshAfterRefusal: true,
    });
  }

  private openForm(form: SubcategoryForm): void {
    this.form = form;
    this.formErrors = {};
    this.formError = null;
  }

  private async saved(created: boolean, answer: ApiResult<Subcategory>): Promise<void> {
    this.saving = false;
    if (!answer.ok) {
      this.formError = answer.error.message;
      return;
    }
    this.form = null;
    this.toasts.success(created ? texts.created : texts.updated);
    await this.refreshed();
  }

  /** A subcategory was added, changed or deleted: its table and the categories' counts as they are now. */
  private async refreshed(): Promise<void> {
    await Promise.all([this.subcategories.list.reload(), this.loadCategories()]);
  }

  private toggleAnswered(answer: ApiResult<Subcategory>): void {
    if (!answer.ok) {
      this.toasts.error(answer.error.message);
      return;
    }
    const changed = answer.value;
    this.subcategories.list.replaced((candidate) => candidate.id === changed.id, changed);
    this.toasts.success(changed.isActive ? texts.activated(changed.name) : texts.deactivated(changed.name));
  }

  private async loadCategories(): Promise<void> {
    this.categoriesLoaded(await this.api.categories());
  }

  private categoriesLoaded(answer: ApiResult<readonly AdminCategory[]>): void {
    if (answer.ok) {
      this.categories = answer.value;
      this.categoriesError = null;
    } else {
      this.categoriesError = answer.error.message;
    }
  }
}
