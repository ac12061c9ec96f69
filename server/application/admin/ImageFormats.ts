/** The picture formats the back office accepts for products, categories, events and trainings. */
export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif';

/** What a stored picture is served as: always one of these, never what the uploader claimed. */
export const IMAGE_CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** How people write the formats' names, for messages. */
export const IMAGE_FORMAT_NAMES: Readonly<Record<ImageFormat, string>> = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP', gif: 'GIF' };

export const IMAGE_EXTENSIONS: Readonly<Record<ImageFormat, string>> = { png: 'png', jpeg: 'jpg', webp: 'webp', gif: 'gif' };

/** The bytes that are enough to tell the formats apart. */
export const IMAGE_SIGNATURE_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/**
 * The format the content really has, by its leading magic bytes; null for anything else. The file
 * name and the declared content type are never trusted: an HTML page named photo.png is not a picture.
 */
export function sniffImageFormat(content: Uint8Array): ImageFormat | null {
  if (startsWith(content, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(content, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(content, ascii('GIF87a')) || startsWith(content, ascii('GIF89a'))) return 'gif';
  if (startsWith(content, ascii('RIFF')) && startsWith(content, ascii('WEBP'), 8)) return 'webp';
  return null;
}
