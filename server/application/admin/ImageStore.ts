import type { ImageFormat } from './ImageFormats';

export interface StoredImage {
  /** The random file name the picture was stored under. */
  readonly name: string;
  /** Where the shop serves it, for the image fields of products, categories, events and trainings. */
  readonly url: string;
}

/** Where uploaded pictures are kept and served from. */
export interface ImageStore {
  /** Stores the picture under a new random name; never overwrites another. */
  save(content: Buffer, format: ImageFormat): Promise<StoredImage>;
}
