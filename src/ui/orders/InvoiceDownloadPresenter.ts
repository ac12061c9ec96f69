import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { DownloadInvoice } from '../../application/orders/DownloadInvoice';
import { type InvoiceableFacts, isInvoiceable } from '@tiara/domain/invoice';

/** One order's Download invoice button: offered only for an invoiceable order, busy while the PDF comes, the reason when it does not. */
@injectable()
export class InvoiceDownloadPresenter {
  downloading = false;
  error: string | null = null;
  private readonly downloadInvoice: DownloadInvoice;

  constructor(@inject(DownloadInvoice) downloadInvoice: DownloadInvoice) {
    this.downloadInvoice = downloadInvoice;
    makeAutoObservable<InvoiceDownloadPresenter, 'downloadInvoice'>(this, { downloadInvoice: false }, { autoBind: true });
  }

  offeredFor(order: InvoiceableFacts): boolean {
    return isInvoiceable(order);
  }

  async downloadClicked(orderId: number): Promise<void> {
    if (this.downloading) return;
    this.downloading = true;
    this.error = null;
    const answer = await this.downloadInvoice.execute(orderId);
    this.answered(answer.ok ? null : answer.error.message);
  }

  private answered(error: string | null): void {
    this.downloading = false;
    this.error = error;
  }
}
