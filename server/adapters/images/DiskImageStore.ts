import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UPLOADED_IMAGES_PATH } from '../../../src/domain/image-variants';
import { IMAGE_EXTENSIONS, type ImageFormat } from '../../application/admin/ImageFormats';
import type { ImageStore, StoredImage } from '../../application/admin/ImageStore';

/** Where the shop serves uploaded pictures from; the storefront knows it too, to ask for their narrower variants. */
export const UPLOADS_URL_PREFIX = UPLOADED_IMAGES_PATH;

/** `<dataDir>/uploads`, created when missing. */
export function uploadsDirectory(dataDir: string): string {
  const directory = join(dataDir, 'uploads');
  mkdirSync(directory, { recursive: true });
  return directory;
}

const STORED_NAME = new RegExp(`^/?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(${Object.values(IMAGE_EXTENSIONS).join('|')})$`);

/** Only names this store gives out are ever served: nothing else that lands in the directory is reachable. */
export function isStoredImageName(path: string): boolean {
  return STORED_NAME.test(path);
}

/**
 * Pictures as files under `<dataDir>/uploads`, each under a new random name with the extension of
 * its sniffed format, so that the extension (and so the served content type) always matches the
 * content, and no upload can overwrite another.
 */
export class DiskImageStore implements ImageStore {
  private readonly directory: string;

  constructor(dataDir: string) {
    this.directory = uploadsDirectory(dataDir);
  }

  async save(content: Buffer, format: ImageFormat): Promise<StoredImage> {
    const name = `${randomUUID()}.${IMAGE_EXTENSIONS[format]}`;
    await writeFile(join(this.directory, name), content, { flag: 'wx', mode: 0o644 });
    return { name, url: `${UPLOADS_URL_PREFIX}${name}` };
  }
}
