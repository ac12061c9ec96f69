import type { AdminImagesApi } from '../../../../src/application/admin/AdminImagesApi';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import { fail, ok } from '@tiara/domain/result';
import { serverAdminMessagesEn } from '../../../../src/locales/server/en/serverAdminMessagesEn';
import { newStoredImage } from '../../../../server/adapters/images/StoredImageNames';
import { IMAGE_FORMAT_NAMES, type ImageFormat, sniffImageFormat } from '../../../../server/application/admin/ImageFormats';
import { MAX_IMAGE_BYTES } from '../../../../server/application/admin/UploadImage';
import { FakeApi, refusal } from './FakeApi';

/** A whole PNG of one pixel. */
export const PIXEL_PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (character) => character.charCodeAt(0));

const endsWith = (bytes: Uint8Array, ending: readonly number[]) => bytes.length >= ending.length && ending.every((byte, index) => bytes[bytes.length - ending.length + index] === byte);

/**
 * Whether a file of a format is whole, by how that format's files end (PNG's IEND chunk, JPEG's
 * end-of-image marker, GIF's trailer, WebP's RIFF size): the fake does not decode pixels, so a
 * file cut short is what it tells from a whole picture.
 */
const WHOLE: Readonly<Record<ImageFormat, (bytes: Uint8Array) => boolean>> = {
  png: (bytes) => endsWith(bytes, [0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]),
  jpeg: (bytes) => endsWith(bytes, [0xff, 0xd9]),
  gif: (bytes) => endsWith(bytes, [0x3b]),
  webp: (bytes) => bytes.length >= 12 && new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(4, true) + 8 === bytes.length,
};

/**
 * The back office's picture store, in memory (`stored`, each picture's content by the address
 * answered for it): as the server, it refuses a file above its size limit (413), content that
 * begins like no PNG, JPEG, WebP or GIF picture whatever its name says (415), and a file of a
 * picture format that is not whole (422), in the server's words; it keeps any other under a new
 * random name with the extension of its format. Uploads are logged by file name.
 */
export class FakeAdminImagesApi extends FakeApi implements AdminImagesApi {
  readonly calls: string[] = [];
  readonly stored = new Map<string, Uint8Array>();

  async upload(file: Blob, fileName: string): Promise<ApiResult<{ readonly url: string }>> {
    const content = new Uint8Array(await file.arrayBuffer());
    return this.respond('upload', `upload ${fileName}`, () => {
      if (content.length > MAX_IMAGE_BYTES) return fail(refusal(413, 'image_too_large', serverAdminMessagesEn.imageTooLarge(MAX_IMAGE_BYTES)));
      const format = sniffImageFormat(content);
      if (!format) return fail(refusal(415, 'unsupported_image', serverAdminMessagesEn.unsupportedImage));
      if (!WHOLE[format](content)) return fail(refusal(422, 'undecodable_image', serverAdminMessagesEn.undecodableImage(IMAGE_FORMAT_NAMES[format])));
      const { url } = newStoredImage(format);
      this.stored.set(url, content);
      return ok({ url });
    });
  }

  protected override callLog(): string[] {
    return this.calls;
  }
}
