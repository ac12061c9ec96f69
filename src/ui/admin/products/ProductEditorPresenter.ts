import { observableRef } from 'mobx';
import type { AdminCatalogApi, AdminProduct, AdminProductDetail, Subcategory } from '../../../application/admin/AdminCatalogApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import { AdminMessages } from '../../messages/AdminMessages';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import type { ToastPresenter } from '../../toast/ToastPresenter';
import type { CatalogueList } from '../shared/CatalogueList';
import { ProductForm } from './ProductForm';
import type { ProductVariantsPresenter } from './ProductVariantsPresenter';

const texts = AdminMessages.products;
/** Enough for every subcategory of one category in the form's select. */
const SUBCATEGORY_CHOICES = 100;

/**
 * /admin/products → the product form (add or edit), with the subcategories its chosen category
 * offers. A new product with variants needs them before it can be sold: their panel opens at once.
 */
export class ProductEditorPresenter {
  form: ProductForm | null = null;
  subcategories: readonly Subcategory[] = [];
  formError: string | null = null;
  saving = false;
  private subcategoriesRequest = 0;

  constructor(
    private readonly api: AdminCatalogApi,
    private readonly toasts: ToastPresenter,
    private readonly products: CatalogueList<AdminProduct>,
    private readonly variants: ProductVariantsPresenter,
  ) {
    makePresenterObservable<ProductEditorPresenter, 'subcategoriesRequest'>(this, arguments, { subcategories: observableRef, subcategoriesRequest: false });
  }

  /** A new product starts in the category the list is filtered by. */
  addClicked(): void {
    this.openForm(new ProductForm(null, this.products.categoryFilter));
  }

  editClicked(product: AdminProduct): Promise<void> {
    return this.edit(product.id);
  }

  /** A link to this product's editor (the report of what lacks Arabic gives one) was followed. */
  editLinkFollowed(productId: number): Promise<void> {
    return this.edit(productId);
  }

  categoryChosen(value: string): Promise<void> {
    this.form?.categoryChosen(value === '' ? null : Number(value));
    return this.loadSubcategories();
  }

  closed(): void {
    if (!this.saving) this.form = null;
  }

  async saveClicked(): Promise<void> {
    const form = this.form;
    if (!form || this.saving) return;
    const fields = form.validated();
    if (!fields) return;
    this.saving = true;
    this.formError = null;
    const answer = form.id === null ? await this.api.createProduct(fields) : await this.api.updateProduct(form.id, fields);
    await this.saved(form.id === null, answer);
  }

  private async edit(productId: number): Promise<void> {
    const answer = await this.api.product(productId);
    if (!answer.ok) {
      this.toasts.error(answer.error.message);
      return;
    }
    this.openForm(new ProductForm(answer.value, null));
  }

  private openForm(form: ProductForm): void {
    this.form = form;
    this.formError = null;
    this.subcategories = [];
    void this.loadSubcategories();
  }

  private async loadSubcategories(): Promise<void> {
    const categoryId = this.form?.categoryId ?? null;
    const request = ++this.subcategoriesRequest;
    if (categoryId === null) {
      this.subcategories = [];
      return;
    }
    const answer = await this.api.subcategories({ search: '', categoryId }, { page: 1, perPage: SUBCATEGORY_CHOICES });
    this.subcategoriesLoaded(request, answer.ok ? answer.value.items : []);
  }

  private subcategoriesLoaded(request: number, subcategories: readonly Subcategory[]): void {
    if (request === this.subcategoriesRequest) this.subcategories = subcategories;
  }

  private async saved(created: boolean, answer: ApiResult<AdminProductDetail>): Promise<void> {
    this.saving = false;
    if (!answer.ok) {
      this.formError = answer.error.message;
      return;
    }
    this.form = null;
    this.toasts.success(created ? texts.created : texts.updated);
    if (created && answer.value.isVariant) this.variants.opened(answer.value);
    await this.products.list.reload();
  }
}
