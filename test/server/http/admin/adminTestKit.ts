/**
 * What the back-office tests share: a server with an admin, a sales person and a customer, JSON
 * calls as one of them, and the audit log as the database holds it.
 */
import { desc } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { auditLog } from '../../../../server/adapters/db/schema';
import { type TestServer, startTestServer } from '../../support/testServer';

export type TestUser = Awaited<ReturnType<TestServer['createUser']>>;

export interface BackOffice {
  readonly server: TestServer;
  readonly admin: TestUser;
  readonly sales: TestUser;
  readonly customer: TestUser;
  /** A JSON call as `user` (default: the admin); null calls without a token. */
  call(method: string, url: string, body?: unknown, user?: TestUser | null): Promise<LightMyRequestResponse>;
  /** Calls as the admin and expects `status`; answers the parsed body. */
  ok<T = Record<string, unknown>>(method: string, url: string, body?: unknown, status?: number): Promise<T>;
  /** The newest audit entries, newest first. */
  audit(limit?: number): Promise<Array<typeof auditLog.$inferSelect>>;
}

export async function startBackOffice(options: Parameters<typeof startTestServer>[0] = {}): Promise<BackOffice> {
  const server = await startTestServer({ rateLimits: false, ...options });
  const admin = await server.createUser({ role: 'Admin', firstName: 'Amira', lastName: 'Admin' });
  const sales = await server.createUser({ role: 'Sales', firstName: 'Samir', lastName: 'Sales' });
  const customer = await server.createUser({ firstName: 'Mona', lastName: 'Hassan' });
  const call = (method: string, url: string, body?: unknown, user: TestUser | null = admin) =>
    server.request({ method, url, token: user?.token ?? null, ...(body === undefined ? {} : { body }) });
  return {
    server,
    admin,
    sales,
    customer,
    call,
    async ok<T>(method: string, url: string, body?: unknown, status = method === 'POST' ? 201 : 200): Promise<T> {
      const response = await call(method, url, body);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
      return response.json() as T;
    },
    audit: (limit = 20) => server.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit),
  };
}

export const IMAGE_UPLOAD_BOUNDARY = '----tiara-image-boundary';

/** The content type of a body made by `imageUploadBody`. */
export const IMAGE_UPLOAD_CONTENT_TYPE = `multipart/form-data; boundary=${IMAGE_UPLOAD_BOUNDARY}`;

/** A picture upload as a browser sends it: one multipart part, by default the field `file` declared as a PNG. */
export function imageUploadBody(fileName: string, content: Buffer, options: { field?: string; type?: string } = {}): Buffer {
  const head = `--${IMAGE_UPLOAD_BOUNDARY}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${fileName}"\r\nContent-Type: ${options.type ?? 'image/png'}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${IMAGE_UPLOAD_BOUNDARY}--\r\n`)]);
}

/** A refusal in the API's shape: the status and the `{ message, code }` body. */
export function expectRefusal(response: LightMyRequestResponse, status: number, code: string, message?: string | RegExp): void {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { message: string; code: string };
  expect(Object.keys(body).sort()).toEqual(['code', 'message']);
  expect(body.code).toBe(code);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
}

/** The rows of a CSV answer, its byte-order mark removed (cells here hold no commas or quotes unless a test says so). */
export function csvLines(response: LightMyRequestResponse): string[] {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/csv/);
  expect(String(response.headers['content-disposition'])).toMatch(/^attachment; filename=".+\.csv"$/);
  expect(response.body.startsWith('\uFEFF')).toBe(true);
  return response.body.slice(1).split('\r\n').filter((line) => line !== '');
}
