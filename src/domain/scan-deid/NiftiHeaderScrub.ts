/**
 * NIfTI headers (NIfTI-1: 348 bytes; NIfTI-2: 540 bytes), in either byte order, and the free text
 * they carry. Offsets from nifti1.h and nifti2.h.
 */
interface NiftiLayout {
  readonly headerSize: number;
  /** Where vox_offset (the data's start) is, and how wide. */
  readonly voxOffsetAt: number;
  readonly voxOffsetKind: 'float32' | 'int64';
  /** [offset, length] of every text field: descrip, aux_file, intent_name, and NIfTI-1's unused ANALYZE data_type and db_name. */
  readonly textFields: readonly (readonly [number, number])[];
}

const NIFTI1: NiftiLayout = {
  headerSize: 348,
  voxOffsetAt: 108,
  voxOffsetKind: 'float32',
  textFields: [
    [4, 10],
    [14, 18],
    [148, 80],
    [228, 24],
    [328, 16],
  ],
};

const NIFTI2: NiftiLayout = {
  headerSize: 540,
  voxOffsetAt: 168,
  voxOffsetKind: 'int64',
  textFields: [
    [240, 80],
    [320, 24],
    [508, 16],
  ],
};

/** Bytes 0–3 of a NIfTI file say which header it is and its byte order. */
export function niftiLayoutOf(header: Uint8Array): { readonly layout: NiftiLayout; readonly littleEndian: boolean } | null {
  if (header.length < 4) return null;
  const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
  for (const littleEndian of [true, false]) {
    const size = view.getInt32(0, littleEndian);
    if (size === NIFTI1.headerSize) return { layout: NIFTI1, littleEndian };
    if (size === NIFTI2.headerSize) return { layout: NIFTI2, littleEndian };
  }
  return null;
}

/**
 * Where a single-file NIfTI's data starts (vox_offset), read from at least its header's bytes, or
 * null when the header is not NIfTI or the offset is impossible (before the header's end and its
 * 4 extension bytes, not whole, or beyond `fileSize`).
 */
export function niftiDataOffset(header: Uint8Array, fileSize: number): number | null {
  const kind = niftiLayoutOf(header);
  if (kind === null || header.length < kind.layout.headerSize) return null;
  const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
  const { layout, littleEndian } = kind;
  const offset = layout.voxOffsetKind === 'float32' ? view.getFloat32(layout.voxOffsetAt, littleEndian) : Number(view.getBigInt64(layout.voxOffsetAt, littleEndian));
  if (!Number.isInteger(offset) || offset < layout.headerSize + 4 || offset > fileSize) return null;
  return offset;
}

export interface NiftiScrub {
  /** The header and extensions, the same length as given, free text zeroed. */
  readonly header: Uint8Array;
  /** Whether any free text (or extension content) was there to remove. */
  readonly found: boolean;
}

/**
 * Zeroes the free text of a NIfTI header and the content of its extensions (which may hold
 * anything: DICOM headers, AFNI XML, notes). `region` is the file from byte 0 to the data's
 * start (vox_offset). The result has the same length, so the data keeps its offset and every
 * field that describes the data (dimensions, voxel sizes, orientation, data type, scaling) is
 * untouched. Each extension keeps its size and code, so readers still walk them; extension bytes
 * that do not form whole extensions are zeroed too, and the extension flag cleared. Returns null
 * when `region` does not start with a NIfTI header.
 */
export function scrubNiftiHeader(region: Uint8Array): NiftiScrub | null {
  const kind = niftiLayoutOf(region);
  if (kind === null || region.length < kind.layout.headerSize) return null;
  const { layout, littleEndian } = kind;
  const header = region.slice();
  let found = false;
  const zero = (start: number, end: number) => {
    for (let index = start; index < end && index < header.length; index++) {
      if (header[index] !== 0) {
        found = true;
        header[index] = 0;
      }
    }
  };
  for (const [offset, length] of layout.textFields) zero(offset, offset + length);

  const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
  const extensionFlagAt = layout.headerSize;
  let position = extensionFlagAt + 4;
  if (header.length >= position && header[extensionFlagAt] !== 0) {
    while (position + 8 <= header.length) {
      const size = view.getInt32(position, littleEndian);
      if (size < 16 || size % 16 !== 0 || position + size > header.length) break;
      zero(position + 8, position + size);
      position += size;
    }
    if (position < header.length) {
      // Not whole extensions: nothing can be kept of them, and readers must not look for them.
      zero(position, header.length);
      if (position === extensionFlagAt + 4) zero(extensionFlagAt, extensionFlagAt + 4);
    }
  } else {
    // Bytes between the header and the data that no extension claims.
    zero(extensionFlagAt + 4, header.length);
  }
  return { header, found };
}
