/** How one stored sample (one pixel of one slice) is laid out in bytes. */
export type SampleType = 'int8' | 'uint8' | 'int16' | 'uint16' | 'int32' | 'uint32' | 'float32' | 'float64';

export interface SampleFormat {
  readonly type: SampleType;
  readonly littleEndian: boolean;
}

const BYTES: Readonly<Record<SampleType, number>> = { int8: 1, uint8: 1, int16: 2, uint16: 2, int32: 4, uint32: 4, float32: 4, float64: 8 };

export function bytesPerSample(type: SampleType): number {
  return BYTES[type];
}

/**
 * The samples of `bytes` as numbers, `count` of them (fewer when the bytes run out). Reads
 * through a DataView, so any byte order and any alignment of the slice in its file work.
 */
export function decodeSamples(bytes: Uint8Array, format: SampleFormat, count: number): Float64Array {
  const size = BYTES[format.type];
  const available = Math.min(count, Math.floor(bytes.length / size));
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const values = new Float64Array(available);
  const little = format.littleEndian;
  switch (format.type) {
    case 'int8':
      for (let index = 0; index < available; index++) values[index] = view.getInt8(index);
      break;
    case 'uint8':
      for (let index = 0; index < available; index++) values[index] = bytes[index] ?? 0;
      break;
    case 'int16':
      for (let index = 0; index < available; index++) values[index] = view.getInt16(index * 2, little);
      break;
    case 'uint16':
      for (let index = 0; index < available; index++) values[index] = view.getUint16(index * 2, little);
      break;
    case 'int32':
      for (let index = 0; index < available; index++) values[index] = view.getInt32(index * 4, little);
      break;
    case 'uint32':
      for (let index = 0; index < available; index++) values[index] = view.getUint32(index * 4, little);
      break;
    case 'float32':
      for (let index = 0; index < available; index++) values[index] = view.getFloat32(index * 4, little);
      break;
    case 'float64':
      for (let index = 0; index < available; index++) values[index] = view.getFloat64(index * 8, little);
      break;
  }
  return values;
}

/**
 * Keeps the `bitsStored` low bits of DICOM samples read as whole words, sign-extending them when
 * the pixel representation is signed: a 12-bit CT slice in 16-bit words may carry overlay or
 * garbage bits above bit 11 (PS3.5 §8.1.1). In place; returns `values`.
 */
export function keepStoredBits(values: Float64Array, bitsStored: number, signed: boolean): Float64Array {
  if (bitsStored >= 32 || bitsStored <= 0) return values;
  const modulus = 2 ** bitsStored;
  const half = modulus / 2;
  for (let index = 0; index < values.length; index++) {
    let value = (values[index] ?? 0) % modulus;
    if (value < 0) value += modulus;
    values[index] = signed && value >= half ? value - modulus : value;
  }
  return values;
}
