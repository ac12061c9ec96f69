export interface PrecompressedFile {
  /** The path relative to the build directory. */
  readonly file: string;
  readonly raw: number;
  /** The size of the `.gz` copy, or null when none was written (too small, or no smaller compressed). */
  readonly gzip: number | null;
  /** The size of the `.br` copy, or null when none was written. */
  readonly br: number | null;
}

export function precompressBuild(distDir: string): Promise<PrecompressedFile[]>;
