/**
 * Pictures uploaded in the back office can be fetched narrower than their original, so a phone
 * downloads the pixels it shows. This is the reference server's own convention, not part of
 * SPEC's API: a client asks for widths only for URLs that follow it, and uses any other image URL
 * as it is.
 */

/** Where the reference server serves uploaded pictures from. */
export const UPLOADED_IMAGES_PATH = '/uploads/';

/** The widths, in image pixels, an uploaded picture can be asked for: few, so each is made once and cached. */
export const IMAGE_VARIANT_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;

export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/**
 * Only still raster pictures have width variants: an SVG is sharp at every width, and resizing an
 * animated GIF would keep only its first frame.
 */
const UPLOADED_STILL_PICTURE = new RegExp(`^${UPLOADED_IMAGES_PATH}[^/?#]+\\.(?:png|jpe?g|webp)$`, 'i');

export function hasImageVariants(imageUrl: string): boolean {
  return UPLOADED_STILL_PICTURE.test(imageUrl);
}

/** The width a `w` query value names, or null when it is not one the server makes. */
export function imageVariantWidth(text: unknown): ImageVariantWidth | null {
  return IMAGE_VARIANT_WIDTHS.find((width) => String(width) === text) ?? null;
}

export function imageVariantUrl(imageUrl: string, width: ImageVariantWidth): string {
  return `${imageUrl}?w=${width}`;
}

/** The `srcset` of every width of an uploaded picture; null for a URL without variants, which is used as it is. */
export function imageVariantSrcSet(imageUrl: string): string | null {
  if (!hasImageVariants(imageUrl)) return null;
  return IMAGE_VARIANT_WIDTHS.map((width) => `${imageVariantUrl(imageUrl, width)} ${width}w`).join(', ');
}
