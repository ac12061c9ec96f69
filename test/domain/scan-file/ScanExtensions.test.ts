import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ACCEPTED_SCAN_EXTENSIONS,
  filterScanFiles,
  hasAcceptedScanExtension,
  isIgnorableEntry,
  scanExtensionOf,
} from '@tiara/domain/scan-file';

describe('accepted extensions (case-insensitive): .nii, .nii.gz, .dcm, .nrrd, .zip', () => {
  it('lists exactly the SPEC extensions', () => {
    expect(ACCEPTED_SCAN_EXTENSIONS).toEqual(['.nii', '.nii.gz', '.dcm', '.nrrd', '.zip']);
  });

  it.each([
    ['brain.nii', '.nii'],
    ['brain.nii.gz', '.nii.gz'],
    ['BRAIN.NII.GZ', '.nii.gz'],
    ['Brain.Nii.Gz', '.nii.gz'],
    ['slice001.dcm', '.dcm'],
    ['SLICE001.DCM', '.dcm'],
    ['volume.nrrd', '.nrrd'],
    ['study.ZIP', '.zip'],
    ['patient/study/series/slice.dcm', '.dcm'],
    ['my.scan.v2.nii', '.nii'],
  ])('keeps %j as %s', (name, extension) => {
    expect(scanExtensionOf(name)).toBe(extension);
    expect(hasAcceptedScanExtension(name)).toBe(true);
  });

  it.each([
    'scan.gz', // only .nii.gz is a scan, not any gzip
    'study.tar.gz',
    'brain.img.gz',
    'brain.hdr', // a NIfTI pair is not accepted
    'brain.img',
    'head.nhdr', // detached NRRD header
    'slice.dicom',
    'slice.dcm.txt',
    'brain.nii.bak',
    'IM000001', // extensionless CD export: SPEC filters by extension
    'DICOMDIR',
    'report.pdf',
    'dcm',
    'zip',
    '',
  ])('filters out %j', (name) => {
    expect(scanExtensionOf(name)).toBeNull();
    expect(hasAcceptedScanExtension(name)).toBe(false);
  });

  it('ignores case for every name', () => {
    const letters = fc.string({ unit: fc.constantFrom('a', 'B', '.', 'n', 'I', 'g', 'Z', 'd', 'c', 'M', '/'), maxLength: 20 });
    fc.assert(
      fc.property(letters, (name) => {
        expect(hasAcceptedScanExtension(name.toUpperCase())).toBe(hasAcceptedScanExtension(name.toLowerCase()));
        expect(hasAcceptedScanExtension(name)).toBe(ACCEPTED_SCAN_EXTENSIONS.some((ext) => name.toLowerCase().endsWith(ext)));
      }),
      { numRuns: 500 },
    );
  });
});

describe('entries that are not scans', () => {
  it.each([
    'DICOMDIR',
    'dicomdir',
    'CD/DICOMDIR',
    'study\\DICOMDIR',
    '__MACOSX/',
    '__MACOSX/study/._slice1.dcm',
    'export/__MACOSX/slice1.dcm',
    '.DS_Store',
    'study/.DS_Store',
    'Thumbs.db',
    'study/THUMBS.DB',
    '._brain.nii', // AppleDouble companion beside the real file
    'study/._slice1.dcm',
  ])('ignores %j', (path) => {
    expect(isIgnorableEntry(path)).toBe(true);
  });

  it.each(['slice1.dcm', 'DICOMDIR.dcm', 'study/DICOM/IM0001.dcm', 'MACOSX/slice.dcm', 'brain.nii.gz', 'thumbs.db.zip', '', '/'])(
    'keeps %j',
    (path) => {
      expect(isIgnorableEntry(path)).toBe(false);
    },
  );
});

describe('filterScanFiles', () => {
  it('keeps accepted files in order and filters out the rest', () => {
    const files = [
      { name: 'a.dcm', size: 1 },
      { name: 'notes.txt', size: 2 },
      { name: 'b.DCM', size: 3 },
      { name: 'DICOMDIR', size: 4 },
      { name: '__MACOSX/._a.dcm', size: 5 },
      { name: 'c.nii.gz', size: 6 },
      { name: 'd.gz', size: 7 },
    ];
    const { accepted, rejected } = filterScanFiles(files);
    expect(accepted.map((file) => file.name)).toEqual(['a.dcm', 'b.DCM', 'c.nii.gz']);
    expect(rejected.map((file) => file.name)).toEqual(['notes.txt', 'DICOMDIR', '__MACOSX/._a.dcm', 'd.gz']);
    expect(accepted[0]).toBe(files[0]);
  });

  it('rejects everything when nothing is a scan (the screen then shows the unsupported-format error)', () => {
    expect(filterScanFiles([{ name: 'x.png' }, { name: 'y.pdf' }])).toEqual({
      accepted: [],
      rejected: [{ name: 'x.png' }, { name: 'y.pdf' }],
    });
  });

  it('partitions: every file lands in exactly one list, order kept, input untouched', () => {
    const name = fc.oneof(
      fc.constantFrom('a.dcm', 'b.nii', 'c.nii.gz', 'd.nrrd', 'e.zip', 'f.gz', 'DICOMDIR', '.DS_Store', '._g.dcm', 'h.txt'),
      fc.string({ maxLength: 12 }),
    );
    fc.assert(
      fc.property(fc.array(fc.record({ name, id: fc.nat() }), { maxLength: 20 }), (files) => {
        const copy = files.map((file) => ({ ...file }));
        const { accepted, rejected } = filterScanFiles(files);
        expect(files).toEqual(copy);
        expect(accepted.length + rejected.length).toBe(files.length);
        expect(accepted).toEqual(files.filter((file) => accepted.includes(file)));
        expect(rejected).toEqual(files.filter((file) => !accepted.includes(file)));
        for (const file of accepted) {
          expect(hasAcceptedScanExtension(file.name) && !isIgnorableEntry(file.name)).toBe(true);
        }
        for (const file of rejected) {
          expect(hasAcceptedScanExtension(file.name) && !isIgnorableEntry(file.name)).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });
});
