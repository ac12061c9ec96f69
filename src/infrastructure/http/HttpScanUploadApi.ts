import { safeParse } from 'zod/mini';
import type { ScanUploadFailure, ScanUploadReceipt, UploadProgress } from '../../application/scans/ScanUploadApi';
import { type Result, fail, ok } from '@tiara/domain/result';
import { HttpMessages, bodyOf, failureFrom } from './HttpClient';
import { scanUploadReceiptSchema } from './schemas/scanSchemas';

const UPLOAD_PATH = '/api/scans/upload';
/** SPEC §3 "Upload payload": one multipart file field. */
const FILE_FIELD = 'file';

export interface MultipartUploadOptions {
  /** Aborting stops the request and answers `cancelled`. */
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: UploadProgress) => void;
}

const networkFailure: ScanUploadFailure = { kind: 'network', status: null, code: 'network_error', message: HttpMessages.network };

/**
 * SPEC §7's scan upload, one multipart POST /api/scans/upload: TusScanUploadApi's way for a backend
 * without resumable uploads. Over XMLHttpRequest, the only browser API that reports an upload's progress
 * (fetch has none; scans notes §2.3). Same origin by default, so the progress listeners cost no
 * CORS preflight. Progress reaches 100% when the bytes are handed to the network, before the
 * server has answered; the answer is read like every other (HttpClient's failure mapping, a zod
 * schema for the body).
 */
export class HttpScanUploadApi {
  private readonly baseUrl: string;
  private readonly token: () => string | null;
  private readonly createRequest: () => XMLHttpRequest;

  constructor(baseUrl: string, token: () => string | null, createRequest: () => XMLHttpRequest = () => new XMLHttpRequest()) {
    this.baseUrl = baseUrl.replace(/\/$/, '');
    this.token = token;
    this.createRequest = createRequest;
  }

  upload(file: Blob, fileName: string, options: MultipartUploadOptions = {}): Promise<Result<ScanUploadReceipt, ScanUploadFailure>> {
    const { signal, onProgress } = options;
    if (signal?.aborted) return Promise.resolve(fail({ kind: 'cancelled' }));
    const form = new FormData();
    form.append(FILE_FIELD, file, fileName);
    const request = this.createRequest();

    return new Promise((resolve) => {
      const abort = () => request.abort();
      const settle = (result: Result<ScanUploadReceipt, ScanUploadFailure>) => {
        signal?.removeEventListener('abort', abort);
        resolve(result);
      };
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress?.({ sentBytes: event.loaded, totalBytes: event.total });
      });
      request.addEventListener('load', () => {
        const body = bodyOf(typeof request.responseText === 'string' ? request.responseText : '');
        if (request.status < 200 || request.status >= 300) {
          settle(fail(failureFrom(request.status, body)));
          return;
        }
        const parsed = safeParse(scanUploadReceiptSchema, body);
        settle(parsed.success ? ok(parsed.data) : fail({ kind: 'invalid-response', status: request.status, code: 'invalid_response', message: HttpMessages.invalidResponse }));
      });
      request.addEventListener('error', () => settle(fail(networkFailure)));
      request.addEventListener('timeout', () => settle(fail(networkFailure)));
      request.addEventListener('abort', () => settle(fail({ kind: 'cancelled' })));
      signal?.addEventListener('abort', abort, { once: true });

      request.open('POST', `${this.baseUrl}${UPLOAD_PATH}`);
      request.setRequestHeader('accept', 'application/json');
      const token = this.token();
      if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
      request.send(form);
    });
  }
}
