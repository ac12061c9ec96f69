import { inject, injectable } from 'inversify';
import { DownloadInvoice } from '../../application/orders/DownloadInvoice';
import { type InvoiceableFacts, isInvoiceable } from '@tiara/domain/invoice';
import { makePresenterObservable } from '../presenter/makePresenterObservable';

/** One order's Download invoice button: offered only for an invoiceable order, busy while the PDF comes, the reason when it does not. */
@injectable()
export class InvoiceDownloadPresenter {
  downloading = false;
  error: string | null = null;

  constructor(@inject(DownloadInvoice) private readonly downloadInvoice: DownloadInvoice) {
    makePresenterObservable(this, arguments);
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
