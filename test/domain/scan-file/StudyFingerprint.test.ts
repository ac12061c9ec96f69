import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FingerprintedFile, isStudyFingerprint, studyFingerprint } from '@tiara/domain/scan-file';

const slice = (path: string, size = 1000, lastModified = 1_700_000_000_000): FingerprintedFile => ({ path, size, lastModified });
const files = fc.array(fc.record({ path: fc.string({ minLength: 1 }), size: fc.nat(), lastModified: fc.nat() }), { minLength: 1, maxLength: 20 });

describe('a study fingerprint: the same chosen files are recognised after a reload', () => {
  it('names the count and total size, then a hash', () => {
    expect(studyFingerprint([slice('s/IM1.dcm'), slice('s/IM2.dcm', 500)])).toMatch(/^2-1500-[0-9a-f]{16}$/);
  });

  it.each([
    ['another path', [slice('s/IM1.dcm'), slice('s/IM3.dcm')]],
    ['another size', [slice('s/IM1.dcm'), slice('s/IM2.dcm', 1001)]],
    ['a later change', [slice('s/IM1.dcm'), slice('s/IM2.dcm', 1000, 1_700_000_000_001)]],
    ['another order', [slice('s/IM2.dcm'), slice('s/IM1.dcm')]],
    ['one file fewer', [slice('s/IM1.dcm')]],
  ])('changes with %s', (_, other) => {
    expect(studyFingerprint(other)).not.toBe(studyFingerprint([slice('s/IM1.dcm'), slice('s/IM2.dcm')]));
  });

  it('is recognised by its shape, and an edited one is not', () => {
    fc.assert(fc.property(files, (chosen) => isStudyFingerprint(studyFingerprint(chosen))));
    expect(['', '2-1500', '2-1500-0123456789ABCDEF', '2-1500-0123456789abcdef0', 'x-1-0123456789abcdef'].map(isStudyFingerprint)).toEqual([false, false, false, false, false]);
  });

  it('is the same for the same files chosen again', () => {
    fc.assert(fc.property(files, (chosen) => studyFingerprint(chosen) === studyFingerprint(chosen.map((file) => ({ ...file })))));
  });

  it('differs when any one file is swapped for a file of another size', () => {
    fc.assert(
      fc.property(files, fc.nat(), fc.integer({ min: 1, max: 1000 }), (chosen, at, extra) => {
        const index = at % chosen.length;
        const changed = chosen.map((file, position) => (position === index ? { ...file, size: file.size + extra } : file));
        return studyFingerprint(changed) !== studyFingerprint(chosen);
      }),
    );
  });
});
