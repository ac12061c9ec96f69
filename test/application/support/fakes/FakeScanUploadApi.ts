import type {
  EarlierUploadState,
  RunningUpload,
  ScanUploadApi,
  ScanUploadFailure,
  ScanUploadOptions,
  ScanUploadReceipt,
} from '../../../../src/application/scans/ScanUploadApi';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import { type Result, fail, ok } from '@tiara/domain/result';
import { serverAiMessagesEn } from '../../../../src/locales/server/en/serverAiMessagesEn';
import { scanMessagesEn } from '../../../../src/locales/shared/en/scanMessagesEn';
import { FakeApi, refusal } from './FakeApi';

export interface SentUpload {
  readonly file: Blob;
  readonly fileName: string;
  readonly options: ScanUploadOptions;
  paused: boolean;
  cancelled: boolean;
  /** Reports progress as the network would. */
  progress(sentBytes: number): void;
  answer(result: Result<ScanUploadReceipt, ScanUploadFailure>): void;
}

/**
 * Scan uploads in memory. The server takes each file whole, for one of the customer's
 * `segmentationsLeft` (none by default: no plan, refused): it makes the upload's address
 * (`/api/scans/uploads/<n>`), reports every byte and answers the receipt of a queued job; `uploads` holds where each upload stands (an address it does not
 * hold is gone), and a discarded one is gone. With `answeredByTest` on, the test plays the network
 * instead: it reports progress and answers each upload (`last.progress`, `last.answer`);
 * cancelling answers `cancelled`. What was sent and discarded is kept.
 */
export class FakeScanUploadApi extends FakeApi implements ScanUploadApi {
  readonly sent: SentUpload[] = [];
  readonly discarded: string[] = [];
  readonly uploads = new Map<string, EarlierUploadState>();
  answeredByTest = false;
  segmentationsLeft = 0;
  private nextUpload = 1;
  private nextJob = 31;

  start(file: Blob, fileName: string, options: ScanUploadOptions = {}): RunningUpload {
    let settle!: (result: Result<ScanUploadReceipt, ScanUploadFailure>) => void;
    const finished = new Promise<Result<ScanUploadReceipt, ScanUploadFailure>>((resolve) => {
      settle = resolve;
    });
    const sent: SentUpload = {
      file,
      fileName,
      options,
      paused: false,
      cancelled: false,
      progress: (sentBytes) => options.onProgress?.({ sentBytes, totalBytes: file.size }),
      answer: settle,
    };
    this.sent.push(sent);
    if (!this.answeredByTest) void this.respond('start', `start ${fileName}`, () => this.taken(sent)).then(settle);
    return {
      finished,
      pause: () => {
        sent.paused = true;
      },
      resume: () => {
        sent.paused = false;
      },
      cancel: () => {
        sent.cancelled = true;
        settle({ ok: false, error: { kind: 'cancelled' } });
      },
    };
  }

  earlier(address: string): Promise<ApiResult<EarlierUploadState>> {
    return this.respond('earlier', `earlier ${address}`, () => ok(this.uploads.get(address) ?? { kind: 'gone' }));
  }

  async discard(address: string): Promise<void> {
    this.discarded.push(address);
    this.uploads.delete(address);
  }

  get last(): SentUpload {
    const upload = this.sent.at(-1);
    if (!upload) throw new Error('nothing was uploaded');
    return upload;
  }

  private taken(sent: SentUpload): ApiResult<ScanUploadReceipt> {
    if (this.segmentationsLeft <= 0) return fail(refusal(403, 'no_active_subscription', serverAiMessagesEn.noActiveSubscription));
    this.segmentationsLeft -= 1;
    const resumed = sent.options.resumeAt ?? null;
    const address = resumed ?? `/api/scans/uploads/${this.nextUpload++}`;
    if (resumed === null) sent.options.onResumable?.(address);
    sent.progress(sent.file.size);
    const receipt: ScanUploadReceipt = { jobId: this.nextJob++, status: 'Queued', message: scanMessagesEn.uploadSuccessful };
    this.uploads.set(address, { kind: 'accepted', receipt });
    return ok(receipt);
  }
}
