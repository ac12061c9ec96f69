import { constants, mkdirSync } from 'node:fs';
import { access, open, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageFormat } from '../../application/admin/ImageFormats';
import type { ReturnPhotoStore } from '../../application/returns/ReturnPhotos';
import type { Reachable, StoredObject } from '../storage/ServedImageStore';
import { isStoredImageName, newStoredImage } from './StoredImageNames';

const isMissingFile = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * Return photos as files under `<dataDir>/return-photos`, beside the public `uploads` but never
 * served from there: only the photo route reads them, for their owner and staff.
 */
export class DiskReturnPhotoStore implements ReturnPhotoStore, Reachable {
  private readonly directory: string;

  constructor(dataDir: string) {
    this.directory = join(dataDir, 'return-photos');
    mkdirSync(this.directory, { recursive: true });
  }

  async save(content: Buffer, format: ImageFormat): Promise<string> {
    const { name } = newStoredImage(format);
    await writeFile(join(this.directory, name), content, { flag: 'wx', mode: 0o600 });
    return name;
  }

  async open(name: string): Promise<StoredObject | null> {
    if (!isStoredImageName(name)) return null;
    try {
      const file = await open(join(this.directory, name), 'r');
      const { size } = await file.stat();
      return { content: file.createReadStream(), sizeBytes: size };
    } catch (error) {
      if (isMissingFile(error)) return null;
      throw error;
    }
  }

  async checkReachable(): Promise<void> {
    await access(this.directory, constants.W_OK);
  }
}
