import type { ZodApp } from '../../../../server/http/ServerContext';

/**
 * The browser's two ways of calling the shop, `fetch` and XMLHttpRequest, answered by the real
 * Fastify app through `inject` (no socket), so an adapter is tested against the server itself.
 */

/** `fetch` over the app. */
export function injectedFetch(app: ZodApp): typeof fetch {
  return async (input, init) => {
    const request = new Request(new URL(String(input), 'http://shop.test'), init);
    const body = request.body === null ? undefined : Buffer.from(await request.arrayBuffer());
    const response = await app.inject({
      method: request.method as 'GET',
      url: new URL(request.url).pathname + new URL(request.url).search,
      headers: Object.fromEntries(request.headers),
      ...(body === undefined ? {} : { payload: body }),
    });
    return new Response(response.statusCode === 204 ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers: response.headers as Record<string, string> });
  };
}

export interface XhrScript {
  /** How many progress events the upload reports before the request reaches the server (default 4). */
  readonly progressSteps?: number;
  /** Fails the request as the network would, after this many progress events. */
  readonly networkErrorAfter?: number;
  /** Called after each progress event, so a test can act mid-upload (cancel, look at the state). */
  readonly onProgressSent?: (step: number) => void;
}

function progressEvent(loaded: number, total: number): Event {
  return Object.assign(new Event('progress'), { loaded, total, lengthComputable: true });
}

/** The part of XMLHttpRequest the upload adapter uses, sending through `app.inject`. */
class InjectedXhr extends EventTarget {
  readonly upload = new EventTarget();
  status = 0;
  responseText = '';
  /** What was sent, for the test to look at. */
  method = '';
  url = '';
  readonly headers: Record<string, string> = {};
  sentBody: Buffer | null = null;
  private aborted = false;

  constructor(
    private readonly app: ZodApp,
    private readonly script: XhrScript,
  ) {
    super();
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name.toLowerCase()] = value;
  }

  abort(): void {
    if (this.aborted) return;
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }

  send(body: FormData): void {
    void this.deliver(body);
  }

  private async deliver(form: FormData): Promise<void> {
    const request = new Request('http://shop.test', { method: 'POST', body: form });
    const body = Buffer.from(await request.arrayBuffer());
    this.sentBody = body;
    const steps = this.script.progressSteps ?? 4;
    for (let step = 1; step <= steps; step++) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (this.aborted) return;
      this.upload.dispatchEvent(progressEvent(Math.round((body.length * step) / steps), body.length));
      this.script.onProgressSent?.(step);
      if (this.aborted) return;
      if (this.script.networkErrorAfter === step) {
        this.dispatchEvent(new Event('error'));
        return;
      }
    }
    const response = await this.app.inject({
      method: this.method as 'POST',
      url: this.url,
      headers: { ...this.headers, 'content-type': request.headers.get('content-type')! },
      payload: body,
    });
    if (this.aborted) return;
    this.status = response.statusCode;
    this.responseText = response.body;
    this.dispatchEvent(new Event('load'));
  }
}

/** A factory of XMLHttpRequests answered by the app; `created` lists them for the test. */
export function injectedXhr(app: ZodApp, script: XhrScript = {}): { create: () => XMLHttpRequest; created: InjectedXhr[] } {
  const created: InjectedXhr[] = [];
  return {
    created,
    create: () => {
      const request = new InjectedXhr(app, script);
      created.push(request);
      return request as unknown as XMLHttpRequest;
    },
  };
}
