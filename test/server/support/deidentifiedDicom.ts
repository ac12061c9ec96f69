import dcmjs from 'dcmjs';
import { type DicomDataset, UidReplacements, deidentifyDicomDataset, deidentifyFileMeta } from '@tiara/domain/scan-deid';

/**
 * A DICOM slice as the browser sends it, de-identified already, so the server keeps it byte for
 * byte (the profile's output is its fixed point), with at least `bytes` bytes of pixels whose
 * values tell offsets apart: for tests of how bytes travel rather than of what they hold.
 */
export function deidentifiedDicom(bytes: number): Buffer {
  const columns = 1024;
  const rows = Math.ceil(bytes / 2 / columns);
  const pixels = new Uint8Array(rows * columns * 2).map((_, index) => (index * 31) % 251);
  const replacements = new UidReplacements('test-study');
  const replaceUid = (uid: string) => replacements.replace(uid);
  const meta = deidentifyFileMeta(
    {
      '00020001': { vr: 'OB', Value: [new Uint8Array([0, 1]).buffer] },
      '00020002': { vr: 'UI', Value: ['1.2.840.10008.5.1.4.1.1.2'] },
      '00020003': { vr: 'UI', Value: ['1.2.3.4.5.6'] },
      '00020010': { vr: 'UI', Value: ['1.2.840.10008.1.2.1'] },
      '00020012': { vr: 'UI', Value: ['1.2.3.4.5'] },
    },
    replaceUid,
  );
  const dict = deidentifyDicomDataset(
    {
      '00080016': { vr: 'UI', Value: ['1.2.840.10008.5.1.4.1.1.2'] },
      '00080018': { vr: 'UI', Value: ['1.2.3.4.5.6'] },
      '00080060': { vr: 'CS', Value: ['CT'] },
      '0020000D': { vr: 'UI', Value: ['1.2.3.4.5.7'] },
      '0020000E': { vr: 'UI', Value: ['1.2.3.4.5.8'] },
      '00280002': { vr: 'US', Value: [1] },
      '00280004': { vr: 'CS', Value: ['MONOCHROME2'] },
      '00280010': { vr: 'US', Value: [rows] },
      '00280011': { vr: 'US', Value: [columns] },
      '00280100': { vr: 'US', Value: [16] },
      '00280101': { vr: 'US', Value: [16] },
      '00280102': { vr: 'US', Value: [15] },
      '00280103': { vr: 'US', Value: [0] },
      '7FE00010': { vr: 'OW', Value: [pixels.buffer] },
    } satisfies DicomDataset,
    replaceUid,
  );
  const file = new dcmjs.data.DicomDict(meta.dataset as Record<string, { vr: string; Value?: unknown[] }>);
  file.dict = dict.dataset as Record<string, { vr: string; Value?: unknown[] }>;
  return Buffer.from(file.write());
}
