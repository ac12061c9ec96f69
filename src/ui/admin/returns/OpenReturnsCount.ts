import { inject, injectable } from 'inversify';
import { AdminReturnsApi } from '../../../application/admin/returns/StaffReturnsApi';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';

/** How many returns wait for a decision, beside Returns in the back office's menu: one row asked for, its total read. */
@injectable()
export class OpenReturnsCount {
  /** Null until known, and when it could not be read (the menu then shows no count). */
  waiting: number | null = null;

  constructor(@inject(AdminReturnsApi) private readonly api: AdminReturnsApi) {
    makePresenterObservable(this, arguments);
  }

  async read(): Promise<void> {
    const answer = await this.api.returns({ search: '', status: 'Requested' }, { page: 1, perPage: 1 });
    this.answered(answer.ok ? answer.value.total : null);
  }

  private answered(waiting: number | null): void {
    this.waiting = waiting;
  }
}
