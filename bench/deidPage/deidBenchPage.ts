/**
 * The page bench/deidBench.ts opens in Chromium: the study's files are chosen in its file input
 * (disk-backed Files, as a customer's), and `runStudyPreparation` surveys and prepares them with the
 * app's own WorkerStudyPreparer, timing both and watching the page's thread for pauses.
 */
import type { ScanFile } from '../../src/application/scans/ScanFile';
import { SCAN_ARCHIVE_NAME } from '@tiara/domain/scan-file';
import { WorkerStudyPreparer } from '../../src/infrastructure/scans/deid/WorkerStudyPreparer';
import { readZipEntries } from '../../src/infrastructure/zip/ZipEntries';

export interface StudyPreparationFigures {
  readonly files: number;
  readonly inputBytes: number;
  readonly surveySeconds: number;
  readonly prepareSeconds: number;
  readonly archiveBytes: number;
  readonly archiveEntries: number;
  readonly kindsFound: readonly string[];
  /** The longest time the page's own thread did not get to run a 10 ms timer, during the survey and the preparation. */
  readonly longestPauseMs: number;
  /** Whether a sampled de-identified slice still holds the patient's name the generated slices carry. */
  readonly nameLeft: boolean;
}

declare global {
  interface Window {
    warmUpStudyPreparation(): Promise<void>;
    runStudyPreparation(patientName: string): Promise<StudyPreparationFigures>;
  }
}

const preparer = new WorkerStudyPreparer();

function chosenFiles(): ScanFile[] {
  const input = document.querySelector<HTMLInputElement>('#study')!;
  return [...(input.files ?? [])].map((file) => ({ name: file.name, path: `study/${file.name}`, size: file.size, lastModified: file.lastModified, content: file }));
}

function plan(files: ScanFile[]): { kind: 'zip-these'; files: ScanFile[]; archiveName: typeof SCAN_ARCHIVE_NAME; skippedZips: ScanFile[] } {
  return { kind: 'zip-these' as const, files, archiveName: SCAN_ARCHIVE_NAME, skippedZips: [] as ScanFile[] };
}

/** Starts the worker and lets the engine compile its code on a few files: not timed. */
window.warmUpStudyPreparation = async () => {
  const files = chosenFiles().slice(0, 8);
  const survey = await preparer.survey(files);
  const result = await preparer.prepare(plan(files), { key: 'warm-up' });
  if (!survey.ok || !result.ok) throw new Error('the warm-up failed');
};

window.runStudyPreparation = async (patientName) => {
  const files = chosenFiles();
  let longestPauseMs = 0;
  let lastTick = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    longestPauseMs = Math.max(longestPauseMs, now - lastTick - 10);
    lastTick = now;
  }, 10);
  const started = performance.now();
  const survey = await preparer.survey(files);
  const surveyed = performance.now();
  const result = await preparer.prepare(plan(files), { key: 'bench key' });
  const prepared = performance.now();
  clearInterval(ticker);
  if (!survey.ok) throw new Error(`the survey failed: ${JSON.stringify(survey.error)}`);
  if (!result.ok) throw new Error(`the preparation failed: ${JSON.stringify(result.error)}`);
  const entries = await readZipEntries(result.value.file);
  const sample = await entries[Math.floor(entries.length / 2)]!.open();
  const sampleText = new TextDecoder('latin1').decode(await sample.slice(0, 64 * 1024).arrayBuffer());
  return {
    files: files.length,
    inputBytes: files.reduce((sum, file) => sum + file.size, 0),
    surveySeconds: (surveyed - started) / 1000,
    prepareSeconds: (prepared - surveyed) / 1000,
    archiveBytes: result.value.file.size,
    archiveEntries: entries.length,
    kindsFound: survey.value.found.map((found) => found.kind),
    longestPauseMs,
    nameLeft: sampleText.includes(patientName),
  };
};
