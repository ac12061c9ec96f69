import { inject, injectable } from 'inversify';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import { AiPlansPresenter } from './AiPlansPresenter';
import { AiScansPresenter } from './AiScansPresenter';
import { AiSubscriptionsPresenter } from './AiSubscriptionsPresenter';

/** Admin → TiaraAI subscriptions: the plans, the subscriptions with usage and quota, and the scans with results. */
@injectable()
export class AdminAiPresenter {
  constructor(
    @inject(AiPlansPresenter) readonly plans: AiPlansPresenter,
    @inject(AiSubscriptionsPresenter) readonly subscriptions: AiSubscriptionsPresenter,
    @inject(AiScansPresenter) readonly scans: AiScansPresenter,
  ) {
    makePresenterObservable(this, arguments);
  }

  async opened(): Promise<void> {
    void this.subscriptions.list.reload();
    void this.scans.list.reload();
    await this.plans.opened();
  }
}
