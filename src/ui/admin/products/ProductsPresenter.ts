import { inject, injectable } from 'inversify';
import { type AdminProduct, AdminCatalogApi } from '../../../application/admin/AdminCatalogApi';
import { productArabicGaps } from '@tiara/domain/bilingual';
import { ALL_CATEGORIES_ID, CATEGORIES, type Category } from '@tiara/domain/catalog-query';
import { CategoryNames } from '../../messages/CategoryNames';
import { AdminMessages } from '../../messages/AdminMessages';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import { ToastPresenter } from '../../toast/ToastPresenter';
import { CatalogueList } from '../shared/CatalogueList';
import { Confirmation } from '../shared/Confirmation';
import { confirmDeletion } from '../shared/confirmDeletion';
import { CsvDownload } from '../shared/CsvDownload';
import { ProductEditorPresenter } from './ProductEditorPresenter';
import { ProductVariantsPresenter } from './ProductVariantsPresenter';

const texts = AdminMessages.products;

/**
 * /admin/products: search, category filter and the server's pages, with the CSV export of the
 * filtered list and each product's deletion; the product form and the variants' panel beside it.
 */
@injectable()
export class ProductsPresenter {
  readonly products = new CatalogueList<AdminProduct>((filter, page) => this.api.products(filter, page));
  readonly variants = new ProductVariantsPresenter(this.api, this.toasts, this.products.list);
  readonly editor = new ProductEditorPresenter(this.api, this.toasts, this.products, this.variants);
  readonly confirmation = new Confirmation();

  constructor(
    @inject(AdminCatalogApi) private readonly api: AdminCatalogApi,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
    @inject(CsvDownload) readonly csv: CsvDownload,
  ) {
    makePresenterObservable(this, arguments, { products: false, variants: false, editor: false, confirmation: false, categories: false });
  }

  /** The categories a product can be in, named in the shown language. */
  get categories(): readonly Category[] {
    return CATEGORIES.filter((category) => category.id !== ALL_CATEGORIES_ID).map((category) => ({ ...category, name: CategoryNames[category.id] }));
  }

  /** `editLink`: the product whose editor a link asked for (`?edit=<id>`), opened over the list; anything but an id is ignored. */
  async opened(editLink: string | null = null): Promise<void> {
    const editing = editLink !== null && /^\d{1,9}$/.test(editLink) ? Number(editLink) : null;
    await Promise.all([this.products.opened(), editing === null ? undefined : this.editor.editLinkFollowed(editing)]);
  }

  /** One of the product's texts has no Arabic beside its English: the list marks its row. */
  lacksArabic(product: AdminProduct): boolean {
    return productArabicGaps(product).length > 0;
  }

  exportClicked(): Promise<void> {
    const filter = this.products.filter;
    return this.csv.download('products', () => this.api.exportProductsCsv(filter));
  }

  deleteClicked(product: AdminProduct): void {
    const title = texts.deleteNamed(product.name);
    confirmDeletion(this.confirmation, this.toasts, { title, message: texts.confirmDelete(product.name), confirmLabel: title }, () => this.api.deleteProduct(product.id), {
      success: texts.deleted,
      refresh: this.products.list.reload,
      refreshAfterRefusal: true,
    });
  }
}
