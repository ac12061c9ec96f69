import { inject, injectable } from 'inversify';
import { observableRef } from 'mobx';
import { DiscardUnfinishedUpload } from '../../application/scans/DiscardUnfinishedUpload';
import { ListUnfinishedUploads } from '../../application/scans/ListUnfinishedUploads';
import type { UnfinishedUpload } from '../../application/scans/UnfinishedUploadStore';
import { ScanTransferMessages } from '../messages/ScanTransferMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';

const transfer = ScanTransferMessages;

/** An upload this browser began and did not see finish. */
export interface UnfinishedUploadView {
  readonly fingerprint: string;
  readonly text: string;
}

function percentOf(upload: UnfinishedUpload): number {
  return upload.totalBytes > 0 ? Math.floor((upload.sentBytes / upload.totalBytes) * 100) : 0;
}

/**
 * This person's uploads that stopped before finishing, as this browser remembers them (at what the
 * server holds, issue 18): choosing the same files again continues one, and one may be discarded.
 */
@injectable()
export class UnfinishedUploadsPresenter {
  uploads: UnfinishedUpload[] = [];

  /** Each load has a number; a late answer to an earlier one is dropped. */
  private request = 0;

  constructor(
    @inject(ListUnfinishedUploads) private readonly listUnfinishedUploads: ListUnfinishedUploads,
    @inject(DiscardUnfinishedUpload) private readonly discardUnfinishedUpload: DiscardUnfinishedUpload,
  ) {
    makePresenterObservable<UnfinishedUploadsPresenter, 'request'>(this, arguments, { uploads: observableRef, request: false });
  }

  get views(): UnfinishedUploadView[] {
    return this.uploads.map((upload) => ({ fingerprint: upload.fingerprint, text: transfer.unfinished(upload.fileName, upload.fileCount, percentOf(upload)) }));
  }

  /** The unfinished upload of the study with this fingerprint, if there is one. */
  withFingerprint(fingerprint: string): UnfinishedUpload | null {
    return this.uploads.find((upload) => upload.fingerprint === fingerprint) ?? null;
  }

  /** Said of chosen files that continue `upload`. */
  continuesText(upload: UnfinishedUpload): string {
    return transfer.continuesUnfinished(percentOf(upload));
  }

  async load(): Promise<void> {
    const request = ++this.request;
    const uploads = await this.listUnfinishedUploads.execute();
    if (request === this.request) this.arrived(uploads);
  }

  async discardClicked(fingerprint: string): Promise<void> {
    await this.discardUnfinishedUpload.execute(fingerprint);
    await this.load();
  }

  closed(): void {
    this.request += 1;
  }

  private arrived(uploads: UnfinishedUpload[]): void {
    this.uploads = uploads;
  }
}
