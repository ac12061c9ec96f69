import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { ScanProcessingError, ScanProcessorUnavailable, type ScanJobInput, type ScanProcessingResult, type ScanProcessor } from '../../application/scans/ScanProcessor';
import type { ScanStore } from '../../application/scans/ScanStore';

export interface SegmentationServiceOptions {
  /** The service's base address (SEGMENTATION_URL). */
  readonly url: string;
  /** Sent as a bearer token (SEGMENTATION_API_KEY). */
  readonly apiKey: string | undefined;
  /** How long a job may take, upload included, before it fails. */
  readonly timeoutMs?: number;
  readonly pollIntervalMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30 * 60 * 1000;
const DEFAULT_POLL_INTERVAL_MS = 5000;
const MAX_REASON_LENGTH = 300;

const submitted = z.object({ id: z.union([z.string().min(1).max(200), z.number()]), status_url: z.string().url().optional() });
const webLink = z.string().url().max(2000).refine((link) => /^https?:\/\//i.test(link), 'must be an http(s) address');
const jobStatus = z.discriminatedUnion('status', [
  z.object({ status: z.enum(['queued', 'running']) }),
  z.object({ status: z.literal('done'), summary: z.string().max(2000).optional(), result_links: z.array(webLink).max(500).default([]) }),
  z.object({ status: z.literal('failed'), error: z.string().optional() }),
]);

/** A server error or 429 is the service's passing trouble (retried later); any other refusal is about the scan or the shop's key. */
function refusal(status: number, message: string): Error {
  return status >= 500 || status === 429 ? new ScanProcessorUnavailable(message) : new ScanProcessingError(message);
}

/**
 * The external segmentation service: the stored file is streamed to `POST {url}/jobs` (raw bytes,
 * the name in `X-File-Name`, the key as a bearer token), which answers `{ id, status_url? }`; the
 * status (`GET status_url`, or `{url}/jobs/{id}`) is polled until `done` with the result links, or
 * `failed`, or the time limit. A service that cannot be reached or is in trouble (5xx, 429) is a
 * ScanProcessorUnavailable, which the job queue retries; every other way this can go wrong is a
 * ScanProcessingError, so the job fails at once and the segmentation is given back.
 */
export class HttpSegmentationService implements ScanProcessor {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly pollIntervalMs: number;

  constructor(
    private readonly options: SegmentationServiceOptions,
    private readonly store: ScanStore,
  ) {
    this.baseUrl = options.url.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  }

  async process(job: ScanJobInput): Promise<ScanProcessingResult> {
    const deadline = AbortSignal.timeout(this.timeoutMs);
    try {
      const statusUrl = await this.submit(job, deadline);
      for (;;) {
        const status = await this.poll(statusUrl, deadline);
        if (status.status === 'done') {
          return {
            summary: status.summary ?? `Segmentation finished with ${status.result_links.length} result file${status.result_links.length === 1 ? '' : 's'}`,
            details: { service: this.baseUrl, statusUrl },
            resultLinks: status.result_links,
          };
        }
        if (status.status === 'failed') {
          const reason = (status.error ?? '').replace(/[\u0000-\u001f\u007f]+/g, ' ').trim().slice(0, MAX_REASON_LENGTH);
          throw new ScanProcessingError(reason ? `The segmentation service could not process the scan: ${reason}` : 'The segmentation service could not process the scan');
        }
        await sleep(this.pollIntervalMs, undefined, { signal: deadline });
      }
    } catch (error) {
      if (error instanceof ScanProcessingError || error instanceof ScanProcessorUnavailable) throw error;
      if (deadline.aborted) throw new ScanProcessingError('The segmentation service did not finish in time');
      throw new ScanProcessorUnavailable('The segmentation service could not be reached');
    }
  }

  private headers(): Record<string, string> {
    return this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {};
  }

  private async submit(job: ScanJobInput, signal: AbortSignal): Promise<string> {
    const content = await this.store.open(job.storedPath);
    if (!content) throw new Error(`The stored scan ${job.storedPath} is missing`);
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}/jobs`, {
        method: 'POST',
        headers: {
          ...this.headers(),
          'content-type': 'application/octet-stream',
          'content-length': String(job.sizeBytes),
          'x-file-name': encodeURIComponent(job.fileName),
          'x-scan-format': job.format,
        },
        body: Readable.toWeb(content) as ReadableStream<Uint8Array>,
        duplex: 'half',
        signal,
      } as RequestInit & { duplex: 'half' });
    } finally {
      // A service that answered before reading the whole file, or could not be reached, leaves the store's stream open.
      content.destroy();
    }
    if (!response.ok) throw refusal(response.status, `The segmentation service refused the scan (HTTP ${response.status})`);
    const body = submitted.safeParse(await response.json().catch(() => null));
    if (!body.success) throw new ScanProcessingError('The segmentation service gave an answer the shop does not understand');
    const statusUrl = body.data.status_url ?? `${this.baseUrl}/jobs/${encodeURIComponent(String(body.data.id))}`;
    // The key travels with every poll, so it is only ever sent back to the configured service.
    if (new URL(statusUrl).origin !== new URL(this.baseUrl).origin) throw new ScanProcessingError('The segmentation service pointed to another server');
    return statusUrl;
  }

  private async poll(statusUrl: string, signal: AbortSignal): Promise<z.infer<typeof jobStatus>> {
    const response = await fetch(statusUrl, { headers: this.headers(), signal });
    if (!response.ok) throw refusal(response.status, `The segmentation service's status check failed (HTTP ${response.status})`);
    const body = jobStatus.safeParse(await response.json().catch(() => null));
    if (!body.success) throw new ScanProcessingError('The segmentation service gave an answer the shop does not understand');
    return body.data;
  }
}
