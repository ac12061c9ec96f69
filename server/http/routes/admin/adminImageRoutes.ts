import fastifyMultipart from '@fastify/multipart';
import { UploadedImageJson } from '@tiara/contract/staff/imageJson';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, type UploadImageError } from '../../../application/admin/UploadImage';
import type { ShopServices } from '../../../composition/composeShop';
import { HttpError, badRequest } from '../../HttpError';
import { errorResponses } from '../../schemas';
import type { ZodApp } from '../../ServerContext';
import { uploadBody, uploadedImageToJson } from './imageJson';
import { stampOf } from './staffAccess';

/** Room for the multipart boundaries and part headers around the one file. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

const tooLarge = () => new HttpError(413, 'image_too_large', AdminMessages.imageTooLarge(MAX_IMAGE_BYTES));
const noImage = () => badRequest(AdminMessages.noImage, 'no_image');
const malformed = () => badRequest(AdminMessages.malformedUpload, 'malformed_upload');

/** 415 for content that is no picture format at all; 422 for a file of a picture format that does not hold a usable picture. */
const REFUSAL_STATUS: Readonly<Record<UploadImageError['code'], number>> = {
  image_too_large: 413,
  unsupported_image: 415,
  undecodable_image: 422,
  image_too_many_pixels: 422,
};

const isFileTooLarge = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Picture upload for products, categories, events and trainings. The content decides the format
 * (magic bytes), never the file name or the declared type; the whole picture must decode, and a
 * copy re-encoded from its pixels, without metadata, is stored under a new random name and served
 * from /uploads with the content type of that format only.
 */
export function adminImageRoutes(app: ZodApp, { backOffice: { images }, now }: ShopServices): void {
  // Multipart parsing stays inside this scope: no other back-office route accepts a multipart body.
  app.register(async (scoped: ZodApp) => {
    await scoped.register(fastifyMultipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 20, headerPairs: 100 } });
    // A refusal may come before the body was read: the connection closes and what is still in flight is discarded.
    scoped.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode >= 400) {
        void reply.header('connection', 'close');
        request.raw.resume();
      }
      return payload;
    });

    scoped.post(
      '/images',
      {
        schema: {
          tags: ['admin'],
          summary: 'Upload a picture; answers the URL to put in an image field (Admin)',
          description:
            `The stored picture is re-encoded from the upload's pixels (turned upright by its EXIF orientation, all metadata removed), in the same format. ` +
            `413 above ${MAX_IMAGE_BYTES / (1024 * 1024)} MB; 415 when the content is not a PNG, JPEG, WebP or GIF picture, whatever its name says; ` +
            `422 when it does not decode whole as the format it begins like (damaged, cut short, or another file behind a picture's first bytes), or declares more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          body: uploadBody,
          response: {
            201: UploadedImageJson,
            ...errorResponses(400, 401, 403, 413, 415, 422),
          },
        },
      },
      async (request, reply) => {
        const declaredLength = Number(request.headers['content-length']);
        if (Number.isFinite(declaredLength) && declaredLength > MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES) throw tooLarge();
        if (!request.isMultipart()) throw noImage();
        let part: Awaited<ReturnType<typeof request.file>>;
        try {
          part = await request.file();
        } catch {
          throw malformed();
        }
        if (!part || part.fieldname !== 'file') {
          part?.file.resume();
          throw noImage();
        }
        let content: Buffer;
        try {
          content = await part.toBuffer();
        } catch (error) {
          throw isFileTooLarge(error) ? tooLarge() : malformed();
        }
        // toBuffer notices the size limit only when a chunk arrives after it was reached: a file
        // that overshoots it within its last chunk comes back cut to the limit, marked truncated.
        if (part.file.truncated) throw tooLarge();
        const result = await images.upload.execute(content, images.auditFor(stampOf(request, now)));
        if (!result.ok) throw new HttpError(REFUSAL_STATUS[result.error.code], result.error.code, result.error.message);
        return reply.status(201).send(uploadedImageToJson(result.value));
      },
    );
  });
}
