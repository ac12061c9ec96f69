import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import { type AdminProduct, type AdminProductDetail, AdminCatalogApi, type AdminVariant, type Subcategory } from '../../../application/admin/AdminCatalogApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import { ALL_CATEGORIES_ID, CATEGORIES, type Category } from '@tiara/domain/catalog-query';
import { CategoryNames } from '../../messages/CategoryNames';
import { AdminMessages } from '../../messages/AdminMessages';
import { VariantMessages } from '../../messages/VariantMessages';
import { ToastPresenter } from '../../toast/ToastPresenter';
import { Confirmation } from '../shared/Confirmation';
import { CsvDownload } from '../shared/CsvDownload';
import { PagedList } from '../shared/PagedList';
import { ProductForm } from './ProductForm';
import { VariantForm, type VariantType } from './VariantForm';

const texts = AdminMessages.products;
/** Enough for every subcategory of one category in the form's select. */
const SUBCATEGORY_CHOICES = 100;

/** How a variant reads in the back office: side and size, size, or option; the side in the shown language. */
export function variantName(variant: AdminVariant): string {
  const side = variant.side === null ? variant.sideLabel : VariantMessages.side(variant.side);
  return [side, variant.size, variant.optionLabel].filter((part) => part !== null && part !== '').join(' ');
}

/**
 * /admin/products: search, category filter and the server's pages; add, edit and delete products;
 * a product's variants (add, edit, delete); CSV export of the filtered list.
 */
@injectable()
export class ProductsPresenter {
  search = '';
  categoryFilter: number | null = null;
  /** The product form (add or edit), with the subcategories its category offers. */
  form: ProductForm | null = null;
  formSubcategories: readonly Subcategory[] = [];
  formError: string | null = null;
  saving = false;
  /** The product whose variants are shown, and the variant form open on it. */
  variantsOf: AdminProductDetail | null = null;
  variantForm: VariantForm | null = null;
  variantFormError: string | null = null;
  savingVariant = false;
  /** The categories a product can be in, named in the shown language. */
  get categories(): readonly Category[] {
    return CATEGORIES.filter((category) => category.id !== ALL_CATEGORIES_ID).map((category) => ({ ...category, name: CategoryNames[category.id] }));
  }
  readonly list: PagedList<AdminProduct>;
  readonly confirmation = new Confirmation();
  readonly csv: CsvDownload;
  private subcategoriesRequest = 0;
  private readonly api: AdminCatalogApi;
  private readonly toasts: ToastPresenter;

  constructor(@inject(AdminCatalogApi) api: AdminCatalogApi, @inject(ToastPresenter) toasts: ToastPresenter, @inject(CsvDownload) csv: CsvDownload) {
    this.api = api;
    this.toasts = toasts;
    this.csv = csv;
    this.list = new PagedList((page) => this.api.products(this.filter, page));
    makeAutoObservable<ProductsPresenter, 'subcategoriesRequest' | 'api' | 'toasts'>(
      this,
      { categories: false, list: false, confirmation: false, csv: false, formSubcategories: observableRef, variantsOf: observableRef, subcategoriesRequest: false, api: false, toasts: false },
      { autoBind: true },
    );
  }

  get filter() {
    return { search: this.search, categoryId: this.categoryFilter };
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

  categoryFilterChosen(value: string): Promise<void> {
    this.categoryFilter = value === '' ? null : Number(value);
    return this.list.firstPage();
  }

  exportClicked(): Promise<void> {
    const filter = this.filter;
    return this.csv.download('products', () => this.api.exportProductsCsv(filter));
  }

  // ---- The product form

  addClicked(): void {
    this.openForm(new ProductForm(null, this.categoryFilter));
  }

  async editClicked(product: AdminProduct): Promise<void> {
    const answer = await this.api.product(product.id);
    if (!answer.ok) {
      this.toasts.error(answer.error.message);
      return;
    }
    this.openForm(new ProductForm(answer.value, null));
  }

  formCategoryChosen(value: string): Promise<void> {
    this.form?.categoryChosen(value === '' ? null : Number(value));
    return this.loadFormSubcategories();
  }

  formClosed(): void {
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
    await this.productSaved(form.id === null, answer);
  }

  deleteClicked(product: AdminProduct): void {
    this.confirmation.ask({ title: texts.deleteNamed(product.name), message: texts.confirmDelete(product.name), confirmLabel: texts.deleteNamed(product.name) }, () =>
      this.removeProduct(product.id),
    );
  }

  // ---- Variants

  async variantsClicked(product: AdminProduct): Promise<void> {
    const answer = await this.api.product(product.id);
    this.variantsLoaded(answer);
  }

  variantsClosed(): void {
    if (this.savingVariant) return;
    this.variantsOf = null;
    this.variantForm = null;
  }

  addVariantClicked(): void {
    const variants = this.variantsOf?.variants ?? [];
    const last = variants.at(-1);
    // A product's variants are of one type: a new one follows the ones it has.
    const type: VariantType = last ? (last.variableOption !== null ? 'option-only' : last.side !== null ? 'side-size' : 'size-only') : 'side-size';
    this.openVariantForm(new VariantForm(null, type));
  }

  editVariantClicked(variant: AdminVariant): void {
    this.openVariantForm(new VariantForm(variant, 'side-size'));
  }

  variantFormClosed(): void {
    if (!this.savingVariant) this.variantForm = null;
  }

  async saveVariantClicked(): Promise<void> {
    const product = this.variantsOf;
    const form = this.variantForm;
    if (!product || !form || this.savingVariant) return;
    const fields = form.validated();
    if (!fields) return;
    this.savingVariant = true;
    this.variantFormError = null;
    const answer = form.id === null ? await this.api.addVariant(product.id, fields) : await this.api.updateVariant(product.id, form.id, fields);
    await this.variantSaved(product.id, form.id === null, answer);
  }

  deleteVariantClicked(variant: AdminVariant): void {
    const product = this.variantsOf;
    if (!product) return;
    const name = `${product.name} – ${variantName(variant)}`;
    this.confirmation.ask({ title: texts.deleteNamed(name), message: texts.confirmDeleteVariant(name), confirmLabel: texts.deleteNamed(name) }, () => this.removeVariant(product.id, variant.id));
  }

  // ---- Answers

  private openForm(form: ProductForm): void {
    this.form = form;
    this.formError = null;
    this.formSubcategories = [];
    void this.loadFormSubcategories();
  }

  private async loadFormSubcategories(): Promise<void> {
    const categoryId = this.form?.categoryId ?? null;
    const request = ++this.subcategoriesRequest;
    if (categoryId === null) {
      this.formSubcategories = [];
      return;
    }
    const answer = await this.api.subcategories({ search: '', categoryId }, { page: 1, perPage: SUBCATEGORY_CHOICES });
    this.formSubcategoriesLoaded(request, answer.ok ? answer.value.items : []);
  }

  private formSubcategoriesLoaded(request: number, subcategories: readonly Subcategory[]): void {
    if (request === this.subcategoriesRequest) this.formSubcategories = subcategories;
  }

  private async productSaved(created: boolean, answer: ApiResult<AdminProductDetail>): Promise<void> {
    this.saving = false;
    if (!answer.ok) {
      this.formError = answer.error.message;
      return;
    }
    this.form = null;
    this.toasts.success(created ? texts.created : texts.updated);
    // A new product with variants needs them before it can be sold: their panel opens at once.
    if (created && answer.value.isVariant) this.variantsLoaded(answer);
    await this.list.reload();
  }

  private async removeProduct(id: number): Promise<void> {
    const answer = await this.api.deleteProduct(id);
    if (answer.ok) this.toasts.success(texts.deleted);
    else this.toasts.error(answer.error.message);
    await this.list.reload();
  }

  private variantsLoaded(answer: ApiResult<AdminProductDetail>): void {
    if (answer.ok) this.variantsOf = answer.value;
    else this.toasts.error(answer.error.message);
  }

  private openVariantForm(form: VariantForm): void {
    this.variantForm = form;
    this.variantFormError = null;
  }

  private async variantSaved(productId: number, created: boolean, answer: ApiResult<AdminVariant>): Promise<void> {
    this.savingVariant = false;
    if (!answer.ok) {
      this.variantFormError = answer.error.message;
      return;
    }
    this.variantForm = null;
    this.toasts.success(created ? texts.variantAdded : texts.variantSaved);
    await this.refreshVariants(productId);
  }

  private async removeVariant(productId: number, variantId: number): Promise<void> {
    const answer = await this.api.deleteVariant(productId, variantId);
    if (answer.ok) this.toasts.success(texts.variantDeleted);
    else this.toasts.error(answer.error.message);
    await this.refreshVariants(productId);
  }

  /** The product's stock is the sum of its variants': both the panel and the list change. */
  private async refreshVariants(productId: number): Promise<void> {
    const [detail] = await Promise.all([this.api.product(productId), this.list.reload()]);
    if (this.variantsOf?.id === productId) this.variantsLoaded(detail);
  }
}
