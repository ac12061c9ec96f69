/**
 * The part of XMLHttpRequest the scan upload adapter uses, over Node's `fetch`, so the adapter can
 * send a real multipart request over a socket in Node (which has no XMLHttpRequest). Node's fetch
 * reports no upload progress, so no `progress` event is sent.
 */
export class FetchXmlHttpRequest extends EventTarget {
  readonly upload = new EventTarget();
  status = 0;
  responseText = '';
  private method = 'GET';
  private url = '';
  private readonly headers = new Headers();
  private readonly aborter = new AbortController();

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers.set(name, value);
  }

  send(body: FormData): void {
    fetch(this.url, { method: this.method, headers: this.headers, body, signal: this.aborter.signal }).then(
      async (response) => {
        this.status = response.status;
        this.responseText = await response.text();
        this.dispatchEvent(new Event('load'));
      },
      () => this.dispatchEvent(new Event(this.aborter.signal.aborted ? 'abort' : 'error')),
    );
  }

  abort(): void {
    this.aborter.abort();
  }
}
