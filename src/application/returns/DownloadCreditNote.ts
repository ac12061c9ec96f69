import { inject, injectable } from 'inversify';
import { type Result, ok } from '@tiara/domain/result';
import { FileSaver } from '../admin/FileSaver';
import { OrderDetailApi } from '../orders/OrderDetailApi';
import type { ApiFailure } from '../shared/ApiResult';
import type { OrderReturnsApi } from './OrderReturnsApi';

/** Fetches a credit note's PDF with the customer's credentials and hands it to the browser to save; answers the file's name. */
@injectable()
export class DownloadCreditNote {
  private readonly api: OrderReturnsApi;
  private readonly saver: FileSaver;

  constructor(@inject(OrderDetailApi) api: OrderReturnsApi, @inject(FileSaver) saver: FileSaver) {
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
