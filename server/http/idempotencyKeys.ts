import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestAnswers } from '../application/idempotency/RequestAnswers';
import type { AnswerUnderKey, RequestKey } from '../application/idempotency/RequestKey';
import { HttpError, badRequest, conflict } from './HttpError';
import { HttpMessages } from './HttpMessages';

/** A write as the key's first request made it: method and path, and the SHA-256 of its body's canonical JSON. */
export interface KeyedRequest {
  readonly request: string;
  readonly requestHash: string;
}

/** What a key holds: its request and, once the write finished, the answer (`status` null while it runs). */
export interface KeyRecord extends KeyedRequest {
  readonly status: number | null;
  readonly contentType: string | null;
  readonly body: string | null;
  readonly claimedAt: Date;
}

/**
 * Where keys are kept: the database every server of the shop shares, so a retry that reaches
 * another server is answered the same. `claim` is atomic: of two requests with one key, one gets
 * `claimed`, the other the record as the first left it.
 */
export interface IdempotencyKeyStore extends RequestAnswers {
  claim(scope: string, key: string, request: KeyedRequest, now: Date): Promise<{ readonly claimed: true } | { readonly claimed: false; readonly record: KeyRecord }>;
  /** Takes over a claim still running since `claimedAt` (its server stopped); false when another request took it first. */
  takeOver(scope: string, key: string, claimedAt: Date, now: Date): Promise<boolean>;
  /** Forgets a claim whose write failed on the server's side (5xx) or was refused by a limit, so a retry runs it again. */
  release(scope: string, key: string, claimedAt: Date): Promise<void>;
}

/**
 * The writes that take an `Idempotency-Key`, by method and route as registered. The return
 * photos' upload is left out: its multipart body is streamed to the handler, never held whole to
 * be hashed, and a photo sent twice is only an unused photo. The e-mail's stop page is a plain form.
 */
export const KEYED_WRITES: ReadonlySet<string> = new Set([
  'POST /api/order/create',
  'POST /api/payment/create-intention',
  'POST /api/dentaltraining/:trainingId/register/:userId/:orderId',
  'POST /api/promocode/createUserUsage',
  'POST /api/addresses',
  'PUT /api/addresses/:id',
  'DELETE /api/addresses/:id',
  'POST /api/addresses/:id/default',
  'POST /api/stock-alerts',
  'DELETE /api/stock-alerts/:id',
  'POST /api/orders/:orderId/returns',
]);

/** What the API document adds to each keyed write's description. */
export const KEYED_WRITE_NOTE =
  'Takes an optional `Idempotency-Key` header (16 to 128 letters, digits and -_.:, such as a UUID; 400 otherwise): a retry with the same key and body gets the first answer ' +
  '(2xx or 4xx, not 5xx or 429) with `Idempotent-Replayed: true` for at least 24 hours; 409 with Retry-After while the first still runs; 422 for the same key with another body or route.';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';

/**
 * How long a running claim stands before it is taken as abandoned by a server that stopped: beyond
 * the longest keyed write (a payment intention waits at most 15 s for the gateway).
 */
export const CLAIM_LEASE_MS = 60_000;

/**
 * A client's key: a UUID or any 16 to 128 letters, digits and `-_.:`, bare as Stripe takes it or
 * quoted as the IETF draft's structured-field string. At least 16 characters, so a key made at
 * random cannot be guessed.
 */
const KEY = /^(?:"([A-Za-z0-9_.:-]{16,128})"|([A-Za-z0-9_.:-]{16,128}))$/;

function parsedKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const match = typeof header === 'string' ? KEY.exec(header.trim()) : null;
  const key = match?.[1] ?? match?.[2];
  if (!key) throw badRequest(HttpMessages.invalidIdempotencyKey, 'invalid_idempotency_key');
  return key;
}

/** JSON with every object's keys sorted: one body, however its fields were ordered, hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, field]) => `${JSON.stringify(name)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** What a key keeps of a request's body: the SHA-256 of its canonical JSON. */
export const requestHashOf = (body: unknown): string => sha256(canonicalJson(body ?? null));

/** The path as the router matches it: case and a trailing slash do not make another request. */
function pathOf(request: FastifyRequest): string {
  const path = (request.url.split('?')[0] ?? '').toLowerCase();
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Whose key it is. A signed-in caller's keys are theirs alone. A visitor has no identity to keep
 * keys under, so their key is kept under the request itself: only the same body to the same
 * address with the same key (a secret of the visitor's browser) meets it again, and another
 * visitor choosing that key meets nothing of theirs.
 */
function scopeOf(request: FastifyRequest, keyed: KeyedRequest): string {
  return request.auth ? `user:${request.auth.userId}` : `visitor:${sha256(`${keyed.request}\n${keyed.requestHash}`)}`;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The claim this request holds on its Idempotency-Key, answered in onSend (and by a write that can, in its own transaction). */
    idempotentWrite: RequestKey | null;
  }
}

/**
 * Tells the key that the write kept its answer under it in its own transaction (`RequestKey`), as
 * the answer being sent: there is nothing left for onSend to store.
 */
export function answerKeptByTheWrite(request: FastifyRequest): void {
  request.idempotentWrite = null;
}

/** The content type Fastify gives the JSON a route answers with. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * What a write that keeps its answer in its own transaction is handed when its request claimed a
 * key (null otherwise): the `status` answer `toJson` makes of the write's result, serialized by the
 * route's own schema for that status, so it is byte for byte what the route then sends with
 * `reply.code(status).send(toJson(result))`.
 */
export function answerUnderKey<T>(request: FastifyRequest, reply: FastifyReply, status: number, toJson: (result: T) => object): AnswerUnderKey<T> | null {
  const requestKey = request.idempotentWrite;
  if (!requestKey) return null;
  // Fastify types the input as an object with string keys; its serializers take arrays alike.
  const serialized = (result: T) => String(reply.serializeInput(toJson(result) as { [field: string]: unknown }, String(status)));
  return { requestKey, answerOf: (result) => ({ status, contentType: JSON_CONTENT_TYPE, body: serialized(result) }) };
}

/** Answers that say nothing about the request itself are not kept: a retry must run again. */
const isKept = (status: number) => status < 500 && status !== 408 && status !== 429;

function replay(reply: FastifyReply, record: KeyRecord): FastifyReply {
  if (record.contentType) void reply.header('content-type', record.contentType);
  return reply.code(record.status ?? 200).header(REPLAYED_HEADER, 'true').send(record.body ?? '');
}

/**
 * Idempotency keys, as the IETF draft "The Idempotency-Key HTTP Header Field" and Stripe have
 * them, on the writes of `KEYED_WRITES`. The first request with a key claims it before its handler
 * runs, and its answer (any 2xx or 4xx but 408 and 429) is stored before a byte of it leaves, so
 * a client whose reply was lost gets that answer again, marked `Idempotent-Replayed: true`, from
 * any server for at least a day. The same key while the first still runs is a 409 with
 * Retry-After; with another body or at another address, a 422. A request without the header
 * runs as it always did. Registered before compression, so answers are kept as the handler made them.
 */
export function registerIdempotencyKeys(app: FastifyInstance, store: IdempotencyKeyStore, now: () => Date): void {
  app.decorateRequest('idempotentWrite', null);

  // The API document tells each keyed write's readers (registered before the document is).
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().some((method) => KEYED_WRITES.has(`${method} ${route.url}`)) || !route.schema) return;
    route.schema = { ...route.schema, description: `${route.schema.description ?? ''} ${KEYED_WRITE_NOTE}`.trim() };
  });

  app.addHook('preHandler', async (request, reply) => {
    if (!KEYED_WRITES.has(`${request.method} ${request.routeOptions.url ?? ''}`)) return;
    const key = parsedKey(request.headers[IDEMPOTENCY_KEY_HEADER]);
    if (key === null) return;
    const keyed: KeyedRequest = { request: `${request.method} ${pathOf(request)}`, requestHash: requestHashOf(request.body) };
    const scope = scopeOf(request, keyed);
    const claimedAt = now();
    const claim = await store.claim(scope, key, keyed, claimedAt);
    if (!claim.claimed) {
      const { record } = claim;
      if (record.request !== keyed.request || record.requestHash !== keyed.requestHash) {
        throw new HttpError(422, 'idempotency_key_reused', HttpMessages.idempotencyKeyReused);
      }
      if (record.status !== null) return replay(reply, record);
      const abandoned = claimedAt.getTime() - record.claimedAt.getTime() >= CLAIM_LEASE_MS;
      if (!abandoned || !(await store.takeOver(scope, key, record.claimedAt, claimedAt))) {
        void reply.header('retry-after', '1');
        throw conflict(HttpMessages.idempotencyKeyInProgress, 'idempotency_key_in_progress');
      }
    }
    request.idempotentWrite = { scope, key, claimedAt };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const write = request.idempotentWrite;
    if (!write) return payload;
    request.idempotentWrite = null;
    const storable = typeof payload === 'string' || Buffer.isBuffer(payload) || payload === null || payload === undefined;
    try {
      if (isKept(reply.statusCode) && storable) {
        const contentType = reply.getHeader('content-type');
        await store.answer(write, {
          status: reply.statusCode,
          contentType: typeof contentType === 'string' ? contentType : null,
          body: payload === null || payload === undefined ? '' : payload.toString(),
        });
      } else {
        await store.release(write.scope, write.key, write.claimedAt);
      }
    } catch (error) {
      // The write itself is done: its answer still goes out; a retry meets the claim and waits out its lease.
      request.log.error({ err: error }, 'the answer of an idempotent write could not be stored');
    }
    return payload;
  });
}
