import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import { ScanJobJson, ScanUploadAcceptedJson } from '@tiara/contract/scanJson';
import type { OpenedUpload } from '../../application/scans/ReceiveScan';
import { UploadMessages } from '../../application/scans/UploadMessages';
import { textsFor } from '../../application/domainTexts';
import type { ShopServices } from '../../composition/composeShop';
import { requireUser } from '../authentication';
import { HttpError, notFound } from '../HttpError';
import { HttpMessages } from '../HttpMessages';
import { errorResponses, idParam } from '../schemas';
import type { ZodApp } from '../ServerContext';
import { scanJobToJson } from './scanJson';

/** How each refusal of an upload is answered; `upload_gone` (a resumable upload expired or cancelled) is the resumable routes' own. */
export const STATUS_OF_REFUSAL = { no_subscription: 403, no_segmentations: 403, no_file: 400, malformed_upload: 400, too_large: 413, unsupported_format: 415, upload_gone: 404 } as const;

/** Room for the multipart boundaries and part headers around the one file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The multipart body is read as a stream by the handler, so the schema only documents it. */
const uploadBody = z
  .object({ file: z.unknown().describe('The scan: .nii, .nii.gz, .dcm, .nrrd or .zip, sent as the multipart field `file`') })
  .partial()
  .nullish();

/**
 * An attachment named as the customer named the file: a plain ASCII name for old clients, and the
 * exact name (RFC 5987) for the rest. The name was cleaned of path segments and control characters
 * when the scan was received.
 */
function attachmentNamed(fileName: string): string {
  const plain = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const exact = encodeURIComponent(fileName).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${plain}"; filename*=UTF-8''${exact}`;
}

export function scanRoutes(app: ZodApp, { scans, settings }: ShopServices): void {
  const { jobs, receiveScan, downloadScan } = scans;
  const { maxUploadBytes } = settings;

  // Multipart parsing stays inside this scope: no other route accepts a multipart body.
  app.register(async (scoped: ZodApp) => {
    await scoped.register(fastifyMultipart, {
      limits: { fileSize: maxUploadBytes, files: 1, fields: 10, fieldSize: 1024, parts: 20, headerPairs: 100 },
    });
    // A refusal may come before the body was read (no token, no quota, declared size) or while the
    // rest of an oversized file is still arriving: the answer closes the connection and whatever is
    // still in flight is discarded, so the client gets the answer instead of a stalled upload.
    scoped.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode >= 400) {
        void reply.header('connection', 'close');
        request.raw.resume();
      }
      return payload;
    });

    scoped.post(
      '/scans/upload',
      {
        schema: {
          tags: ['scans'],
          summary: 'Upload one scan for segmentation; uses one segmentation of the caller’s plan',
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          body: uploadBody,
          response: { 201: ScanUploadAcceptedJson, ...errorResponses(400, 401, 403, 413, 415) },
        },
      },
      async (request, reply) => {
        const caller = requireUser(request);
        const declaredLength = Number(request.headers['content-length']);
        if (Number.isFinite(declaredLength) && declaredLength > maxUploadBytes + MULTIPART_OVERHEAD_BYTES) {
          throw new HttpError(413, 'too_large', UploadMessages.tooLarge(maxUploadBytes));
        }
        const result = await receiveScan.execute(caller.userId, async (): Promise<OpenedUpload> => {
          if (!request.isMultipart()) return 'no-file';
          let part: Awaited<ReturnType<typeof request.file>>;
          try {
            part = await request.file();
          } catch {
            // The multipart parser refuses a form without a boundary or with broken part headers.
            return 'malformed';
          }
          if (!part || part.fieldname !== 'file') {
            part?.file.resume();
            return 'no-file';
          }
          // The parser destroys the file stream when the body ends before the file does; a stream
          // destroyed before anyone reads it never settles a pipeline, so that is answered here.
          if (part.file.destroyed) return 'malformed';
          let interrupted = false;
          part.file.once('error', () => {
            interrupted = true;
          });
          return {
            fileName: part.filename,
            content: part.file,
            wasTruncated: () => part.file.truncated,
            wasInterrupted: () => interrupted || (part.file.destroyed && !part.file.readableEnded),
          };
        }, request.language);
        if (!result.ok) throw new HttpError(STATUS_OF_REFUSAL[result.error.code], result.error.code, result.error.message);
        return reply.status(201).send({ job_id: result.value.jobId, status: 'Queued', message: textsFor(request.language).scan.uploadSuccessful });
      },
    );
  });

  app.get(
    '/scans/mine',
    {
      schema: {
        tags: ['scans'],
        summary: 'The caller’s scans, newest first, with their status and results',
        security: [{ bearer: [] }],
        response: { 200: z.array(ScanJobJson), ...errorResponses(401) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      return (await jobs.listForUser(caller.userId)).map(scanJobToJson);
    },
  );

  app.get(
    '/scans/:id/file',
    {
      schema: {
        tags: ['scans'],
        summary: 'The file of one of the caller’s own scans, as uploaded',
        security: [{ bearer: [] }],
        params: z.object({ id: idParam }),
        produces: ['application/octet-stream'],
        response: { 200: z.unknown().describe('The scan’s bytes'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      const download = await downloadScan.execute(caller.userId, request.params.id);
      if (!download) throw notFound(HttpMessages.noSuchScan);
      return reply
        .type('application/octet-stream')
        .header('content-length', download.sizeBytes)
        .header('content-disposition', attachmentNamed(download.fileName))
        .send(download.content);
    },
  );
}
