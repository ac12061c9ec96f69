/**
 * The range of stored values drawn from black to white, as DICOM's VOI LUT window: a centre and a
 * width (PS3.3 C.11.2.1.2), in the units after the rescale (Hounsfield units for CT).
 */
export interface GreyWindow {
  readonly center: number;
  readonly width: number;
}

/** A rescale from stored values to meaningful ones: DICOM's RescaleSlope/Intercept, NIfTI's scl_slope/scl_inter. */
export interface Rescale {
  readonly slope: number;
  readonly intercept: number;
}

export const NO_RESCALE: Rescale = { slope: 1, intercept: 0 };

/**
 * The grey level (0 to 255) of value `x` in window `voi`, by DICOM's linear VOI function: values at or
 * below the window's bottom are black, above its top white, linear between. Monotonic in `x`
 * (non-decreasing), and inverted for MONOCHROME1, whose low values are white.
 */
export function greyLevel(x: number, voi: GreyWindow, invert = false): number {
  const width = Math.max(1, voi.width);
  const bottom = voi.center - 0.5 - (width - 1) / 2;
  const top = voi.center - 0.5 + (width - 1) / 2;
  let level: number;
  if (!(x > bottom)) level = 0; // not a number is black too
  else if (x > top) level = 255;
  else level = width === 1 ? 255 : Math.round(((x - (voi.center - 0.5)) / (width - 1) + 0.5) * 255);
  level = Math.min(255, Math.max(0, level));
  return invert ? 255 - level : level;
}

/**
 * A window that shows most of a slice's values: from the 1st to the 99th percentile, so a few
 * extreme pixels (metal, padding values such as -2000 outside a CT's circle) do not wash the image
 * out; widened to at least 1 so a flat slice stays one grey. Not-a-number values are left out;
 * null when no value is left.
 */
export function percentileWindow(values: ArrayLike<number>): GreyWindow | null {
  const finite: number[] = [];
  // A sample of at most 65,536 evenly spaced values is plenty for two percentiles and keeps a large slice cheap.
  const step = Math.max(1, Math.floor(values.length / 65_536));
  for (let index = 0; index < values.length; index += step) {
    const value = values[index];
    if (value !== undefined && Number.isFinite(value)) finite.push(value);
  }
  if (finite.length === 0) return null;
  finite.sort((a, b) => a - b);
  const low = finite[Math.floor((finite.length - 1) * 0.01)] ?? 0;
  const high = finite[Math.ceil((finite.length - 1) * 0.99)] ?? low;
  const width = Math.max(1, high - low);
  return { center: low + width / 2 + 0.5, width: width + 1 };
}

/**
 * A slice of stored values drawn as RGBA grey pixels: rescaled, windowed (by `window`, or by the
 * slice's own percentile window when null), inverted for MONOCHROME1, opaque. `flipRows` draws
 * the last row at the top (for volumes whose second axis points up, such as NIfTI's RAS).
 */
export function greyPixels(
  values: ArrayLike<number>,
  width: number,
  height: number,
  options: { readonly window: GreyWindow | null; readonly rescale?: Rescale; readonly invert?: boolean; readonly flipRows?: boolean },
): Uint8ClampedArray {
  const rescale = options.rescale ?? NO_RESCALE;
  const rescaled = new Float64Array(width * height);
  for (let index = 0; index < rescaled.length; index++) rescaled[index] = (values[index] ?? Number.NaN) * rescale.slope + rescale.intercept;
  const voi = options.window ?? percentileWindow(rescaled) ?? { center: 0, width: 1 };
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let row = 0; row < height; row++) {
    const sourceRow = options.flipRows === true ? height - 1 - row : row;
    for (let column = 0; column < width; column++) {
      const grey = greyLevel(rescaled[sourceRow * width + column] ?? Number.NaN, voi, options.invert === true);
      const at = (row * width + column) * 4;
      rgba[at] = grey;
      rgba[at + 1] = grey;
      rgba[at + 2] = grey;
      rgba[at + 3] = 255;
    }
  }
  return rgba;
}
