import { inject, injectable } from 'inversify';
import { ObjectUrls } from '../../../application/admin/returns/ObjectUrls';
import { AdminReturnsApi } from '../../../application/admin/returns/StaffReturnsApi';
import { Clock } from '../../../application/shared/Clock';
import { LanguagePresenter } from '../../i18n/LanguagePresenter';
import { ToastPresenter } from '../../toast/ToastPresenter';
import { ReturnsDesk } from './ReturnsDesk';

/** Admin → Returns: the queue, and every step with a return, money included. */
@injectable()
export class AdminReturnsPresenter {
  readonly desk: ReturnsDesk;

  constructor(
    @inject(AdminReturnsApi) api: AdminReturnsApi,
    @inject(ToastPresenter) toasts: ToastPresenter,
    @inject(LanguagePresenter) language: LanguagePresenter,
    @inject(Clock) clock: Clock,
    @inject(ObjectUrls) urls: ObjectUrls,
  ) {
    this.desk = new ReturnsDesk(api, toasts, language, clock, urls, true);
  }
}
