import { inject, injectable } from 'inversify';
import { observableRef } from 'mobx';
import { CheckScanSelection, type ScanSelection } from '../../application/scans/CheckScanSelection';
import type { ScanFile } from '../../application/scans/ScanFile';
import type { IdentifyingDataFound, UnparseableFile, UnparseableReason } from '../../application/scans/StudyPreparer';
import { fileSizeText, filesSent, planScanUpload, studyFingerprint } from '@tiara/domain/scan-file';
import { AiMessages } from '../messages/AiMessages';
import { ScanMessages } from '../messages/ScanMessages';
import { ScanTransferMessages } from '../messages/ScanTransferMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { StudyPreviewPresenter } from './StudyPreviewPresenter';

const texts = AiMessages.upload;
const transfer = ScanTransferMessages;

/** One kind of patient data found in the chosen files, as the list before sending shows it. */
export interface IdentifyingDataRow {
  readonly kind: string;
  readonly files: string;
}

export interface SelectedFileView {
  readonly key: string;
  readonly name: string;
  readonly sizeText: string;
}

/** What is wrong with the files left out, one text per reason naming its files, in the order the reasons first came. */
function problemTexts(files: readonly UnparseableFile[]): string[] {
  const pathsByReason = new Map<UnparseableReason, string[]>();
  for (const file of files) pathsByReason.set(file.reason, [...(pathsByReason.get(file.reason) ?? []), file.path]);
  return [...pathsByReason].map(([reason, paths]) => ScanMessages.fileProblems[reason](paths));
}

/**
 * The files chosen on the scan upload page (SPEC §5 "Upload", issue 18): what is kept of them and
 * why the rest was left out, the patient data they carry before anything is sent, and the study
 * they hold (`preview`). The screen decides when a choice may be made.
 */
@injectable()
export class ScanSelectionPresenter {
  selected: ScanFile[] = [];
  /** The chosen files' headers are being read. */
  checking = false;
  /** Files left out of the last choice, or zips not sent: said, not an error. */
  notices: string[] = [];
  /** Why the last choice left nothing to send: SPEC's message, or a line for each problem with the files chosen. */
  error: string | null = null;
  /** What patient data the chosen files carry; null before the files were looked through, or when that failed. */
  identifyingData: readonly IdentifyingDataFound[] | null = null;

  constructor(
    @inject(CheckScanSelection) private readonly checkScanSelection: CheckScanSelection,
    /** The chosen study as the browser reads it: slices, size, modality and a slice to look at. */
    @inject(StudyPreviewPresenter) readonly preview: StudyPreviewPresenter,
  ) {
    makePresenterObservable(this, arguments, { selected: observableRef, identifyingData: observableRef });
  }

  get identifyingDataRows(): IdentifyingDataRow[] {
    return (this.identifyingData ?? []).map((found) => ({ kind: transfer.kinds[found.kind], files: transfer.inFiles(found.files) }));
  }

  /** Said when the files were looked through and carry no patient data. */
  get noIdentifyingDataText(): string | null {
    return this.identifyingData !== null && this.identifyingData.length === 0 && this.selected.length > 0 ? transfer.noDetailsFound : null;
  }

  get selectedFiles(): SelectedFileView[] {
    return this.selected.map((file, index) => ({ key: `${index}:${file.path}`, name: file.path, sizeText: fileSizeText(file.size) }));
  }

  get summary(): string | null {
    if (this.selected.length === 0) return null;
    return texts.totalSize(this.selected.length, fileSizeText(this.selected.reduce((total, file) => total + file.size, 0)));
  }

  /** Several files, or one that is not a zip, travel as dicoms.zip (SPEC §4). */
  get willBeZipped(): boolean {
    return planScanUpload(this.selected).kind === 'zip-these';
  }

  /** The fingerprint of the study these files would send, which names an unfinished upload of the same files; null without files to send. */
  get fingerprint(): string | null {
    if (this.selected.length === 0) return null;
    const plan = planScanUpload(this.selected);
    return plan.kind === 'nothing' ? null : studyFingerprint(filesSent(plan));
  }

  /** Files picked in the file dialog or dropped (folders already walked): the new choice replaces the old. */
  async filesChosen(files: readonly ScanFile[]): Promise<void> {
    this.checking = true;
    this.error = null;
    this.notices = [];
    this.identifyingData = null;
    this.preview.clear();
    this.checked(await this.checkScanSelection.execute(files));
  }

  clearAllClicked(): void {
    this.selected = [];
    this.notices = [];
    this.error = null;
    this.identifyingData = null;
    this.preview.clear();
  }

  /** What was said about the choice is old news once an upload of it starts. */
  uploadStarted(): void {
    this.notices = [];
    this.error = null;
  }

  /** The server took the study: the files are done with. */
  sent(): void {
    this.selected = [];
    this.identifyingData = null;
    this.preview.clear();
  }

  /** Without an active plan nothing chosen can be sent. */
  subscriptionEnded(): void {
    this.selected = [];
  }

  closed(): void {
    this.preview.clear();
  }

  private checked({ accepted, rejected, unparseable, identifyingData }: ScanSelection): void {
    this.checking = false;
    const problems = problemTexts(unparseable);
    const skipped = rejected.length > 0 ? [texts.skipped(rejected.map((file) => file.path))] : [];
    if (accepted.length === 0) {
      // SPEC §5: nothing left after filtering clears the selection, with SPEC's message when no
      // file was named as a scan; a file that was (a .nii, a .dcm…) is told what is wrong with it.
      this.selected = [];
      this.error = problems.length === 0 ? texts.unsupportedFormat : [...problems, ...skipped].join('\n');
      return;
    }
    this.selected = accepted;
    void this.preview.show(accepted);
    this.identifyingData = identifyingData;
    const notices = [...skipped, ...problems];
    const plan = planScanUpload(accepted);
    if (plan.kind !== 'single-zip' && plan.skippedZips.length > 0) notices.push(texts.zipsSkipped);
    this.notices = notices;
  }
}
