import { observableRef } from 'mobx';
import type { AdminCatalogApi, AdminProduct, AdminProductDetail, AdminVariant } from '../../../application/admin/AdminCatalogApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import { AdminMessages } from '../../messages/AdminMessages';
import { VariantMessages } from '../../messages/VariantMessages';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import type { ToastPresenter } from '../../toast/ToastPresenter';
import { Confirmation } from '../shared/Confirmation';
import { confirmDeletion } from '../shared/confirmDeletion';
import type { PagedList } from '../shared/PagedList';
import { VariantForm, type VariantType } from './VariantForm';

const texts = AdminMessages.products;

/** A variant's option in the shown language, as the option select names it; null for a variant without one. */
export function variantOptionName(variant: AdminVariant): string | null {
  return variant.variableOption === null ? variant.optionLabel : VariantMessages.option(variant.variableOption);
}

/** How a variant reads in the back office: side and size, size, or option; the side and the option in the shown language. */
export function variantName(variant: AdminVariant): string {
  const side = variant.side === null ? variant.sideLabel : VariantMessages.side(variant.side);
  return [side, variant.size, variantOptionName(variant)].filter((part) => part !== null && part !== '').join(' ');
}

/**
 * /admin/products → a product's variants: added, edited and deleted in their panel. A variant
 * product's stock is the sum of its variants', so the products' list is fetched again after each change.
 */
export class ProductVariantsPresenter {
  /** The product whose variants are shown, and the variant form open on it. */
  product: AdminProductDetail | null = null;
  form: VariantForm | null = null;
  formError: string | null = null;
  saving = false;
  readonly confirmation = new Confirmation();

  constructor(
    private readonly api: AdminCatalogApi,
    private readonly toasts: ToastPresenter,
    private readonly products: PagedList<AdminProduct>,
  ) {
    makePresenterObservable(this, arguments, { product: observableRef, confirmation: false });
  }

  async variantsClicked(product: AdminProduct): Promise<void> {
    const answer = await this.api.product(product.id);
    this.loaded(answer);
  }

  /** The panel opens on `product`, as the server has it. */
  opened(product: AdminProductDetail): void {
    this.product = product;
  }

  closed(): void {
    if (this.saving) return;
    this.product = null;
    this.form = null;
  }

  addClicked(): void {
    const variants = this.product?.variants ?? [];
    const last = variants.at(-1);
    // A product's variants are of one type: a new one follows the ones it has.
    const type: VariantType = last ? (last.variableOption !== null ? 'option-only' : last.side !== null ? 'side-size' : 'size-only') : 'side-size';
    this.openForm(new VariantForm(null, type));
  }

  editClicked(variant: AdminVariant): void {
    this.openForm(new VariantForm(variant, 'side-size'));
  }

  formClosed(): void {
    if (!this.saving) this.form = null;
  }

  async saveClicked(): Promise<void> {
    const product = this.product;
    const form = this.form;
    if (!product || !form || this.saving) return;
    const fields = form.validated();
    if (!fields) return;
    this.saving = true;
    this.formError = null;
    const answer = form.id === null ? await this.api.addVariant(product.id, fields) : await this.api.updateVariant(product.id, form.id, fields);
    await this.saved(product.id, form.id === null, answer);
  }

  deleteClicked(variant: AdminVariant): void {
    const product = this.product;
    if (!product) return;
    const name = `${product.name} – ${variantName(variant)}`;
    const title = texts.deleteNamed(name);
    confirmDeletion(this.confirmation, this.toasts, { title, message: texts.confirmDeleteVariant(name), confirmLabel: title }, () => this.api.deleteVariant(product.id, variant.id), {
      success: texts.variantDeleted,
      refresh: () => this.refresh(product.id),
      refreshAfterRefusal: true,
    });
  }

  private loaded(answer: ApiResult<AdminProductDetail>): void {
    if (answer.ok) this.opened(answer.value);
    else this.toasts.error(answer.error.message);
  }

  private openForm(form: VariantForm): void {
    this.form = form;
    this.formError = null;
  }

  private async saved(productId: number, created: boolean, answer: ApiResult<AdminVariant>): Promise<void> {
    this.saving = false;
    if (!answer.ok) {
      this.formError = answer.error.message;
      return;
    }
    this.form = null;
    this.toasts.success(created ? texts.variantAdded : texts.variantSaved);
    await this.refresh(productId);
  }

  /** The product's stock is the sum of its variants': both the panel and the list change. */
  private async refresh(productId: number): Promise<void> {
    const [detail] = await Promise.all([this.api.product(productId), this.products.reload()]);
    if (this.product?.id === productId) this.loaded(detail);
  }
}
