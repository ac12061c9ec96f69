import { z } from 'zod';
import type { UploadedImageJson } from '@tiara/contract/staff/imageJson';
import { MAX_IMAGE_BYTES, type UploadedImage } from '../../../application/admin/UploadImage';

/** POST /api/admin/images (src/contract/staff/imageJson.ts). */

/** The multipart body is read by the handler, so the schema only documents it. */
export const uploadBody = z
  .object({ file: z.unknown().describe(`The picture (PNG, JPEG, WebP or GIF, at most ${MAX_IMAGE_BYTES / (1024 * 1024)} MB), sent as the multipart field \`file\``) })
  .partial()
  .nullish();

export const uploadedImageToJson = (image: UploadedImage): UploadedImageJson => ({ url: image.url, name: image.name, content_type: image.contentType, size_bytes: image.sizeBytes });
