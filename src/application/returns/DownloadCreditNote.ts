import { inject, injectable } from 'inversify';
import { type Result, ok } from '@tiara/domain/result';
import { FileSaver } from '../admin/FileSaver';
import { OrderDetailApi } from '../orders/OrderDetailApi';
import type { ApiFailure } from '../shared/ApiResult';
import type { OrderReturnsApi } from './OrderReturnsApi';

/** Where a credit note's PDF is read: the customer's order page (OrderReturnsApi), or the back office's refunds with an admin's credentials. */
export type CreditNoteFiles = Pick<OrderReturnsApi, 'creditNote'>;

/** Fetches a credit note's PDF (with the customer's credentials, as injected) and hands it to the browser to save; answers the file's name. */
@injectable()
export class DownloadCreditNote {
  private readonly api: CreditNoteFiles;
  private readonly saver: FileSaver;

  constructor(@inject(OrderDetailApi) api: CreditNoteFiles, @inject(FileSaver) saver: FileSaver) {
    this.api = api;
    this.saver = saver;
  }

  async execute(creditNoteId: number): Promise<Result<string, ApiFailure>> {
    const answer = await this.api.creditNote(creditNoteId);
    if (!answer.ok) return answer;
    this.saver.save(answer.value.fileName, answer.value.content, 'application/pdf');
    return ok(answer.value.fileName);
  }
}
