/** Header facts of the volume formats (NIfTI-1, NIfTI-2, NRRD), read from the first bytes of a file. */

export interface NiftiHeaderFacts {
  readonly version: 1 | 2;
  readonly byteOrder: 'little-endian' | 'big-endian';
  /** The used dimensions, `dim[1..dim[0]]`. */
  readonly dimensions: readonly number[];
  /** Voxel sizes of the used dimensions, `pixdim[1..dim[0]]`. */
  readonly voxelSizes: readonly number[];
  readonly datatype: string;
  readonly bitsPerVoxel: number;
}

/** NIfTI-1 and NIfTI-2 share the datatype codes (nifti1.h). */
const NIFTI_DATATYPES: Readonly<Record<number, string>> = {
  2: 'uint8',
  4: 'int16',
  8: 'int32',
  16: 'float32',
  32: 'complex64',
  64: 'float64',
  128: 'rgb24',
  256: 'int8',
  512: 'uint16',
  768: 'uint32',
  1024: 'int64',
  1280: 'uint64',
  1536: 'float128',
  1792: 'complex128',
  2048: 'complex256',
  2304: 'rgba32',
};

const NIFTI1_HEADER_BYTES = 348;
/** How many bytes a NIfTI header needs at most (NIfTI-2's is 540). */
export const NIFTI_HEADER_BYTES = 540;
const MAX_DIMENSIONS = 7;

const round = (value: number) => Number(value.toPrecision(6));

/**
 * The facts of a NIfTI-1 or NIfTI-2 header, in whichever byte order `sizeof_hdr` reveals
 * (big-endian files exist: nifti-js's own test file is one). Null when the bytes are neither.
 */
export function readNiftiHeader(bytes: Uint8Array): NiftiHeaderFacts | null {
  if (bytes.length < NIFTI1_HEADER_BYTES) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const littleEndian of [true, false]) {
    const byteOrder = littleEndian ? 'little-endian' : 'big-endian';
    const size = view.getInt32(0, littleEndian);
    if (size === NIFTI1_HEADER_BYTES) {
      const used = Math.min(Math.max(view.getInt16(40, littleEndian), 0), MAX_DIMENSIONS);
      const indexes = Array.from({ length: used }, (_, index) => index + 1);
      const code = view.getInt16(70, littleEndian);
      return {
        version: 1,
        byteOrder,
        dimensions: indexes.map((index) => view.getInt16(40 + 2 * index, littleEndian)),
        voxelSizes: indexes.map((index) => round(view.getFloat32(76 + 4 * index, littleEndian))),
        datatype: NIFTI_DATATYPES[code] ?? `code ${code}`,
        bitsPerVoxel: view.getInt16(72, littleEndian),
      };
    }
    if (size === NIFTI_HEADER_BYTES && bytes.length >= NIFTI_HEADER_BYTES) {
      const used = Math.min(Math.max(Number(view.getBigInt64(16, littleEndian)), 0), MAX_DIMENSIONS);
      const indexes = Array.from({ length: used }, (_, index) => index + 1);
      const code = view.getInt16(12, littleEndian);
      return {
        version: 2,
        byteOrder,
        dimensions: indexes.map((index) => Number(view.getBigInt64(16 + 8 * index, littleEndian))),
        voxelSizes: indexes.map((index) => round(view.getFloat64(104 + 8 * index, littleEndian))),
        datatype: NIFTI_DATATYPES[code] ?? `code ${code}`,
        bitsPerVoxel: view.getInt16(14, littleEndian),
      };
    }
  }
  return null;
}

export interface NrrdHeaderFacts {
  readonly version: string;
  readonly dimension?: number;
  readonly sizes?: readonly number[];
  readonly type?: string;
  readonly encoding?: string;
  readonly space?: string;
  readonly spacings?: readonly number[];
  /** Set when the header is detached: the voxels live in another file, which an upload does not carry. */
  readonly dataFile?: string;
}

const numbers = (value: string) => value.split(/\s+/).filter(Boolean).map(Number);

/**
 * The fields of an NRRD header (teem's format: a `NRRD000x` line, then `field: value` lines up to
 * a blank line; `#` comments and `key:=value` pairs are passed over). Lines may end in CRLF.
 * Null when the bytes do not start with the NRRD magic.
 */
export function readNrrdHeader(bytes: Uint8Array): NrrdHeaderFacts | null {
  const text = Buffer.from(bytes).toString('latin1');
  const [header = ''] = text.split(/\r?\n\r?\n/, 1);
  const [magic = '', ...lines] = header.split(/\r?\n/);
  if (!/^NRRD000\d$/.test(magic.trim())) return null;
  const fields = new Map<string, string>();
  for (const line of lines) {
    if (line.startsWith('#') || line.includes(':=')) continue;
    const separator = line.indexOf(': ');
    if (separator > 0) fields.set(line.slice(0, separator).trim().toLowerCase(), line.slice(separator + 2).trim());
  }
  const dimension = fields.has('dimension') ? Number(fields.get('dimension')) : undefined;
  const sizes = fields.get('sizes');
  const spacings = fields.get('spacings');
  const dataFile = fields.get('data file') ?? fields.get('datafile');
  return {
    version: magic.trim(),
    ...(dimension !== undefined && Number.isFinite(dimension) ? { dimension } : {}),
    ...(sizes ? { sizes: numbers(sizes) } : {}),
    ...(fields.has('type') ? { type: fields.get('type') } : {}),
    ...(fields.has('encoding') ? { encoding: fields.get('encoding') } : {}),
    ...(fields.has('space') ? { space: fields.get('space') } : {}),
    ...(spacings ? { spacings: numbers(spacings) } : {}),
    ...(dataFile ? { dataFile } : {}),
  };
}
