import type { ReturnFilter, StaffReturn, StaffReturnsApi } from '../../../application/admin/returns/StaffReturnsApi';
import type { Clock } from '../../../application/shared/Clock';
import { RETURN_STATUSES, type ReturnStatus, isOpenReturn, isReturnStatus } from '@tiara/domain/returns';
import { StaffReturnsMessages } from '../../messages/StaffReturnsMessages';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import { PagedList } from '../shared/PagedList';

const HOUR_MS = 60 * 60 * 1000;
const HOURS_A_DAY = 24;

/**
 * A staff area's returns queue: the server's pages (open requests first), a status filter and a
 * search by order number or customer, each request with how long it has waited.
 */
export class ReturnQueue {
  search = '';
  status: ReturnStatus | null = null;
  readonly statuses = RETURN_STATUSES;
  readonly list = new PagedList<StaffReturn>((page) => this.api.returns(this.filter, page));

  constructor(
    private readonly api: StaffReturnsApi,
    private readonly clock: Clock,
  ) {
    makePresenterObservable(this, arguments, { list: false, statuses: false });
  }

  get filter(): ReturnFilter {
    return { search: this.search, status: this.status };
  }

  searchChanged(value: string): void {
    this.search = value;
  }

  searchSubmitted(): Promise<void> {
    return this.list.firstPage();
  }

  statusChosen(value: string | null): Promise<void> {
    this.status = isReturnStatus(value) ? value : null;
    return this.list.firstPage();
  }

  /** The page read again, as it stands now (after a step, or a switch of language). */
  reload(): Promise<void> {
    return this.list.reload();
  }

  /** Still waiting for the shop: the queue's rows to act on. */
  isOpen(request: StaffReturn): boolean {
    return isOpenReturn(request.status);
  }

  /** How long ago the customer asked: under an hour, in hours the first day, then in days. */
  ageOf(request: StaffReturn): string {
    const hours = Math.max(0, Math.floor((this.clock.now().getTime() - request.createdAt.getTime()) / HOUR_MS));
    if (hours === 0) return StaffReturnsMessages.underAnHour;
    return hours < HOURS_A_DAY ? StaffReturnsMessages.hoursOld(hours) : StaffReturnsMessages.daysOld(Math.floor(hours / HOURS_A_DAY));
  }
}
