import type { ImageFormat } from '../../application/admin/ImageFormats';
import type { ReturnPhotoStore } from '../../application/returns/ReturnPhotos';
import type { ServedImageStore, StoredObject } from '../storage/ServedImageStore';

/**
 * Return photos in a picture store of their own: a folder of the data directory or of the bucket
 * that nothing serves publicly (`return-photos`), so only the photo route reads them, for their
 * owner and staff.
 */
export class ReturnPhotoFiles implements ReturnPhotoStore {
  constructor(private readonly pictures: ServedImageStore) {}

  async save(content: Buffer, format: ImageFormat): Promise<string> {
    return (await this.pictures.save(content, format)).name;
  }

  open(name: string): Promise<StoredObject | null> {
    return this.pictures.open(name);
  }
}
