import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SCAN_ARCHIVE_NAME, filesSent, planScanUpload } from '@tiara/domain/scan-file';

const file = (name: string) => ({ name });

describe('upload packaging: one zip as is, otherwise non-zip files zipped into dicoms.zip', () => {
  it('names the archive dicoms.zip', () => {
    expect(SCAN_ARCHIVE_NAME).toBe('dicoms.zip');
  });

  it('sends nothing for an empty selection', () => {
    expect(planScanUpload([])).toEqual({ kind: 'nothing', skippedZips: [] });
  });

  it.each(['study.zip', 'STUDY.ZIP'])('keeps one zip (%s) as a single file', (name) => {
    const zip = file(name);
    const plan = planScanUpload([zip]);
    expect(plan).toEqual({ kind: 'single-zip', file: zip });
    expect(plan.kind === 'single-zip' && plan.file).toBe(zip);
  });

  it.each([['brain.nii'], ['brain.nii.gz'], ['head.nrrd'], ['slice.dcm']])('zips a single non-zip file (%s) too', (name) => {
    expect(planScanUpload([file(name)])).toEqual({
      kind: 'zip-these',
      files: [file(name)],
      archiveName: 'dicoms.zip',
      skippedZips: [],
    });
  });

  it('zips many slices in their order', () => {
    const slices = Array.from({ length: 20 }, (_, index) => file(`brain_${String(index + 1).padStart(3, '0')}.dcm`));
    const plan = planScanUpload(slices);
    expect(plan).toEqual({ kind: 'zip-these', files: slices, archiveName: 'dicoms.zip', skippedZips: [] });
  });

  it('leaves zips out of dicoms.zip when they come with other files, and reports them', () => {
    const plan = planScanUpload([file('a.dcm'), file('old.zip'), file('b.dcm')]);
    expect(plan).toEqual({
      kind: 'zip-these',
      files: [file('a.dcm'), file('b.dcm')],
      archiveName: 'dicoms.zip',
      skippedZips: [file('old.zip')],
    });
  });

  it('sends nothing for two or more zips alone, and reports them', () => {
    expect(planScanUpload([file('a.zip'), file('b.zip')])).toEqual({
      kind: 'nothing',
      skippedZips: [file('a.zip'), file('b.zip')],
    });
  });

  it('accounts for every file exactly once and never nests a zip', () => {
    const name = fc.constantFrom('a.zip', 'b.ZIP', 'c.dcm', 'd.nii', 'e.nii.gz', 'f.nrrd');
    fc.assert(
      fc.property(fc.array(fc.record({ name, id: fc.nat() }), { maxLength: 12 }), (files) => {
        const plan = planScanUpload(files);
        const zips = files.filter((entry) => entry.name.toLowerCase().endsWith('.zip'));
        const others = files.filter((entry) => !entry.name.toLowerCase().endsWith('.zip'));
        if (files.length === 1 && zips.length === 1) {
          expect(plan).toEqual({ kind: 'single-zip', file: files[0] });
        } else if (others.length > 0) {
          expect(plan).toEqual({ kind: 'zip-these', files: others, archiveName: 'dicoms.zip', skippedZips: zips });
        } else {
          expect(plan).toEqual({ kind: 'nothing', skippedZips: zips });
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('the files a plan sends', () => {
  it('is the one zip, or the files zipped, never the zips left out', () => {
    const zip = { name: 'study.zip' };
    const single = planScanUpload([zip]);
    expect(single.kind !== 'nothing' && filesSent(single)).toEqual([zip]);
    const slices = [{ name: 'a.dcm' }, { name: 'b.dcm' }];
    const plan = planScanUpload([...slices, { name: 'old.zip' }]);
    expect(plan.kind !== 'nothing' && filesSent(plan)).toEqual(slices);
  });
});
