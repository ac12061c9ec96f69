import { inject, injectable } from 'inversify';
import { type AdminScan, AdminAiApi, type AdminSubscription, type ScanStatus } from '../../../application/admin/ai/AdminAiApi';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import { PagedList } from '../shared/PagedList';

/** Admin → TiaraAI subscriptions → Scans: every scan or one subscription's, searched and filtered by status, with their results. */
@injectable()
export class AiScansPresenter {
  search = '';
  status = '';
  /** The scans shown are those of this subscription; null: every scan. */
  subscriptionId: number | null = null;
  readonly list = new PagedList<AdminScan>((page) =>
    this.api.scans({
      ...page,
      search: this.search,
      status: this.status === '' ? undefined : (this.status as ScanStatus),
      subscriptionId: this.subscriptionId ?? undefined,
    }),
  );

  constructor(@inject(AdminAiApi) private readonly api: AdminAiApi) {
    makePresenterObservable(this, arguments, { list: false });
  }

  /** The subscriptions table's Scans button. */
  scansOfClicked(subscription: AdminSubscription): void {
    this.subscriptionId = subscription.id;
    void this.list.firstPage();
  }

  allScansClicked(): void {
    this.subscriptionId = null;
    void this.list.firstPage();
  }

  searchChanged(search: string): void {
    this.search = search;
    void this.list.firstPage();
  }

  statusChosen(status: string): void {
    this.status = status;
    void this.list.firstPage();
  }
}
