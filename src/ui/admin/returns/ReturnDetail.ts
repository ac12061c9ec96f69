import { observableRef } from 'mobx';
import type { ObjectUrls } from '../../../application/admin/returns/ObjectUrls';
import type { StaffRefund, StaffReturnDetail, StaffReturnsApi } from '../../../application/admin/returns/StaffReturnsApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import { ReturnPhotos } from './ReturnPhotos';

/**
 * The return opened to work on: read from the server, read again when it may have changed (a
 * switch of language renames its lines; another member of staff may have moved it), and replaced
 * by each step's answer. Only the answer to the latest reading counts.
 */
export class ReturnDetail {
  openedId: number | null = null;
  detail: StaffReturnDetail | null = null;
  loading = false;
  error: string | null = null;
  readonly photos: ReturnPhotos;
  private asked = 0;

  constructor(
    private readonly api: StaffReturnsApi,
    urls: ObjectUrls,
  ) {
    this.photos = new ReturnPhotos(api, urls);
    makePresenterObservable<ReturnDetail, 'asked'>(this, arguments, { detail: observableRef, photos: false, asked: false });
  }

  get isOpen(): boolean {
    return this.openedId !== null;
  }

  async opened(id: number): Promise<void> {
    if (this.openedId !== id) this.photos.cleared();
    this.openedId = id;
    this.detail = null;
    this.error = null;
    this.loading = true;
    await this.read(id);
  }

  closed(): void {
    this.asked += 1;
    this.openedId = null;
    this.detail = null;
    this.error = null;
    this.loading = false;
    this.photos.cleared();
  }

  /** The opened return read again, what is shown staying until the answer comes. */
  async readAgain(): Promise<void> {
    if (this.openedId !== null) await this.read(this.openedId);
  }

  /** A step's answer: the return as it now is. */
  shown(detail: StaffReturnDetail): void {
    if (detail.id !== this.openedId) return;
    this.asked += 1;
    this.loading = false;
    this.accepted(detail);
  }

  /** The refunds given for this return; the order's others are listed apart. */
  get ownRefunds(): readonly StaffRefund[] {
    return this.detail?.refunds.filter((refund) => refund.returnId === this.detail?.id) ?? [];
  }

  /** The refund this return's resolution gave, if it gave money back. */
  get latestRefund(): StaffRefund | null {
    return this.ownRefunds.reduce<StaffRefund | null>((latest, refund) => (latest === null || refund.id > latest.id ? refund : latest), null);
  }

  /** Money given back on the order outside this return (another return, a cancelled order). */
  get otherRefunds(): readonly StaffRefund[] {
    return this.detail?.refunds.filter((refund) => refund.returnId !== this.detail?.id) ?? [];
  }

  private async read(id: number): Promise<void> {
    const asked = ++this.asked;
    const answer = await this.api.returnDetail(id);
    this.answered(asked, answer);
  }

  private answered(asked: number, answer: ApiResult<StaffReturnDetail>): void {
    if (asked !== this.asked) return;
    this.loading = false;
    if (answer.ok) this.accepted(answer.value);
    else this.error = answer.error.message;
  }

  private accepted(detail: StaffReturnDetail): void {
    this.error = null;
    this.detail = detail;
    void this.photos.show(detail.photoIds);
  }
}
