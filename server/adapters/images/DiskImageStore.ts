import { constants, mkdirSync } from 'node:fs';
import { access, open, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageFormat } from '../../application/admin/ImageFormats';
import type { StoredImage } from '../../application/admin/ImageStore';
import type { ServedImageStore, StoredObject } from '../storage/ServedImageStore';
import { isStoredImageName, newStoredImage } from './StoredImageNames';

const isMissingFile = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** `<dataDir>/<folder>`, created when missing. */
function picturesDirectory(dataDir: string, folder: string): string {
  const directory = join(dataDir, folder);
  mkdirSync(directory, { recursive: true });
  return directory;
}

/**
 * Pictures as files under `<dataDir>/uploads` (or another folder: nothing but /uploads is served
 * from the data directory), each under a new random name (newStoredImage).
 */
export class DiskImageStore implements ServedImageStore {
  private readonly directory: string;

  constructor(dataDir: string, folder = 'uploads') {
    this.directory = picturesDirectory(dataDir, folder);
  }

  async save(content: Buffer, format: ImageFormat): Promise<StoredImage> {
    const image = newStoredImage(format);
    await writeFile(join(this.directory, image.name), content, { flag: 'wx', mode: 0o644 });
    return image;
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
