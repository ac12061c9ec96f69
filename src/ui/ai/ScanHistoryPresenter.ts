import { inject, injectable } from 'inversify';
import { observableRef } from 'mobx';
import { ScanHistoryApi, type ScanRecord, type ScanStatus } from '../../application/scans/ScanHistoryApi';
import type { ApiResult } from '../../application/shared/ApiResult';
import { Clock } from '../../application/shared/Clock';
import { fileSizeText } from '@tiara/domain/scan-file';
import { notificationAge } from '@tiara/domain/time-text';
import { notificationTimeText } from '../../locales/format/dateTexts';
import { shownLanguage } from '../i18n/localized';
import { makePresenterObservable } from '../presenter/makePresenterObservable';

export interface ScanRow {
  readonly id: number;
  readonly fileName: string;
  readonly sizeText: string;
  readonly uploadedText: string;
  readonly status: ScanStatus;
  /** What the segmentation found, or why it failed. */
  readonly detail: string | null;
}

/** The customer's uploaded scans on the scan upload page, with each one's status (GET /api/scans/mine). */
@injectable()
export class ScanHistoryPresenter {
  /** `unavailable`: the backend keeps no scan history, so the screen leaves the list out. */
  status: 'loading' | 'loaded' | 'failed' | 'unavailable' = 'loading';
  scans: ScanRecord[] = [];

  /** Each load has a number; a late answer to an earlier one is dropped. */
  private request = 0;

  constructor(
    @inject(ScanHistoryApi) private readonly scanHistory: ScanHistoryApi,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makePresenterObservable<ScanHistoryPresenter, 'request'>(this, arguments, { scans: observableRef, request: false });
  }

  get rows(): ScanRow[] {
    const now = this.clock.now();
    return this.scans.map((scan) => ({
      id: scan.id,
      fileName: scan.fileName,
      sizeText: fileSizeText(scan.sizeBytes),
      uploadedText: notificationTimeText(notificationAge(scan.uploadedAt, now), shownLanguage()),
      status: scan.status,
      detail: scan.status === 'Failed' ? scan.error : scan.summary,
    }));
  }

  /** Asks for the scans (again); the list shown stays while a newer one comes. */
  async load(): Promise<void> {
    const request = ++this.request;
    if (this.scans.length === 0) this.status = 'loading';
    const answer = await this.scanHistory.mine();
    if (request === this.request) this.arrived(answer);
  }

  refreshClicked(): void {
    void this.load();
  }

  closed(): void {
    this.request += 1;
  }

  private arrived(answer: ApiResult<ScanRecord[] | null>): void {
    if (!answer.ok) {
      this.status = 'failed';
    } else if (answer.value === null) {
      this.status = 'unavailable';
    } else {
      this.scans = answer.value;
      this.status = 'loaded';
    }
  }
}
