import { UploadedImageJson } from '@tiara/contract/staff/imageJson';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import { MAX_IMAGE_PIXELS } from '../../../application/admin/reencodedPicture';
import { MAX_IMAGE_BYTES, type UploadImageError } from '../../../application/admin/UploadImage';
import type { ShopServices } from '../../../composition/composeShop';
import { HttpError, badRequest } from '../../HttpError';
import { errorResponses } from '../../schemas';
import type { ZodApp } from '../../ServerContext';
import { acceptSingleFileUploads, uploadedFile } from '../../singleFileUpload';
import { uploadBody, uploadedImageToJson } from './imageJson';
import { stampOf } from './staffAccess';

const refusals = {
  tooLarge: () => new HttpError(413, 'image_too_large', AdminMessages.imageTooLarge(MAX_IMAGE_BYTES)),
  noFile: () => badRequest(AdminMessages.noImage, 'no_image'),
  malformed: () => badRequest(AdminMessages.malformedUpload, 'malformed_upload'),
};

/** 415 for content that is no picture format at all; 422 for a file of a picture format that does not hold a usable picture. */
const REFUSAL_STATUS: Readonly<Record<UploadImageError['code'], number>> = {
  image_too_large: 413,
  unsupported_image: 415,
  undecodable_image: 422,
  image_too_many_pixels: 422,
};

/**
 * Picture upload for products, categories, events and trainings. The content decides the format
 * (magic bytes), never the file name or the declared type; the whole picture must decode, and a
 * copy re-encoded from its pixels, without metadata, is stored under a new random name and served
 * from /uploads with the content type of that format only.
 */
export function adminImageRoutes(app: ZodApp, { backOffice: { images }, now }: ShopServices): void {
  // Multipart parsing stays inside this scope: no other back-office route accepts a multipart body.
  app.register(async (scoped: ZodApp) => {
    await acceptSingleFileUploads(scoped, MAX_IMAGE_BYTES);

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
        const content = await uploadedFile(request, MAX_IMAGE_BYTES, refusals);
        const result = await images.upload.execute(content, images.auditFor(stampOf(request, now)));
        if (!result.ok) throw new HttpError(REFUSAL_STATUS[result.error.code], result.error.code, result.error.message);
        return reply.status(201).send(uploadedImageToJson(result.value));
      },
    );
  });
}
