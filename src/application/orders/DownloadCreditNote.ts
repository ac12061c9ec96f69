import { inject, injectable } from 'inversify';
import { type Result, ok } from '@tiara/domain/result';
import { FileSaver } from '../admin/FileSaver';
import type { ApiFailure } from '../shared/ApiResult';
import { CreditNoteApi } from './CreditNoteApi';

/** Fetches a credit note's PDF and hands it to the browser to save; answers the file's name. */
@injectable()
export class DownloadCreditNote {
  private readonly api: CreditNoteApi;
  private readonly saver: FileSaver;

  constructor(@inject(CreditNoteApi) api: CreditNoteApi, @inject(FileSaver) saver: FileSaver) {
    this.api = api;
    this.saver = saver;
  }

  async execute(url: string): Promise<Result<string, ApiFailure>> {
    const answer = await this.api.creditNote(url);
    if (!answer.ok) return answer;
    this.saver.save(answer.value.fileName, answer.value.content, 'application/pdf');
    return ok(answer.value.fileName);
  }
}
