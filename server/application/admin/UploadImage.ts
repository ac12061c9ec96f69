import { type Result, fail, ok } from '@tiara/domain/result';
import type { AuditWriter } from './AuditTrail';
import { IMAGE_CONTENT_TYPES, type ImageFormat } from './ImageFormats';
import type { ImageReencoder } from './ImageReencoder';
import type { ImageStore, StoredImage } from './ImageStore';
import { type PictureRefusal, reencodedPicture } from './reencodedPicture';

/** The largest picture the back office accepts: plenty for a product photo, little for a disk to fill. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export interface UploadedImage extends StoredImage {
  readonly format: ImageFormat;
  readonly contentType: string;
  /** Of the stored, re-encoded file. */
  readonly sizeBytes: number;
}

export type UploadImageError = PictureRefusal;

/**
 * Keeps a picture an admin uploaded, if its content really is a PNG, JPEG, WebP or GIF image
 * (`reencodedPicture`): what is stored is a new file encoded from the decoded pixels, never the
 * upload's own bytes.
 */
export class UploadImage {
  private readonly reencoder: ImageReencoder;
  private readonly store: ImageStore;

  constructor(reencoder: ImageReencoder, store: ImageStore) {
    this.reencoder = reencoder;
    this.store = store;
  }

  async execute(content: Buffer, audit: AuditWriter): Promise<Result<UploadedImage, UploadImageError>> {
    const reencoded = await reencodedPicture(content, this.reencoder, MAX_IMAGE_BYTES);
    if (!reencoded.ok) return fail(reencoded.error);
    const { content: stored, format, width, height } = reencoded.value;
    const image = await this.store.save(stored, format);
    await audit({ action: 'upload', entity: 'image', entityId: image.name, details: { format, size_bytes: stored.length, uploaded_bytes: content.length, width, height } });
    return ok({ ...image, format, contentType: IMAGE_CONTENT_TYPES[format], sizeBytes: stored.length });
  }
}
