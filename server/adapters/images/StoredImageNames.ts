import { randomUUID } from 'node:crypto';
import { UPLOADED_IMAGES_PATH } from '@tiara/domain/image-variants';
import { IMAGE_EXTENSIONS, type ImageFormat } from '../../application/admin/ImageFormats';
import type { StoredImage } from '../../application/admin/ImageStore';

/** Where the shop serves uploaded pictures from; the storefront knows it too, to ask for their narrower variants. */
export const UPLOADS_URL_PREFIX = UPLOADED_IMAGES_PATH;

const STORED_NAME = new RegExp(`^/?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(${Object.values(IMAGE_EXTENSIONS).join('|')})$`);

/** Only names an image store gives out are ever served: nothing else that lands where pictures are kept is reachable. */
export function isStoredImageName(path: string): boolean {
  return STORED_NAME.test(path);
}

/**
 * A new random name with the extension of the picture's sniffed format, so that the extension (and
 * so the served content type) always matches the content, and no upload can overwrite another.
 */
export function newStoredImage(format: ImageFormat): StoredImage {
  const name = `${randomUUID()}.${IMAGE_EXTENSIONS[format]}`;
  return { name, url: `${UPLOADS_URL_PREFIX}${name}` };
}
