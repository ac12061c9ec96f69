import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anonymousEntryPaths } from '@tiara/domain/scan-file';

describe('the names of a study’s files inside the zip sent', () => {
  it('numbers them in order and keeps only the scan extension', () => {
    expect(anonymousEntryPaths(['Doe_Jane/CBCT/IM1.DCM', 'Doe_Jane/brain.nii.gz', 'head.nrrd', 'Doe Jane.nii', 'notes'])).toEqual([
      '0001.dcm',
      '0002.nii.gz',
      '0003.nrrd',
      '0004.nii',
      '0005',
    ]);
  });

  it('widens the numbers past 9,999 files', () => {
    expect(anonymousEntryPaths(Array.from({ length: 10_000 }, () => 'IM.dcm')).at(-1)).toBe('10000.dcm');
  });

  it('gives every file its own name, with nothing of the chosen name but its extension', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1 }), { maxLength: 50 }), (paths) => {
        const names = anonymousEntryPaths(paths);
        return new Set(names).size === paths.length && names.every((name) => /^\d{4,}(\.dcm|\.nii|\.nii\.gz|\.nrrd|\.zip)?$/.test(name));
      }),
    );
  });
});
