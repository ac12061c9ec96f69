import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Server as TusServer } from '@tus/server';
import { ERRORS, Metadata, type Upload } from '@tus/utils';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ScanUploadStateJson } from '@tiara/contract/scanJson';
import { DEFAULT_LANGUAGE, type Language } from '@tiara/domain/language';
import { textsFor } from '../../application/domainTexts';
import type { ScanUploadView } from '../../application/scans/ScanUploads';
import { UploadMessages } from '../../application/scans/UploadMessages';
import { type ServerText, textIn } from '../../application/texts/ServerText';
import type { ShopServices } from '../../composition/composeShop';
import { requireUser } from '../authentication';
import { HttpError, notFound } from '../HttpError';
import { HttpMessages } from '../HttpMessages';
import { languageOfHeader } from '../requestLanguage';
import { errorResponses } from '../schemas';
import type { ZodApp } from '../ServerContext';
import { acceptedUploadToJson, receivingUploadToJson } from './scanJson';
import { STATUS_OF_REFUSAL } from './scanRoutes';

/** Where the tus endpoints live (the API prefix included): Location headers name uploads under it. */
const TUS_PATH = '/api/scans/uploads';

/** Upload ids are 16 random bytes in hex; anything else names no upload. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;

const STATUS_OF_START_REFUSAL = {
  no_subscription: 403,
  no_segmentations: 403,
  length_required: 400,
  too_large: 413,
  file_name_required: 400,
  unsupported_format: 415,
  too_many_uploads: 429,
} as const;

/** What a request handed to tus carries for the hooks tus calls while answering it. */
interface HandedRequest {
  readonly userId: number;
  readonly language: Language;
  /** A creation's checked file name and length. */
  readonly start?: { readonly fileName: string; readonly length: number };
  /** Set once a creation recorded its upload. */
  recorded?: string;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Makes the answer tus is about to write go out as JSON: tus writes its error bodies as text, and
 * the bodies the shop gave it are `{ message, code }`.
 */
function answeringJson(response: ServerResponse): void {
  const writeHead = response.writeHead;
  response.writeHead = function writeJsonHead(this: ServerResponse, ...args: unknown[]) {
    for (const headers of args) {
      if (!Array.isArray(headers)) continue;
      for (let index = 0; index < headers.length; index += 2) if (String(headers[index]).toLowerCase() === 'content-type') headers[index + 1] = JSON_TYPE;
    }
    return (writeHead as (...values: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}

/** A refusal tus sends as it is: our JSON body, with its status. */
class TusRefusal {
  readonly body: string;

  constructor(
    readonly status_code: number,
    code: string,
    text: ServerText,
    language: Language,
  ) {
    this.body = JSON.stringify({ message: textIn(text, language), code });
  }
}

/** tus's own refusals, as the shop's codes and texts; null for what is no refusal but a failure of ours. */
function tusRefusal(error: { status_code?: number; body?: string; message?: string }, maxUploadBytes: number): { status: number; code: string; text: ServerText } | null {
  if (error === ERRORS.INVALID_OFFSET) return { status: 409, code: 'offset_mismatch', text: UploadMessages.offsetMismatch };
  if (error === ERRORS.FILE_NOT_FOUND || error === ERRORS.FILE_NO_LONGER_EXISTS) return { status: 404, code: 'no_such_upload', text: UploadMessages.noSuchUpload };
  if (error === ERRORS.ERR_SIZE_EXCEEDED || error === ERRORS.ERR_MAX_SIZE_EXCEEDED) return { status: 413, code: 'too_large', text: UploadMessages.tooLarge(maxUploadBytes) };
  // 423 is what tus clients retry after a pause: the upload is held by a request still running.
  if (error === ERRORS.ERR_LOCK_TIMEOUT) return { status: 423, code: 'upload_busy', text: UploadMessages.busy };
  if (error === ERRORS.ABORTED) return { status: 400, code: 'upload_interrupted', text: UploadMessages.malformed };
  const status = error.status_code ?? 500;
  if (status >= 400 && status < 500) return { status, code: 'upload_protocol', text: UploadMessages.protocol((error.body ?? error.message ?? '').trim()) };
  return null;
}

function uploadLengthOf(request: FastifyRequest): number | null {
  const header = request.headers['upload-length'];
  if (typeof header !== 'string' || !/^\d{1,16}$/.test(header.trim())) return null;
  return Number(header.trim());
}

function fileNameOf(request: FastifyRequest): string | null {
  const header = request.headers['upload-metadata'];
  if (typeof header !== 'string') return null;
  try {
    return Metadata.parse(header).filename ?? null;
  } catch {
    return null;
  }
}

/**
 * The resumable scan upload (tus 1.0.0: creation, termination, expiration) at /api/scans/uploads,
 * with @tus/server receiving the bytes into the scan upload store. The shop decides first, before
 * tus sees a request: the bearer token, the owner (anyone else's upload is not found), expiry and,
 * at creation, quota, declared size, file name and the number of unfinished uploads, answering
 * refusals as its JSON `{ message, code }`. The PATCH that brings the last byte completes the upload
 * (CompleteScanUpload): checked, one segmentation taken, the job recorded; an upload that already
 * became a job answers HEAD and a repeated last PATCH as complete, consuming nothing more.
 * GET /api/scans/uploads/:id tells its owner where an upload stands.
 */
export function scanUploadRoutes(app: ZodApp, { scans, settings, now }: ShopServices): void {
  const { uploads, uploadStorage: storage, uploadLocker, startScanUpload: start, completeScanUpload: complete } = scans;
  const { maxUploadBytes } = settings;
  const handed = new WeakMap<IncomingMessage, HandedRequest>();
  const prefix = storage.storeId('');
  const uploadIdOf = (storeId: string) => storeId.slice(prefix.length);

  /** The Node request and response tus wraps (it runs on Node's http here): how its hooks find what the route decided. */
  type WrappedRequest = { readonly runtime?: { readonly node?: { readonly req: object; readonly res?: object } } };
  const handedOf = (request: WrappedRequest): HandedRequest | undefined => {
    const node = request.runtime?.node?.req;
    return node ? handed.get(node as IncomingMessage) : undefined;
  };
  const responseOf = (request: WrappedRequest): ServerResponse | undefined => request.runtime?.node?.res as ServerResponse | undefined;

  const tus = new TusServer({
    path: TUS_PATH,
    datastore: storage.datastore,
    locker: uploadLocker,
    maxSize: maxUploadBytes,
    relativeLocation: true,
    // The job an upload became, on the answer to its last chunk, for clients on another origin too.
    exposedHeaders: ['Scan-Job-Id'],
    namingFunction: () => storage.storeId(randomBytes(16).toString('hex')),
    generateUrl: (_request, { path, id }) => `${path}/${uploadIdOf(id)}`,
    getFileIdFromRequest: (_request, lastPath) => (lastPath === undefined ? undefined : storage.storeId(lastPath)),
    onUploadCreate: async (request, upload: Upload) => {
      const caller = handedOf(request);
      if (!caller?.start) throw new TusRefusal(401, 'unauthenticated', HttpMessages.sessionExpired, caller?.language ?? DEFAULT_LANGUAGE);
      const id = uploadIdOf(upload.id);
      const recorded = await start.record(id, caller.userId, caller.start);
      if (!recorded.ok) throw new TusRefusal(STATUS_OF_START_REFUSAL[recorded.error.code], recorded.error.code, recorded.error.message, caller.language);
      caller.recorded = id;
      responseOf(request)?.setHeader('Upload-Expires', recorded.value.expiresAt.toUTCString());
      // tus would keep the name the client sent beside the bytes; it keeps the neutral one instead.
      return { metadata: { filename: caller.start.fileName } };
    },
    onUploadFinish: async (request, upload: Upload) => {
      const caller = handedOf(request);
      const language = caller?.language ?? DEFAULT_LANGUAGE;
      const completed = await complete.execute(uploadIdOf(upload.id), language);
      if (!completed.ok) throw new TusRefusal(STATUS_OF_REFUSAL[completed.error.code], completed.error.code, completed.error.message, language);
      return { headers: { 'Scan-Job-Id': completed.value.jobId } };
    },
    onResponseError: (request, error) => {
      const language = handedOf(request)?.language ?? languageOfHeader(request.headers.get('accept-language') ?? undefined);
      const response = responseOf(request);
      if (response) answeringJson(response);
      if (error instanceof TusRefusal) return { status_code: error.status_code, body: error.body };
      const known = tusRefusal(error, maxUploadBytes);
      if (known) return { status_code: known.status, body: JSON.stringify({ message: textIn(known.text, language), code: known.code }) };
      app.log.error({ err: error }, 'a resumable scan upload failed');
      return { status_code: 500, body: JSON.stringify({ message: HttpMessages.internalError(language), code: 'internal_error' }) };
    },
  });

  /** Hands the request to tus, which answers it itself; headers Fastify would have added (security, no-store) go out too. */
  async function handOver(request: FastifyRequest, reply: FastifyReply, caller: HandedRequest | null): Promise<number> {
    if (caller) handed.set(request.raw, caller);
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
    reply.raw.setHeader('cache-control', 'no-store');
    reply.hijack();
    try {
      await tus.handle(request.raw, reply.raw);
    } catch (error) {
      app.log.error({ err: error }, 'a resumable scan upload failed');
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(500, { 'content-type': JSON_TYPE });
        reply.raw.end(JSON.stringify({ message: HttpMessages.internalError(request.language), code: 'internal_error' }));
      } else {
        reply.raw.destroy();
      }
    }
    return reply.raw.statusCode;
  }

  /** The caller's own upload, not expired unless it became a job; anyone else's, or none, is not found. */
  async function ownUpload(request: FastifyRequest, id: string): Promise<{ userId: number; upload: ScanUploadView }> {
    const caller = requireUser(request);
    const upload = UPLOAD_ID.test(id) ? await uploads.find(id) : null;
    if (!upload || upload.userId !== caller.userId || (upload.jobId === null && upload.expiresAt <= now())) {
      throw notFound(UploadMessages.noSuchUpload, 'no_such_upload');
    }
    return { userId: caller.userId, upload };
  }

  /** How tus answers about an upload that is complete and became a job. */
  function answerComplete(reply: FastifyReply, upload: ScanUploadView, status: number): FastifyReply {
    return reply
      .status(status)
      .header('Tus-Resumable', '1.0.0')
      .header('Upload-Offset', String(upload.length))
      .header('Upload-Length', String(upload.length))
      .header('Scan-Job-Id', String(upload.jobId))
      .send();
  }

  app.register(async (scoped: ZodApp) => {
    // Chunks are read by tus from the request itself, so the body is left unread here.
    scoped.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    // A refusal before tus read the chunk (no token, not the owner's): the connection closes and
    // whatever is still in flight is discarded, so the client gets the answer instead of a stall.
    scoped.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode >= 400) {
        void reply.header('connection', 'close');
        request.raw.resume();
      }
      return payload;
    });

    scoped.post('/scans/uploads', { schema: { hide: true } }, async (request, reply) => {
      const caller = requireUser(request);
      const checked = await start.check(caller.userId, { length: uploadLengthOf(request), fileName: fileNameOf(request) });
      if (!checked.ok) throw new HttpError(STATUS_OF_START_REFUSAL[checked.error.code], checked.error.code, checked.error.message);
      const handedRequest: HandedRequest = { userId: caller.userId, language: request.language, start: checked.value };
      const status = await handOver(request, reply, handedRequest);
      // Recorded, but tus could not keep the upload: the record goes, so it counts against nobody.
      if (status !== 201 && handedRequest.recorded) {
        await storage.remove(handedRequest.recorded);
        await uploads.removeUnfinished(handedRequest.recorded);
      }
    });

    scoped.route({
      method: ['HEAD', 'PATCH', 'DELETE'],
      url: '/scans/uploads/:id',
      schema: { hide: true },
      handler: async (request, reply) => {
        const { id } = request.params as { id: string };
        const { userId, upload } = await ownUpload(request, id);
        if (upload.jobId !== null) {
          if (request.method === 'HEAD') return answerComplete(reply, upload, 200);
          if (request.method === 'PATCH') {
            // A last chunk sent again after its answer was lost: the upload is complete, nothing more is taken.
            if (request.headers['upload-offset'] === String(upload.length)) return answerComplete(reply, upload, 204);
            throw new HttpError(409, 'offset_mismatch', UploadMessages.offsetMismatch);
          }
          throw new HttpError(409, 'upload_accepted', UploadMessages.alreadyAccepted);
        }
        reply.header('Upload-Expires', upload.expiresAt.toUTCString());
        const status = await handOver(request, reply, { userId, language: request.language });
        if (request.method === 'DELETE' && (status === 204 || status === 404)) await uploads.removeUnfinished(id);
        return reply;
      },
    });

    for (const url of ['/scans/uploads', '/scans/uploads/:id']) {
      scoped.options(url, { schema: { hide: true } }, async (request, reply) => {
        await handOver(request, reply, null);
        return reply;
      });
    }
  });

  app.get(
    '/scans/uploads/:id',
    {
      exposeHeadRoute: false,
      schema: {
        tags: ['scans'],
        summary: 'Where one of the caller’s resumable uploads stands: bytes received, and the scan job it became once complete',
        description:
          'Resumable uploads follow tus 1.0.0 (creation, termination, expiration) at POST /api/scans/uploads and HEAD/PATCH/DELETE /api/scans/uploads/{id}, with the bearer token on every request; the upload takes one segmentation when its last byte arrives.',
        security: [{ bearer: [] }],
        params: z.object({ id: z.string() }),
        response: { 200: ScanUploadStateJson, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { upload } = await ownUpload(request, request.params.id);
      if (upload.jobId !== null) return acceptedUploadToJson(upload, textsFor(request.language).scan.uploadSuccessful);
      const offset = await storage.datastore.getUpload(storage.storeId(upload.id)).then(
        (stored) => stored.offset,
        // Recorded but with no byte kept yet.
        () => 0,
      );
      return receivingUploadToJson(upload, offset);
    },
  );
}
