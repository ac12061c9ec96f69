import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import dcmjs from 'dcmjs';

export const STUDY_PATIENT_NAME = 'Doe^Jane';

/**
 * A CT series as a scanner exports it: `count` slices of `size` × `size` 16-bit pixels (a bright
 * disc on a dark ground, so a drawn slice is not blank), one file each, carrying the patient's
 * name, ID, birth date and the clinic in every header. Written to a new folder; returns the paths.
 */
export function writeSyntheticStudy(count: number, size = 512): string[] {
  const folder = mkdtempSync(join(tmpdir(), 'tiara-study-'));
  const studyUid = '1.2.826.0.1.3680043.2.1125.77.1';
  const seriesUid = '1.2.826.0.1.3680043.2.1125.77.2';
  const pixels = new Uint16Array(size * size);
  const centre = size / 2;
  return Array.from({ length: count }, (_, index) => {
    const radius = size * (0.2 + 0.2 * Math.sin((Math.PI * (index + 1)) / (count + 1)));
    for (let row = 0; row < size; row++) {
      for (let column = 0; column < size; column++) {
        pixels[row * size + column] = Math.hypot(row - centre, column - centre) < radius ? 1200 + ((row * column + index) % 97) : (row + column + index) % 50;
      }
    }
    const sopUid = `1.2.826.0.1.3680043.2.1125.77.3.${index + 1}`;
    const file = new dcmjs.data.DicomDict({
      '00020001': { vr: 'OB', Value: [new Uint8Array([0, 1]).buffer] },
      '00020002': { vr: 'UI', Value: ['1.2.840.10008.5.1.4.1.1.2'] },
      '00020003': { vr: 'UI', Value: [sopUid] },
      '00020010': { vr: 'UI', Value: ['1.2.840.10008.1.2.1'] },
      '00020012': { vr: 'UI', Value: ['1.2.3.4.5'] },
    });
    file.dict = {
      '00080016': { vr: 'UI', Value: ['1.2.840.10008.5.1.4.1.1.2'] },
      '00080018': { vr: 'UI', Value: [sopUid] },
      '00080020': { vr: 'DA', Value: ['20261120'] },
      '00080060': { vr: 'CS', Value: ['CT'] },
      '00080080': { vr: 'LO', Value: ['Cairo Smile Dental Clinic'] },
      '00100010': { vr: 'PN', Value: [{ Alphabetic: STUDY_PATIENT_NAME }] },
      '00100020': { vr: 'LO', Value: ['EG-29801011234567'] },
      '00100030': { vr: 'DA', Value: ['19800101'] },
      '0020000D': { vr: 'UI', Value: [studyUid] },
      '0020000E': { vr: 'UI', Value: [seriesUid] },
      '00200013': { vr: 'IS', Value: [index + 1] },
      '00200032': { vr: 'DS', Value: [0, 0, index * 0.3] },
      '00200037': { vr: 'DS', Value: [1, 0, 0, 0, 1, 0] },
      '00280002': { vr: 'US', Value: [1] },
      '00280004': { vr: 'CS', Value: ['MONOCHROME2'] },
      '00280010': { vr: 'US', Value: [size] },
      '00280011': { vr: 'US', Value: [size] },
      '00280030': { vr: 'DS', Value: [0.3, 0.3] },
      '00280100': { vr: 'US', Value: [16] },
      '00280101': { vr: 'US', Value: [12] },
      '00280102': { vr: 'US', Value: [11] },
      '00280103': { vr: 'US', Value: [0] },
      '7FE00010': { vr: 'OW', Value: [pixels.slice().buffer] },
    };
    const path = join(folder, `IM${String(index + 1).padStart(4, '0')}.dcm`);
    writeFileSync(path, new Uint8Array(file.write()));
    return path;
  });
}
