import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { HttpError } from './HttpError';
import type { ZodApp } from './ServerContext';

/** Room for the multipart boundaries and part headers around the one file. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/** The refusals of an upload that brought no usable file, in the words of the route that takes it. */
export interface UploadRefusals {
  readonly tooLarge: () => HttpError;
  readonly noFile: () => HttpError;
  readonly malformed: () => HttpError;
}

const isFileTooLarge = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Lets the routes of `scope` take one file of at most `maxBytes` as a multipart body; multipart
 * parsing stays inside the scope. A refusal may come before the body was read: the connection
 * closes and what is still in flight is discarded.
 */
export async function acceptSingleFileUploads(scope: ZodApp, maxBytes: number): Promise<void> {
  await scope.register(fastifyMultipart, { limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 20, headerPairs: 100 } });
  scope.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400) {
      void reply.header('connection', 'close');
      request.raw.resume();
    }
    return payload;
  });
}

/** The content of the multipart field `field`, of at most `maxBytes`; anything else is one of `refusals`. */
export async function uploadedFile(request: FastifyRequest, maxBytes: number, refusals: UploadRefusals, field = 'file'): Promise<Buffer> {
  const declaredLength = Number(request.headers['content-length']);
  if (Number.isFinite(declaredLength) && declaredLength > maxBytes + MULTIPART_OVERHEAD_BYTES) throw refusals.tooLarge();
  if (!request.isMultipart()) throw refusals.noFile();
  let part: Awaited<ReturnType<typeof request.file>>;
  try {
    part = await request.file();
  } catch {
    throw refusals.malformed();
  }
  if (!part || part.fieldname !== field) {
    part?.file.resume();
    throw refusals.noFile();
  }
  let content: Buffer;
  try {
    content = await part.toBuffer();
  } catch (error) {
    throw isFileTooLarge(error) ? refusals.tooLarge() : refusals.malformed();
  }
  // toBuffer notices the size limit only when a chunk arrives after it was reached: a file
  // that overshoots it within its last chunk comes back cut to the limit, marked truncated.
  if (part.file.truncated) throw refusals.tooLarge();
  return content;
}
