import { inject, injectable } from 'inversify';
import { ObjectUrls } from '../../application/admin/returns/ObjectUrls';
import { SalesReturnsApi } from '../../application/sales/SalesReturnsApi';
import { Clock } from '../../application/shared/Clock';
import { ReturnsDesk } from '../admin/returns/ReturnsDesk';
import { LanguagePresenter } from '../i18n/LanguagePresenter';
import { ToastPresenter } from '../toast/ToastPresenter';

/** /sales/returns: the queue; the desk decides, receives and resolves by exchange, never handling money. */
@injectable()
export class SalesReturnsPresenter {
  readonly desk: ReturnsDesk;

  constructor(
    @inject(SalesReturnsApi) api: SalesReturnsApi,
    @inject(ToastPresenter) toasts: ToastPresenter,
    @inject(LanguagePresenter) language: LanguagePresenter,
    @inject(Clock) clock: Clock,
    @inject(ObjectUrls) urls: ObjectUrls,
  ) {
    this.desk = new ReturnsDesk(api, toasts, language, clock, urls, false, null);
  }
}
