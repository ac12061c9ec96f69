import { Image, type ImageProps } from '@mantine/core';
import { imageVariantSrcSet } from '@tiara/domain/image-variants';

export interface ProductImageProps extends Omit<ImageProps, 'src' | 'fit'> {
  src: string;
  alt: string;
  /**
   * The box the picture is shown in, in CSS pixels, as the `width` and `height` attributes: the page
   * keeps the box's place before the picture arrives. The box stretches to its container's width
   * and keeps this ratio, unless the caller fixes its height; the picture is fitted inside it.
   */
  width: number;
  height: number;
  /** How wide the picture is shown at each viewport width (the `sizes` attribute), so the browser fetches the width it needs. */
  sizes: string;
  /** The page's largest picture above the fold: fetched at once and first. Every other picture waits until it comes near the viewport. */
  main?: boolean;
}

/**
 * A catalogue picture. Pictures uploaded to the shop's own server come in several widths (`srcset`);
 * any other URL (the demo's SVGs, another backend's pictures) is used as it is.
 */
export function ProductImage({ src, alt, width, height, sizes, main = false, style, ...box }: ProductImageProps) {
  const srcSet = imageVariantSrcSet(src) ?? undefined;
  return (
    <Image
      {...box}
      src={src}
      srcSet={srcSet}
      sizes={srcSet && sizes}
      alt={alt}
      width={width}
      height={height}
      fit="contain"
      loading={main ? 'eager' : 'lazy'}
      decoding={main ? undefined : 'async'}
      fetchPriority={main ? 'high' : undefined}
      // Without `height: auto` the height attribute would fix the box's height while its width follows the container.
      style={[{ height: 'auto', aspectRatio: `${width} / ${height}` }, style]}
    />
  );
}
