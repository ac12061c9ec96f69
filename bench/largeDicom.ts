/**
 * The header of a large DICOM study for the upload benches: explicit VR little endian, a patient
 * the server must clean away (name, ID, birth date, institution), and Pixel Data declared as
 * `pixelBytes` of 512×512 16-bit frames, which the uploader then streams as zeros. The server
 * reads and rewrites this header and streams the pixels through, so the bench's memory figure
 * covers its de-identification as well as its storage.
 */
const FRAME_BYTES = 512 * 512 * 2;
const EXPLICIT_VR_LITTLE_ENDIAN = '1.2.840.10008.1.2.1';
const CT_IMAGE_STORAGE = '1.2.840.10008.5.1.4.1.1.2';
const LONG_LENGTH_VRS = new Set(['OB', 'OW', 'OF', 'SQ', 'UT', 'UN']);

function element(tag: number, vr: string, value: Buffer | string, declaredLength?: number): Buffer {
  const padding = vr === 'UI' ? '\0' : ' ';
  const bytes = typeof value === 'string' ? Buffer.from(value.length % 2 ? value + padding : value, 'latin1') : value;
  const length = declaredLength ?? bytes.length;
  const long = LONG_LENGTH_VRS.has(vr);
  const head = Buffer.alloc(long ? 12 : 8);
  head.writeUInt16LE(tag >>> 16, 0);
  head.writeUInt16LE(tag & 0xffff, 2);
  head.write(vr, 4, 'latin1');
  if (long) head.writeUInt32LE(length, 8);
  else head.writeUInt16LE(length, 6);
  return Buffer.concat([head, bytes]);
}

const unsignedShort = (value: number) => Buffer.from(Uint16Array.of(value).buffer);

export function largeDicomHeader(pixelBytes: number): Buffer {
  if (pixelBytes % FRAME_BYTES !== 0) throw new Error(`the pixel data must be whole 512×512 16-bit frames (${FRAME_BYTES} bytes each)`);
  const sopInstance = '1.2.826.0.1.3680043.2.1125.77.1';
  const meta = Buffer.concat([
    element(0x00020001, 'OB', Buffer.from([0, 1])),
    element(0x00020002, 'UI', CT_IMAGE_STORAGE),
    element(0x00020003, 'UI', sopInstance),
    element(0x00020010, 'UI', EXPLICIT_VR_LITTLE_ENDIAN),
  ]);
  const groupLength = Buffer.alloc(4);
  groupLength.writeUInt32LE(meta.length);
  const dataset = Buffer.concat([
    element(0x00080016, 'UI', CT_IMAGE_STORAGE),
    element(0x00080018, 'UI', sopInstance),
    element(0x00080060, 'CS', 'CT'),
    element(0x00080080, 'LO', 'Cairo Smile Dental Clinic'),
    element(0x00100010, 'PN', 'DOE^JANE'),
    element(0x00100020, 'LO', 'PID-12345'),
    element(0x00100030, 'DA', '19800214'),
    element(0x0020000d, 'UI', '1.2.826.0.1.3680043.2.1125.77.2'),
    element(0x0020000e, 'UI', '1.2.826.0.1.3680043.2.1125.77.3'),
    element(0x00280002, 'US', unsignedShort(1)),
    element(0x00280004, 'CS', 'MONOCHROME2'),
    element(0x00280008, 'IS', String(pixelBytes / FRAME_BYTES)),
    element(0x00280010, 'US', unsignedShort(512)),
    element(0x00280011, 'US', unsignedShort(512)),
    element(0x00280100, 'US', unsignedShort(16)),
    element(0x00280101, 'US', unsignedShort(16)),
    element(0x00280102, 'US', unsignedShort(15)),
    element(0x00280103, 'US', unsignedShort(0)),
    element(0x7fe00010, 'OW', Buffer.alloc(0), pixelBytes),
  ]);
  const preamble = Buffer.alloc(132);
  preamble.write('DICM', 128, 'latin1');
  return Buffer.concat([preamble, element(0x00020000, 'UL', groupLength), meta, dataset]);
}
