import type { ZodApp } from '../../../server/http/ServerContext';

/** What a test reads of a tus answer. */
export interface TusAnswer {
  readonly statusCode: number;
  readonly headers: Readonly<Record<string, string | string[] | number | undefined>>;
  readonly body: string;
  json(): unknown;
}

/** tus 1.0.0 requests to one app, as a client would send them, with or without a token. */
export function tusClient(app: ZodApp, remoteAddress = '127.0.0.1') {
  const send = (method: 'POST' | 'HEAD' | 'PATCH' | 'DELETE' | 'OPTIONS' | 'GET', url: string, token: string | null, headers: Record<string, string>, payload?: Buffer): Promise<TusAnswer> =>
    app.inject({
      method,
      url,
      remoteAddress,
      headers: { ...(method === 'GET' ? {} : { 'tus-resumable': '1.0.0' }), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(payload ? { payload } : {}),
    });
  return {
    /** POST /api/scans/uploads declaring `length` bytes named `fileName` (null: no file name). */
    create(token: string | null, fileName: string | null, length: number | null, extra: Record<string, string> = {}) {
      return send('POST', '/api/scans/uploads', token, {
        ...(length === null ? {} : { 'upload-length': String(length) }),
        ...(fileName === null ? {} : { 'upload-metadata': `filename ${Buffer.from(fileName).toString('base64')},filetype ${Buffer.from('application/octet-stream').toString('base64')}` }),
        ...extra,
      });
    },
    patch(token: string | null, location: string, offset: number, chunk: Buffer) {
      return send('PATCH', location, token, { 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset) }, chunk);
    },
    head(token: string | null, location: string) {
      return send('HEAD', location, token, {});
    },
    remove(token: string | null, location: string) {
      return send('DELETE', location, token, {});
    },
    options(location: string) {
      return send('OPTIONS', location, null, {});
    },
    state(token: string | null, location: string) {
      return send('GET', location, token, {});
    },
    /** Creates the upload and sends `content` in chunks of `chunkBytes`; the last PATCH's answer. */
    async upload(token: string, fileName: string, content: Buffer, chunkBytes: number): Promise<{ location: string; last: TusAnswer }> {
      const created = await this.create(token, fileName, content.length);
      if (created.statusCode !== 201) throw new Error(`creation answered ${created.statusCode}: ${created.body}`);
      const location = String(created.headers.location);
      let last = created;
      for (let offset = 0; offset < content.length; offset += chunkBytes) {
        last = await this.patch(token, location, offset, content.subarray(offset, offset + chunkBytes));
        if (last.statusCode !== 204) return { location, last };
      }
      return { location, last };
    },
  };
}
