import { inject, injectable } from 'inversify';
import { FileSaver } from '../../../application/admin/FileSaver';
import { AdminRefundsApi } from '../../../application/admin/payments/AdminRefundsApi';
import { ObjectUrls } from '../../../application/admin/returns/ObjectUrls';
import { AdminReturnsApi } from '../../../application/admin/returns/StaffReturnsApi';
import { DownloadCreditNote } from '../../../application/returns/DownloadCreditNote';
import { Clock } from '../../../application/shared/Clock';
import { LanguagePresenter } from '../../i18n/LanguagePresenter';
import { CreditNoteDownloadPresenter } from '../../orders/CreditNoteDownloadPresenter';
import { ToastPresenter } from '../../toast/ToastPresenter';
import { ReturnsDesk } from './ReturnsDesk';

/** Admin → Returns: the queue, and every step with a return, money included; a refund's credit note is downloaded as on the payments screen's Refunds tab. */
@injectable()
export class AdminReturnsPresenter {
  readonly desk: ReturnsDesk;

  constructor(
    @inject(AdminReturnsApi) api: AdminReturnsApi,
    @inject(ToastPresenter) toasts: ToastPresenter,
    @inject(LanguagePresenter) language: LanguagePresenter,
    @inject(Clock) clock: Clock,
    @inject(ObjectUrls) urls: ObjectUrls,
    @inject(AdminRefundsApi) refunds: AdminRefundsApi,
    @inject(FileSaver) saver: FileSaver,
  ) {
    const download = new DownloadCreditNote(refunds, saver);
    this.desk = new ReturnsDesk(api, toasts, language, clock, urls, true, () => new CreditNoteDownloadPresenter(download));
  }
}
