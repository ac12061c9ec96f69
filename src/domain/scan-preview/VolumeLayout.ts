import { bytesPerSample, type SampleFormat } from './SampleFormat';

/**
 * Where each slice of a volume file lies: slices run along the third spatial axis, and a
 * volume with more dimensions (time, echoes) is previewed through its first 3-D volume.
 */
export interface VolumeLayout {
  readonly columns: number;
  readonly rows: number;
  readonly slices: number;
  /** Samples per pixel: 1, or the size of a leading component axis (RGB, vector), shown as their mean. */
  readonly components: number;
  readonly sample: SampleFormat;
  /** Bytes of one slice. */
  readonly sliceBytes: number;
}

/**
 * The layout of a volume with these axis sizes (fastest first). `spatial` tells which axes run
 * through space; a first axis that does not is a pixel's components. Null when there is no
 * spatial axis, a component axis lies elsewhere, or a slice would be too large to read.
 */
export function volumeLayout(sizes: readonly number[], spatial: readonly boolean[], sample: SampleFormat): VolumeLayout | null {
  const leadingComponents = sizes.length > 1 && spatial[0] === false;
  const components = leadingComponents ? (sizes[0] ?? 1) : 1;
  const axes = leadingComponents ? sizes.slice(1) : [...sizes];
  const axisKinds = leadingComponents ? spatial.slice(1) : [...spatial];
  if (axes.length === 0 || axisKinds.some((isSpatial) => isSpatial === false)) return null;
  const [columns = 1, rows = 1, slices = 1] = axes;
  const sliceBytes = columns * rows * components * bytesPerSample(sample.type);
  if (!Number.isSafeInteger(sliceBytes) || sliceBytes > MAX_SLICE_BYTES) return null;
  return { columns, rows, slices, components, sample, sliceBytes };
}

/** A slice larger than this (256 MiB) is not a slice of a scan but a broken header. */
export const MAX_SLICE_BYTES = 256 * 1024 * 1024;

/** The mean of each pixel's components, for a slice read with `components` interleaved samples per pixel. */
export function meanOfComponents(values: Float64Array, components: number): Float64Array {
  if (components <= 1) return values;
  const pixels = new Float64Array(Math.floor(values.length / components));
  for (let pixel = 0; pixel < pixels.length; pixel++) {
    let sum = 0;
    for (let component = 0; component < components; component++) sum += values[pixel * components + component] ?? 0;
    pixels[pixel] = sum / components;
  }
  return pixels;
}
