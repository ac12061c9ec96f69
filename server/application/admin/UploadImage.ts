import { type Result, fail, ok } from '../../../src/domain/result';
import { AdminMessages } from './AdminMessages';
import type { AuditWriter } from './AuditTrail';
import { IMAGE_CONTENT_TYPES, type ImageFormat, sniffImageFormat } from './ImageFormats';
import type { ImageStore, StoredImage } from './ImageStore';

/** The largest picture the back office accepts: plenty for a product photo, little for a disk to fill. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export interface UploadedImage extends StoredImage {
  readonly format: ImageFormat;
  readonly contentType: string;
  readonly sizeBytes: number;
}

export type UploadImageError = { readonly code: 'unsupported_image' | 'image_too_large'; readonly message: string };

/** Keeps a picture an admin uploaded, if its content really is a PNG, JPEG, WebP or GIF image. */
export class UploadImage {
  private readonly store: ImageStore;

  constructor(store: ImageStore) {
    this.store = store;
  }

  async execute(content: Buffer, audit: AuditWriter): Promise<Result<UploadedImage, UploadImageError>> {
    if (content.length > MAX_IMAGE_BYTES) return fail({ code: 'image_too_large', message: AdminMessages.imageTooLarge(MAX_IMAGE_BYTES) });
    const format = sniffImageFormat(content);
    if (!format) return fail({ code: 'unsupported_image', message: AdminMessages.unsupportedImage });
    const stored = await this.store.save(content, format);
    await audit({ action: 'upload', entity: 'image', entityId: stored.name, details: { format, size_bytes: content.length } });
    return ok({ ...stored, format, contentType: IMAGE_CONTENT_TYPES[format], sizeBytes: content.length });
  }
}
