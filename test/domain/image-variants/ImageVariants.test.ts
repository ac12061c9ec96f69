import { describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, imageVariantSrcSet, imageVariantWidth } from '@tiara/domain/image-variants';

const UPLOAD = '/uploads/3f2b9c1e-8a4d-4e6f-9b0a-1c2d3e4f5a6b';

describe('the width variants of uploaded pictures', () => {
  it.each([
    [`${UPLOAD}.png`, true],
    [`${UPLOAD}.jpg`, true],
    [`${UPLOAD}.JPEG`, true],
    [`${UPLOAD}.webp`, true],
    // An animated GIF would lose its animation; an SVG is sharp at any width.
    [`${UPLOAD}.gif`, false],
    ['/images/products/bur.svg', false],
    // Another backend's pictures, or this one's behind another origin: used as they are.
    ['https://cdn.example.com/uploads/photo.png', false],
    ['//cdn.example.com/uploads/photo.png', false],
    ['/static/uploads/photo.png', false],
    ['/uploads/nested/photo.png', false],
    [`${UPLOAD}.png?w=320`, false],
    [`${UPLOAD}.png#top`, false],
    ['/uploads/.png', false],
    ['', false],
  ])('%s has variants: %s', (url, expected) => {
    const srcSet = imageVariantSrcSet(url);
    expect(srcSet !== null).toBe(expected);
  });

  it('names every width of an uploaded picture in its srcset, narrowest first', () => {
    expect(imageVariantSrcSet(`${UPLOAD}.png`)).toBe(
      [160, 320, 480, 640, 960, 1280].map((width) => `${UPLOAD}.png?w=${width} ${width}w`).join(', '),
    );
  });

  it.each([
    ['320', 320],
    ['1280', 1280],
    ['123', null],
    ['', null],
    ['0320', null],
    ['320.0', null],
    [' 320', null],
    [320, null],
    [['320', '640'], null],
    [undefined, null],
  ])('reads the query value %j as the width %s', (text, width) => {
    expect(imageVariantWidth(text)).toBe(width);
  });

  it('offers widths in ascending order, from a phone thumbnail to a wide screen at twice the density', () => {
    expect([...IMAGE_VARIANT_WIDTHS].sort((a, b) => a - b)).toEqual([...IMAGE_VARIANT_WIDTHS]);
    expect(IMAGE_VARIANT_WIDTHS[0]).toBeLessThanOrEqual(160);
    expect(IMAGE_VARIANT_WIDTHS.at(-1)).toBeGreaterThanOrEqual(2 * 420 * 1.5);
  });
});
