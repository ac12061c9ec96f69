import type { Result } from '@tiara/domain/result';
import type { ImageFormat } from './ImageFormats';

export interface ReencodedImage {
  /** The new file: pixels only, no EXIF, XMP, IPTC, ICC profile or comment of the upload. */
  readonly content: Buffer;
  readonly format: ImageFormat;
  readonly width: number;
  /** Of all frames together, for an animation. */
  readonly height: number;
}

/**
 * Why a picture was not re-encoded: its data does not decode as the format its magic bytes name
 * (a polyglot, a truncated or damaged file), or it declares more pixels than `maxPixels`.
 */
export type ReencodeRefusal = 'undecodable' | 'too_many_pixels';

/**
 * Makes a new picture from the pixels of an uploaded one. Only what decodes survives, so nothing
 * else the file carried (a script after a valid header, a second file appended, metadata such as
 * GPS coordinates) is ever stored or served.
 */
export interface ImageReencoder {
  /** Decodes every pixel of `content`, whose magic bytes say it is a `format` picture, and encodes them afresh. */
  reencode(content: Buffer, format: ImageFormat, maxPixels: number): Promise<Result<ReencodedImage, ReencodeRefusal>>;
}
