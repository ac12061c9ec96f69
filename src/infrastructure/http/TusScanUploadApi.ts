import { DetailedError, type HttpRequest, Upload } from 'tus-js-client';
import * as z from 'zod/mini';
import type { EarlierUploadState, RunningUpload, ScanUploadApi, ScanUploadFailure, ScanUploadOptions, ScanUploadReceipt } from '../../application/scans/ScanUploadApi';
import type { ApiFailure, ApiResult } from '../../application/shared/ApiResult';
import { DEFAULT_LANGUAGE, type Language } from '@tiara/domain/language';
import { type Result, fail, ok } from '@tiara/domain/result';
import { HttpMessages, bodyOf, failureFrom } from './HttpClient';
import type { HttpScanUploadApi } from './HttpScanUploadApi';
import { earlierUploadStateSchema } from './schemas/scanSchemas';
import { RESUMABLE_UPLOADS_PATH, isUploadAddress } from './uploadAddress';


/**
 * 8 MB a request: under every proxy's body limit (scans notes §1.7), and a dropped request costs at
 * most this much again, since the server keeps every byte it received before the drop.
 */
const CHUNK_BYTES = 8 * 1024 * 1024;

/** Waits before each retry after a failed request: quick at first, then every minute, about 10 minutes in all. */
const RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000, 10_000, 20_000, 30_000, 60_000, 60_000, 60_000, 60_000, 60_000, 60_000, 60_000, 60_000];

const networkFailure: ApiFailure = { kind: 'network', status: null, code: 'network_error', message: HttpMessages.network };
const invalidResponse = (status: number): ApiFailure => ({ kind: 'invalid-response', status, code: 'invalid_response', message: HttpMessages.invalidResponse });

/** A request that reached the server and was answered with a status that retrying cannot change. */
function isFinalAnswer(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 409 && status !== 423 && status !== 429;
}

function statusOf(error: Error): number {
  return error instanceof DetailedError && error.originalResponse ? error.originalResponse.getStatus() : 0;
}

function failureOf(error: Error): ApiFailure {
  if (!(error instanceof DetailedError) || !error.originalResponse) return networkFailure;
  const response = error.originalResponse;
  return failureFrom(response.getStatus(), bodyOf(response.getBody() ?? ''));
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * The scan upload over tus (`tus-js-client`): 8 MB PATCH requests, retried with backoff; a drop
 * while the browser knows it is offline waits for it to come back online; pause keeps the upload
 * on the server, cancel deletes it. When the server has no resumable uploads (its creation answers
 * 404 or 405), the file goes as SPEC §7's one multipart POST instead, without resuming.
 */
export class TusScanUploadApi implements ScanUploadApi {
  private readonly baseUrl: string;
  private readonly token: () => string | null;
  private readonly multipart: HttpScanUploadApi;
  private readonly language: () => Language;
  private readonly fetchFn: typeof fetch;

  constructor(
    baseUrl: string,
    token: () => string | null,
    multipart: HttpScanUploadApi,
    language: () => Language = () => DEFAULT_LANGUAGE,
    fetchFn: typeof fetch = (input, init) => fetch(input, init),
  ) {
    this.baseUrl = baseUrl.replace(/\/$/, '');
    this.token = token;
    this.multipart = multipart;
    this.language = language;
    this.fetchFn = fetchFn;
  }

  start(file: Blob, fileName: string, options: ScanUploadOptions = {}): RunningUpload {
    return new ResumableScanUpload(this, file, fileName, options);
  }

  async earlier(address: string): Promise<ApiResult<EarlierUploadState>> {
    if (!isUploadAddress(address)) return ok({ kind: 'gone' });
    const response = await this.request(address, 'GET');
    if (response === null) return fail(networkFailure);
    const body = bodyOf(await response.text().catch(() => ''));
    if (response.status === 404) return ok({ kind: 'gone' });
    if (!response.ok) return fail(failureFrom(response.status, body));
    const parsed = z.safeParse(earlierUploadStateSchema, body);
    return parsed.success ? ok(parsed.data) : fail(invalidResponse(response.status));
  }

  async discard(address: string): Promise<void> {
    if (isUploadAddress(address)) await this.request(address, 'DELETE', { 'tus-resumable': '1.0.0' });
  }

  /** The headers every request to the shop carries. */
  headers(): Record<string, string> {
    const token = this.token();
    return { accept: 'application/json', 'accept-language': this.language(), ...(token ? { authorization: `Bearer ${token}` } : {}) };
  }

  url(path: string): string {
    return `${this.baseUrl}${path}`;
  }

  /** The path of an absolute upload URL tus-js-client resolved, when it is an upload's address on this shop. */
  addressOf(url: string | null): string | null {
    if (url === null) return null;
    try {
      const resolved = new URL(url, this.baseUrl === '' ? globalThis.location?.href : this.baseUrl);
      const base = new URL(this.baseUrl === '' ? '/' : this.baseUrl, globalThis.location?.href);
      return resolved.origin === base.origin && isUploadAddress(resolved.pathname) ? resolved.pathname : null;
    } catch {
      return null;
    }
  }

  sendAsMultipart(file: Blob, fileName: string, signal: AbortSignal, options: ScanUploadOptions): Promise<Result<ScanUploadReceipt, ScanUploadFailure>> {
    return this.multipart.upload(file, fileName, { signal, ...(options.onProgress ? { onProgress: options.onProgress } : {}) });
  }

  private async request(path: string, method: 'GET' | 'DELETE', extra: Record<string, string> = {}): Promise<Response | null> {
    try {
      return await this.fetchFn(this.url(path), { method, headers: { ...this.headers(), ...extra } });
    } catch {
      return null;
    }
  }
}

/** One file's upload, from its first request until the server took it, refused it, or it was cancelled. */
class ResumableScanUpload implements RunningUpload {
  readonly finished: Promise<Result<ScanUploadReceipt, ScanUploadFailure>>;
  private settle!: (result: Result<ScanUploadReceipt, ScanUploadFailure>) => void;
  private readonly upload: Upload;
  private state: 'sending' | 'paused' | 'waiting-online' | 'multipart' | 'done' = 'sending';
  private connectionLost = false;
  private readonly multipartAbort = new AbortController();
  private readonly api: TusScanUploadApi;
  private readonly file: Blob;
  private readonly fileName: string;
  private readonly options: ScanUploadOptions;

  constructor(api: TusScanUploadApi, file: Blob, fileName: string, options: ScanUploadOptions) {
    this.api = api;
    this.file = file;
    this.fileName = fileName;
    this.options = options;
    this.finished = new Promise((resolve) => {
      this.settle = (result) => {
        if (this.state === 'done') return;
        this.state = 'done';
        globalThis.removeEventListener?.('online', this.cameOnline);
        resolve(result);
      };
    });
    const resumeAt = options.resumeAt && isUploadAddress(options.resumeAt) ? api.url(options.resumeAt) : null;
    this.upload = new Upload(file, {
      endpoint: api.url(RESUMABLE_UPLOADS_PATH),
      uploadUrl: resumeAt,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      metadata: { filename: fileName, filetype: file.type || 'application/octet-stream' },
      // This app remembers its unfinished uploads itself (UnfinishedUploadStore), with the de-identification key.
      storeFingerprintForResuming: false,
      removeFingerprintOnSuccess: false,
      onBeforeRequest: (request: HttpRequest) => {
        for (const [name, value] of Object.entries(api.headers())) request.setHeader(name, value);
      },
      onUploadUrlAvailable: () => {
        const address = api.addressOf(this.upload.url);
        if (address !== null) options.onResumable?.(address);
      },
      onProgress: (sentBytes, totalBytes) => {
        this.connectionBack();
        options.onProgress?.({ sentBytes, totalBytes });
      },
      onShouldRetry: (error) => {
        const status = statusOf(error);
        if (isFinalAnswer(status) || isOffline()) return false;
        this.connectionDropped();
        return true;
      },
      onSuccess: () => void this.succeeded(),
      onError: (error) => this.failed(error),
    });
    this.upload.start();
  }

  pause(): void {
    if (this.state !== 'sending' && this.state !== 'waiting-online') return;
    this.state = 'paused';
    globalThis.removeEventListener?.('online', this.cameOnline);
    void this.upload.abort(false);
  }

  resume(): void {
    if (this.state !== 'paused') return;
    this.state = 'sending';
    this.upload.start();
  }

  cancel(): void {
    if (this.state === 'done') return;
    if (this.state === 'multipart') {
      this.multipartAbort.abort();
      return;
    }
    this.settle(fail({ kind: 'cancelled' }));
    // Deletes what the server holds (tus termination); an upload never created has nothing to delete.
    void this.upload.abort(this.upload.url !== null).catch(() => undefined);
  }

  private readonly cameOnline = (): void => {
    if (this.state !== 'waiting-online') return;
    this.state = 'sending';
    this.upload.start();
  };

  private connectionDropped(): void {
    if (this.connectionLost) return;
    this.connectionLost = true;
    this.options.onConnection?.('lost');
  }

  private connectionBack(): void {
    if (!this.connectionLost) return;
    this.connectionLost = false;
    this.options.onConnection?.('back');
  }

  private failed(error: Error): void {
    if (this.state !== 'sending') return;
    const status = statusOf(error);
    if (this.upload.url === null && (status === 404 || status === 405)) {
      this.state = 'multipart';
      void this.api.sendAsMultipart(this.file, this.fileName, this.multipartAbort.signal, this.options).then((result) => this.settle(result));
      return;
    }
    if (!isFinalAnswer(status) && isOffline()) {
      // Nothing is lost: sending goes on from what the server holds once the browser is online again.
      this.connectionDropped();
      this.state = 'waiting-online';
      globalThis.addEventListener?.('online', this.cameOnline);
      return;
    }
    this.settle(fail(failureOf(error)));
  }

  /** Every byte arrived and the server took the scan at the last one: its receipt says which job. */
  private async succeeded(): Promise<void> {
    const address = this.api.addressOf(this.upload.url);
    if (address === null) {
      this.settle(fail(invalidResponse(0)));
      return;
    }
    const state = await this.api.earlier(address);
    if (!state.ok) {
      this.settle(fail(state.error));
    } else if (state.value.kind === 'accepted') {
      this.settle(ok(state.value.receipt));
    } else {
      this.settle(fail(invalidResponse(200)));
    }
  }
}
