import { ContainerModule } from 'inversify';
import { FileSaver } from '../../application/admin/FileSaver';
import { InvoiceApi } from '../../application/orders/InvoiceApi';
import { BrowserFileSaver } from '../download/BrowserFileSaver';
import { HttpClient } from '../http/HttpClient';
import { lazyApi } from './lazyApi';

/**
 * Invoice downloads, for the customer's order pages and the back office alike: the API adapter
 * arrives with its first call; the saver (also the back office's CSV exports') is made when first asked for.
 */
export const invoiceAdapters = new ContainerModule(({ bind }) => {
  bind(InvoiceApi)
    .toDynamicValue(({ get }) => {
      const http = get(HttpClient);
      return lazyApi<InvoiceApi>(() => import('../http/HttpInvoiceApi').then((module) => new module.HttpInvoiceApi(http)));
    })
    .inSingletonScope();
  bind(FileSaver)
    .toDynamicValue(() => new BrowserFileSaver(window.document))
    .inSingletonScope();
});
