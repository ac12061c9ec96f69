import { type Result, fail, ok } from '@tiara/domain/result';
import { AdminMessages } from './AdminMessages';
import { IMAGE_FORMAT_NAMES, sniffImageFormat } from './ImageFormats';
import type { ImageReencoder, ReencodedImage } from './ImageReencoder';
import type { ServerText } from '../texts/ServerText';

/**
 * The most pixels a picture (all frames of an animation together) may declare: a 48-megapixel
 * phone photo fits, and decoding one takes at most about 200 MB (4 bytes a pixel), however few
 * bytes the file has. A picture bomb declares far more.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

export type PictureRefusal = {
  readonly code: 'unsupported_image' | 'image_too_large' | 'undecodable_image' | 'image_too_many_pixels';
  readonly message: ServerText;
};

/**
 * An uploaded picture made anew, if its content really is a PNG, JPEG, WebP or GIF image of at
 * most `maxBytes`: the magic bytes name the format, and the whole file must then decode as that
 * format. What comes back is a new file encoded from the decoded pixels, never the upload's own bytes.
 * The back office's pictures and the photos customers send with a return are both taken this way.
 */
export async function reencodedPicture(content: Buffer, reencoder: ImageReencoder, maxBytes: number): Promise<Result<ReencodedImage, PictureRefusal>> {
  if (content.length > maxBytes) return fail({ code: 'image_too_large', message: AdminMessages.imageTooLarge(maxBytes) });
  const sniffed = sniffImageFormat(content);
  if (!sniffed) return fail({ code: 'unsupported_image', message: AdminMessages.unsupportedImage });
  const reencoded = await reencoder.reencode(content, sniffed, MAX_IMAGE_PIXELS);
  if (!reencoded.ok) {
    return fail(
      reencoded.error === 'too_many_pixels'
        ? { code: 'image_too_many_pixels', message: AdminMessages.imageTooManyPixels(MAX_IMAGE_PIXELS) }
        : { code: 'undecodable_image', message: AdminMessages.undecodableImage(IMAGE_FORMAT_NAMES[sniffed]) },
    );
  }
  return ok(reencoded.value);
}
