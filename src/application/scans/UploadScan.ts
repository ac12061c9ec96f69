import { inject, injectable } from 'inversify';
import { type Result, fail, ok } from '@tiara/domain/result';
import { filesSent, planScanUpload, studyFingerprint } from '@tiara/domain/scan-file';
import { SessionStore } from '../session/SessionStore';
import type { ApiFailure } from '../shared/ApiResult';
import { Clock } from '../shared/Clock';
import type { ScanFile } from './ScanFile';
import { type RunningUpload, ScanUploadApi, type ScanUploadReceipt } from './ScanUploadApi';
import { type PrepareFailure, StudyPreparer, type UnparseableReason } from './StudyPreparer';
import { type UnfinishedUpload, UnfinishedUploadStore } from './UnfinishedUploadStore';

/** De-identifying and zipping the study, then sending it. */
export type UploadStage = 'preparing' | 'uploading';

/** The pause and resume of an upload whose bytes are on their way. */
export interface UploadControls {
  pause(): void;
  resume(): void;
}

export interface UploadScanInput {
  /** A selection that passed CheckScanSelection. */
  readonly files: readonly ScanFile[];
  readonly signal?: AbortSignal;
  /** The stage under way and its share done, 0 to 1; the upload's share counts what the server kept from earlier attempts. */
  readonly onProgress?: (stage: UploadStage, fraction: number) => void;
  /** Sending began: the controls stay good until the upload settles. */
  readonly onSending?: (controls: UploadControls) => void;
  /** The connection dropped and sending waits to go on by itself, or it came back. */
  readonly onConnection?: (state: 'lost' | 'back') => void;
}

export interface UploadedScan {
  readonly receipt: ScanUploadReceipt;
  /** The name the server got: the zip's own, or dicoms.zip. */
  readonly fileName: string;
  /** Zips chosen together with other files, which were not sent (see planScanUpload). */
  readonly skippedZips: readonly ScanFile[];
}

export type UploadScanError =
  | { readonly code: 'cancelled' }
  /** A chosen file could not be read any more while preparing it. */
  | { readonly code: 'unreadable'; readonly path: string }
  /** A chosen file is not the scan it claims to be: it is refused rather than sent as it is. */
  | { readonly code: 'unparseable'; readonly path: string; readonly reason: UnparseableReason }
  /** Nothing was sent, for one of SPEC §5 and §8's reasons, which the presenter words. */
  | { readonly code: 'no-file' | 'zips-only' | 'not-signed-in' | 'session-expired' | 'failed' }
  /** The connection was lost for good; what the server received is kept, and choosing the same files again resumes. */
  | { readonly code: 'interrupted' }
  /** The server refused, and `message` is its own explanation. */
  | { readonly code: 'refused'; readonly message: string };

/** The server explained why it refused (no quota, too large, not a scan): its message says so. */
const EXPLAINED = new Set<ApiFailure['kind']>(['rejected', 'forbidden', 'conflict', 'not-found', 'rate-limited']);

/** The remembered progress is written at most this often (in shares of the file), not at every progress event. */
const PROGRESS_SAVE_STEP = 0.01;

function preparationError(failure: PrepareFailure): UploadScanError {
  switch (failure.kind) {
    case 'cancelled':
      return { code: 'cancelled' };
    case 'unreadable':
      return { code: 'unreadable', path: failure.path };
    case 'unparseable':
      return { code: 'unparseable', path: failure.path, reason: failure.reason };
    case 'unavailable':
      return { code: 'failed' };
  }
}

function uploadError(failure: ApiFailure): UploadScanError {
  if (failure.kind === 'unauthorized') return { code: 'session-expired' };
  if (EXPLAINED.has(failure.kind)) return { code: 'refused', message: failure.message };
  if (failure.kind === 'network') return { code: 'interrupted' };
  return { code: 'failed' };
}

/**
 * SPEC §4 "Upload flow", made resumable (issue 18): one zip goes as it is, otherwise the files
 * are zipped into dicoms.zip, after the study was de-identified in the browser; the file is sent
 * resumably, and the upload is remembered until it settles, so choosing the same files after a
 * reload prepares the same bytes (same de-identification key) and sends on from what the server
 * has. The person may pause, resume or cancel at any point.
 */
@injectable()
export class UploadScan {
  private readonly uploads: ScanUploadApi;
  private readonly preparer: StudyPreparer;
  private readonly unfinished: UnfinishedUploadStore;
  private readonly sessions: SessionStore;
  private readonly clock: Clock;

  constructor(
    @inject(ScanUploadApi) uploads: ScanUploadApi,
    @inject(StudyPreparer) preparer: StudyPreparer,
    @inject(UnfinishedUploadStore) unfinished: UnfinishedUploadStore,
    @inject(SessionStore) sessions: SessionStore,
    @inject(Clock) clock: Clock,
  ) {
    this.clock = clock;
    this.uploads = uploads;
    this.preparer = preparer;
    this.unfinished = unfinished;
    this.sessions = sessions;
  }

  async execute(input: UploadScanInput): Promise<Result<UploadedScan, UploadScanError>> {
    if (input.files.length === 0) return fail({ code: 'no-file' });
    const { userId } = this.sessions.current();
    if (userId === null) return fail({ code: 'not-signed-in' });

    const plan = planScanUpload(input.files);
    if (plan.kind === 'nothing') return fail({ code: 'zips-only' });
    const sentFiles = filesSent(plan);
    const skippedZips = plan.kind === 'zip-these' ? plan.skippedZips : [];
    const fingerprint = studyFingerprint(sentFiles);
    const remembered = await this.unfinished.find(userId, fingerprint);

    let address = remembered?.address ?? null;
    if (address !== null) {
      const earlier = await this.uploads.earlier(address);
      if (earlier.ok && earlier.value.kind === 'accepted') {
        // The last byte arrived before the page went away: the scan was taken then, and is not sent again.
        await this.unfinished.forget(userId, fingerprint);
        return ok({ receipt: earlier.value.receipt, fileName: remembered?.fileName ?? '', skippedZips });
      }
      if (!earlier.ok && earlier.error.kind === 'unauthorized') return fail({ code: 'session-expired' });
      if (earlier.ok && earlier.value.kind === 'gone') address = null;
    }
    if (input.signal?.aborted) return fail({ code: 'cancelled' });

    let key: string;
    try {
      key = remembered?.key ?? (await this.unfinished.newKey());
    } catch {
      // The store's code could not be fetched (the connection dropped): nothing was prepared or sent.
      return fail({ code: 'failed' });
    }
    const prepared = await this.preparer.prepare(plan, {
      key,
      ...(input.signal ? { signal: input.signal } : {}),
      onProgress: (fraction) => input.onProgress?.('preparing', fraction),
    });
    if (!prepared.ok) return fail(preparationError(prepared.error));
    const { file, fileName } = prepared.value;
    if (remembered && remembered.totalBytes !== file.size && address !== null) {
      // Not the bytes the server was receiving (the files changed in a way the fingerprint missed): start afresh.
      void this.uploads.discard(address);
      address = null;
    }
    if (input.signal?.aborted) return fail({ code: 'cancelled' });

    const record: UnfinishedUpload = {
      userId,
      fingerprint,
      key,
      address,
      fileName,
      fileCount: sentFiles.length,
      totalBytes: file.size,
      sentBytes: address === null ? 0 : (remembered?.sentBytes ?? 0),
      startedAt: remembered?.startedAt ?? this.clock.now(),
    };
    const result = await this.send(file, fileName, record, input);
    if (result.ok || (result.error.kind !== 'network' && result.error.kind !== 'unauthorized')) await this.unfinished.forget(userId, fingerprint);
    if (!result.ok) return fail(result.error.kind === 'cancelled' ? { code: 'cancelled' } : uploadError(result.error));
    return ok({ receipt: result.value, fileName, skippedZips });
  }

  /** Sends the prepared file, keeping the remembered upload's address and progress up to date. */
  private send(file: Blob, fileName: string, first: UnfinishedUpload, input: UploadScanInput): RunningUpload['finished'] {
    let record = first;
    let savedShare = -1;
    const remember = (changes: Partial<UnfinishedUpload>) => {
      record = { ...record, ...changes };
      // Saves run in the order made (the store's code is fetched once), so the last one stands.
      if (record.address !== null) void this.unfinished.save(record);
    };
    const upload = this.uploads.start(file, fileName, {
      resumeAt: record.address,
      onResumable: (address) => remember({ address }),
      onProgress: ({ sentBytes, totalBytes }) => {
        const share = totalBytes > 0 ? sentBytes / totalBytes : 0;
        input.onProgress?.('uploading', share);
        if (share - savedShare >= PROGRESS_SAVE_STEP) {
          savedShare = share;
          remember({ sentBytes });
        }
      },
      ...(input.onConnection ? { onConnection: input.onConnection } : {}),
    });
    const cancel = () => upload.cancel();
    input.signal?.addEventListener('abort', cancel, { once: true });
    input.onSending?.({ pause: () => upload.pause(), resume: () => upload.resume() });
    return upload.finished.finally(() => input.signal?.removeEventListener('abort', cancel));
  }
}
