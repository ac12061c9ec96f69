import { ContainerModule } from 'inversify';
import { FileSaver } from '../../application/admin/FileSaver';
import { InvoiceApi } from '../../application/orders/InvoiceApi';
import { HttpClient } from '../http/HttpClient';
import { lazyApi } from './lazyApi';

/**
 * Invoice downloads, for the customer's order pages and the back office alike, and the saver the
 * back office's CSV exports share. Both arrive with their first use, not with the storefront's
 * first load: the saver hands the file to the browser once its module is in.
 */
export const invoiceAdapters = new ContainerModule(({ bind }) => {
  bind(InvoiceApi)
    .toDynamicValue(({ get }) => {
      const http = get(HttpClient);
      return lazyApi<InvoiceApi>(() => import('../http/HttpInvoiceApi').then((module) => new module.HttpInvoiceApi(http)));
    })
    .inSingletonScope();
  bind(FileSaver).toConstantValue({
    save: (fileName, content, contentType) => void import('../download/BrowserFileSaver').then((module) => new module.BrowserFileSaver(window.document).save(fileName, content, contentType)),
  });
});
