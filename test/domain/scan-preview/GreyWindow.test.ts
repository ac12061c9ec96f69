import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greyLevel, greyPixels, percentileWindow } from '@tiara/domain/scan-preview';

const windows = fc.record({ center: fc.double({ min: -5000, max: 5000, noNaN: true }), width: fc.double({ min: 0, max: 10_000, noNaN: true }) });
const values = fc.double({ min: -1e6, max: 1e6, noNaN: true });

describe('grey levels through a window (DICOM linear VOI)', () => {
  it.each([
    // A CT soft-tissue window: centre 40, width 400 shows -160 HU black and 240 HU white.
    [-1000, 0],
    [-160, 0],
    [40, 128],
    [239.5, 255],
    [240, 255],
    [3000, 255],
  ])('%d HU in window 40/400 is grey %d', (hu, grey) => {
    expect(greyLevel(hu, { center: 40, width: 400 })).toBe(grey);
  });

  it('inverts for MONOCHROME1, where low values are white', () => {
    expect(greyLevel(-1000, { center: 40, width: 400 }, true)).toBe(255);
    expect(greyLevel(3000, { center: 40, width: 400 }, true)).toBe(0);
  });

  it('draws a value that is not a number black', () => {
    expect(greyLevel(Number.NaN, { center: 0, width: 10 })).toBe(0);
  });

  it('always gives a whole grey level from 0 to 255', () => {
    fc.assert(
      fc.property(values, windows, fc.boolean(), (x, window, invert) => {
        const grey = greyLevel(x, window, invert);
        return Number.isInteger(grey) && grey >= 0 && grey <= 255;
      }),
    );
  });

  it('never darkens as the value grows (and never brightens when inverted)', () => {
    fc.assert(
      fc.property(values, values, windows, (a, b, window) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(greyLevel(low, window)).toBeLessThanOrEqual(greyLevel(high, window));
        expect(greyLevel(low, window, true)).toBeGreaterThanOrEqual(greyLevel(high, window, true));
      }),
    );
  });
});

describe('the percentile window of a slice without a window of its own', () => {
  it('spans the 1st to the 99th percentile, so a few extreme pixels do not wash the image out', () => {
    const slice = Array.from({ length: 1000 }, (_, index) => index);
    slice[0] = -2000; // padding outside a CT's circle
    slice[999] = 30_000; // metal
    const window = percentileWindow(slice)!;
    expect(greyLevel(10, window)).toBe(0);
    expect(greyLevel(989, window)).toBe(255);
    expect(greyLevel(500, window)).toBeGreaterThan(100);
    expect(greyLevel(500, window)).toBeLessThan(155);
  });

  it('keeps a flat slice one grey, and has no window without a finite value', () => {
    const window = percentileWindow([7, 7, 7, 7])!;
    expect(new Set([7, 7].map((value) => greyLevel(value, window))).size).toBe(1);
    expect(percentileWindow([Number.NaN, Number.POSITIVE_INFINITY])).toBeNull();
    expect(percentileWindow([])).toBeNull();
  });

  it('maps the slice minimum to black and the maximum to white for any slice of two or more distinct values', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -4000, max: 4000 }), { minLength: 2, maxLength: 50 }), (slice) => {
        fc.pre(new Set(slice).size > 1);
        const window = percentileWindow(slice)!;
        const sorted = [...slice].sort((a, b) => a - b);
        expect(greyLevel(sorted[0]!, window)).toBe(0);
        expect(greyLevel(sorted.at(-1)!, window)).toBe(255);
      }),
    );
  });
});

describe('grey pixels of a slice', () => {
  it('rescales before windowing, writes opaque grey RGBA, and flips rows on request', () => {
    // Stored 0 and 1000 with slope 1, intercept -1024 are -1024 HU (air) and -24 HU (near water).
    const rgba = greyPixels([0, 1000], 1, 2, { window: { center: -524, width: 1001 }, rescale: { slope: 1, intercept: -1024 } });
    expect([...rgba]).toEqual([0, 0, 0, 255, 255, 255, 255, 255]);
    const flipped = greyPixels([0, 1000], 1, 2, { window: { center: -524, width: 1001 }, rescale: { slope: 1, intercept: -1024 }, flipRows: true });
    expect([...flipped]).toEqual([255, 255, 255, 255, 0, 0, 0, 255]);
  });

  it('inverts MONOCHROME1 slices', () => {
    expect([...greyPixels([0, 10], 2, 1, { window: null, invert: true })]).toEqual([255, 255, 255, 255, 0, 0, 0, 255]);
  });
});
