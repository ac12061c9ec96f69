import { describe, expect, it } from 'vitest';
import { ok } from '@tiara/domain/result';
import { ScanSelectionPresenter } from '../../../src/ui/ai/ScanSelectionPresenter';
import { settle } from '../../application/support/checkoutFakes';
import { type AiKit, aiTestKit, mrSlices, scanFile, zippedSlices } from './aiTestKit';

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
    expect(kit.selection.notices).toEqual(['This file was left out, as it could not be read as a scan and is never sent as it is: series/brain_003.dcm']);

    kit.preparer.surveyAnswer = ok({ found: [], unparseable: [{ path: 'series/brain_002.dcm', reason: 'broken-dicom' }] });
    await kit.selection.filesChosen(mrSlices(1));
    expect([kit.selection.selected, kit.selection.error]).toEqual([[], 'This file was left out, as it could not be read as a scan and is never sent as it is: series/brain_002.dcm']);
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
    expect(selection.notices).toEqual(['These 2 files were left out, as they are not a supported scan: notes.txt, renamed.dcm']);
    expect(selection.error).toBeNull();
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
    expect(selection.error).toBe('Unsupported file format. Please upload .nii, .nii.gz, .dcm, .nrrd, or ZIPs of DICOMs.');
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
