import { type Result, fail, ok } from '@tiara/domain/result';
import { AdminMessages } from './AdminMessages';
import type { AuditWriter } from './AuditTrail';
import { IMAGE_CONTENT_TYPES, IMAGE_FORMAT_NAMES, type ImageFormat, sniffImageFormat } from './ImageFormats';
import type { ImageReencoder } from './ImageReencoder';
import type { ImageStore, StoredImage } from './ImageStore';
import type { ServerText } from '../texts/ServerText';

/** The largest picture the back office accepts: plenty for a product photo, little for a disk to fill. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * The most pixels a picture (all frames of an animation together) may declare: a 48-megapixel
 * phone photo fits, and decoding one takes at most about 200 MB (4 bytes a pixel), however few
 * bytes the file has. A picture bomb declares far more.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

export interface UploadedImage extends StoredImage {
  readonly format: ImageFormat;
  readonly contentType: string;
  /** Of the stored, re-encoded file. */
  readonly sizeBytes: number;
}

export type UploadImageError = {
  readonly code: 'unsupported_image' | 'image_too_large' | 'undecodable_image' | 'image_too_many_pixels';
  readonly message: ServerText;
};

/**
 * Keeps a picture an admin uploaded, if its content really is a PNG, JPEG, WebP or GIF image: the
 * magic bytes name the format, and the whole file must then decode as that format. What is stored
 * is a new file encoded from the decoded pixels, never the upload's own bytes.
 */
export class UploadImage {
  private readonly reencoder: ImageReencoder;
  private readonly store: ImageStore;

  constructor(reencoder: ImageReencoder, store: ImageStore) {
    this.reencoder = reencoder;
    this.store = store;
  }

  async execute(content: Buffer, audit: AuditWriter): Promise<Result<UploadedImage, UploadImageError>> {
    if (content.length > MAX_IMAGE_BYTES) return fail({ code: 'image_too_large', message: AdminMessages.imageTooLarge(MAX_IMAGE_BYTES) });
    const sniffed = sniffImageFormat(content);
    if (!sniffed) return fail({ code: 'unsupported_image', message: AdminMessages.unsupportedImage });
    const reencoded = await this.reencoder.reencode(content, sniffed, MAX_IMAGE_PIXELS);
    if (!reencoded.ok) {
      return fail(
        reencoded.error === 'too_many_pixels'
          ? { code: 'image_too_many_pixels', message: AdminMessages.imageTooManyPixels(MAX_IMAGE_PIXELS) }
          : { code: 'undecodable_image', message: AdminMessages.undecodableImage(IMAGE_FORMAT_NAMES[sniffed]) },
      );
    }
    const { content: stored, format, width, height } = reencoded.value;
    const image = await this.store.save(stored, format);
    await audit({ action: 'upload', entity: 'image', entityId: image.name, details: { format, size_bytes: stored.length, uploaded_bytes: content.length, width, height } });
    return ok({ ...image, format, contentType: IMAGE_CONTENT_TYPES[format], sizeBytes: stored.length });
  }
}
