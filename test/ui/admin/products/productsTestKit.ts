import type { FileSaver } from '../../../../src/application/admin/FileSaver';
import { ProductsPresenter } from '../../../../src/ui/admin/products/ProductsPresenter';
import { CsvDownload } from '../../../../src/ui/admin/shared/CsvDownload';
import { ToastPresenter } from '../../../../src/ui/toast/ToastPresenter';
import { FakeAdminCatalogApi } from '../../../application/support/fakes/FakeAdminCatalogApi';
import { FakeClock } from '../../support/FakeClock';

/** /admin/products over a catalogue in memory. */
export function productsPage() {
  const api = new FakeAdminCatalogApi();
  const clock = new FakeClock();
  const toasts = new ToastPresenter(clock);
  const saved: string[] = [];
  const saver: FileSaver = { save: (fileName) => void saved.push(fileName) };
  return { presenter: new ProductsPresenter(api, toasts, new CsvDownload(saver, clock, toasts)), api, products: api.productRows, toasts, saved };
}

/** Adds a product through the product form: the category is chosen last, as the form asks for its subcategories then. */
export async function addProduct(presenter: ProductsPresenter, change: Parameters<NonNullable<ProductsPresenter['editor']['form']>['changed']>[0], categoryId: string) {
  presenter.editor.addClicked();
  presenter.editor.form?.changed(change);
  await presenter.editor.categoryChosen(categoryId);
  await presenter.editor.saveClicked();
}
