import { IMAGE_CONTENT_TYPES, type ImageFormat } from '../../application/admin/ImageFormats';
import type { ReturnPhotoStore } from '../../application/returns/ReturnPhotos';
import type { S3Bucket } from '../storage/S3Bucket';
import type { StoredObject } from '../storage/ServedImageStore';
import { isStoredImageName, newStoredImage } from './StoredImageNames';

/** Return photos as objects `return-photos/<name>` of the shop's bucket, apart from the public `images/`. */
export class S3ReturnPhotoStore implements ReturnPhotoStore {
  constructor(private readonly bucket: S3Bucket) {}

  async save(content: Buffer, format: ImageFormat): Promise<string> {
    const { name } = newStoredImage(format);
    await this.bucket.put(`return-photos/${name}`, content, IMAGE_CONTENT_TYPES[format]);
    return name;
  }

  async open(name: string): Promise<StoredObject | null> {
    return isStoredImageName(name) ? this.bucket.get(`return-photos/${name}`) : null;
  }
}
