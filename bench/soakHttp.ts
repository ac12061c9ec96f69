import type { RequestOutcome } from './soakReport';

/** How long a request may take before it counts as no answer. */
const REQUEST_TIMEOUT_MS = 30_000;
const DETAIL_CHARACTERS = 200;

export interface SoakAnswer {
  readonly status: number;
  readonly text: string;
  readonly headers: Headers;
  json<T>(): T;
}

export interface SoakRequest {
  readonly token?: string | null;
  /** Sent as JSON. */
  readonly json?: unknown;
  /** Sent as is (a form, a multipart body). */
  readonly body?: string | Buffer;
  readonly headers?: Record<string, string>;
  /** The statuses this step expects (default 200); any other ends the clinic's visit. */
  readonly expect?: readonly number[];
}

/** An answer the step did not expect, or none: the visit it belongs to cannot go on. */
export class UnexpectedAnswer extends Error {}

/**
 * The clinics' HTTP, through the balancer, as a browser sends it (no redirect followed by itself),
 * recording every request's route, status and time for the report.
 */
export class SoakHttp {
  readonly outcomes: RequestOutcome[] = [];

  constructor(readonly origin: string) {}

  record(outcome: RequestOutcome): void {
    this.outcomes.push(outcome);
  }

  async send(method: string, path: string, request: SoakRequest = {}): Promise<SoakAnswer> {
    const expected = request.expect ?? [200];
    const headers: Record<string, string> = { 'accept-language': 'en', ...request.headers };
    if (request.token) headers.authorization = `Bearer ${request.token}`;
    let body: string | Uint8Array<ArrayBuffer> | undefined = typeof request.body === 'string' || request.body === undefined ? request.body : new Uint8Array(request.body);
    if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    }
    const started = performance.now();
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.origin}${path}`, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      text = await response.text();
    } catch (error) {
      const detail = error instanceof Error ? `${error.name}: ${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}` : String(error);
      this.record({ method, url: path, status: 0, milliseconds: performance.now() - started, expected: false, detail });
      throw new UnexpectedAnswer(`${method} ${path}: no answer (${detail})`);
    }
    const ok = expected.includes(response.status);
    this.record({ method, url: path, status: response.status, milliseconds: performance.now() - started, expected: ok, ...(ok ? {} : { detail: text.slice(0, DETAIL_CHARACTERS) }) });
    if (!ok) throw new UnexpectedAnswer(`${method} ${path}: ${response.status} ${text.slice(0, DETAIL_CHARACTERS)}`);
    return { status: response.status, text, headers: response.headers, json: <T>() => JSON.parse(text) as T };
  }
}
