import { inject, injectable } from 'inversify';
import { type Result, ok } from '@tiara/domain/result';
import { FileSaver } from '../admin/FileSaver';
import type { ApiFailure } from '../shared/ApiResult';
import { InvoiceApi } from './InvoiceApi';

/** Fetches an order's invoice (the server issues it on the first request) and hands it to the browser to save; answers the file's name. */
@injectable()
export class DownloadInvoice {
  private readonly api: InvoiceApi;
  private readonly saver: FileSaver;

  constructor(@inject(InvoiceApi) api: InvoiceApi, @inject(FileSaver) saver: FileSaver) {
    this.api = api;
    this.saver = saver;
  }

  async execute(orderId: number): Promise<Result<string, ApiFailure>> {
    const answer = await this.api.invoice(orderId);
    if (!answer.ok) return answer;
    this.saver.save(answer.value.fileName, answer.value.content, 'application/pdf');
    return ok(answer.value.fileName);
  }
}
