import { IMAGE_CONTENT_TYPES, type ImageFormat } from '../../application/admin/ImageFormats';
import type { StoredImage } from '../../application/admin/ImageStore';
import type { ServedImageStore, StoredObject } from '../storage/ServedImageStore';
import type { S3Bucket } from '../storage/S3Bucket';
import { isStoredImageName, newStoredImage } from './StoredImageNames';

/**
 * Pictures as objects `images/<name>` (or under another folder) in an S3-compatible bucket, so that
 * every server of the shop serves every upload.
 */
export class S3ImageStore implements ServedImageStore {
  constructor(
    private readonly bucket: S3Bucket,
    private readonly folder = 'images',
  ) {}

  async save(content: Buffer, format: ImageFormat): Promise<StoredImage> {
    const image = newStoredImage(format);
    await this.bucket.put(`${this.folder}/${image.name}`, content, IMAGE_CONTENT_TYPES[format]);
    return image;
  }

  async open(name: string): Promise<StoredObject | null> {
    return isStoredImageName(name) ? this.bucket.get(`${this.folder}/${name}`) : null;
  }

  async checkReachable(): Promise<void> {
    await this.bucket.checkReachable();
  }
}
