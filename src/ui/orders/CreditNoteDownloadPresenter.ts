import { inject, injectable } from 'inversify';
import { DownloadCreditNote } from '../../application/returns/DownloadCreditNote';
import { makePresenterObservable } from '../presenter/makePresenterObservable';

/** One credit note's Download PDF button: busy while the PDF comes (with the customer's credentials), the reason when it does not. */
@injectable()
export class CreditNoteDownloadPresenter {
  downloading = false;
  error: string | null = null;

  constructor(@inject(DownloadCreditNote) private readonly downloadCreditNote: DownloadCreditNote) {
    makePresenterObservable(this, arguments);
  }

  async downloadClicked(creditNoteId: number): Promise<void> {
    if (this.downloading) return;
    this.downloading = true;
    this.error = null;
    const answer = await this.downloadCreditNote.execute(creditNoteId);
    this.answered(answer.ok ? null : answer.error.message);
  }

  private answered(error: string | null): void {
    this.downloading = false;
    this.error = error;
  }
}
