import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { SCAN_ARCHIVE_NAME } from '@tiara/domain/scan-file';
import { serveStudyPreparation } from '../../../../src/infrastructure/scans/deid/serveStudyPreparation';
import type { MessageEndpoint } from '../../../../src/infrastructure/scans/deid/StudyPreparationMessages';
import { type PreparationWorker, WorkerStudyPreparer } from '../../../../src/infrastructure/scans/deid/WorkerStudyPreparer';
import { type TestWorker, channelWorker, unloadableWorker } from '../testWorkers';
import { archiveEntries, pixelDataOf, scanFileFrom, volumePaths } from './deidFixtures';

/** In-memory copies: Node cannot clone its disk-backed Blobs through a channel (browsers can). */
const scanFileOf = async (path: string) => scanFileFrom(readFileSync(path), path.split('/').at(-1)!);

/** The preparation's worker side over a real message channel (Node cannot clone disk-backed Blobs, hence scanFileOf's in-memory copies). */
const preparationWorker = () => channelWorker((port) => serveStudyPreparation(port as unknown as MessageEndpoint)) as TestWorker & PreparationWorker;
const brokenWorker = () => unloadableWorker() as TestWorker & PreparationWorker;

/** A worker whose code fails unexpectedly on every request: it answers `crashed`. */
function crashingWorker(): PreparationWorker {
  const listeners: ((event: MessageEvent) => void)[] = [];
  return {
    postMessage: (message: unknown) => {
      const { id } = message as { id: number };
      queueMicrotask(() => listeners.forEach((listener) => listener(new MessageEvent('message', { data: { id, type: 'crashed', message: 'a bug' } }))));
    },
    addEventListener: (type: string, listener: (event: never) => void) => {
      if (type === 'message') listeners.push(listener as never);
    },
    terminate: () => {},
  };
}

describe('WorkerStudyPreparer', () => {
  it('answers unavailable, not a rejected promise, when its code fails unexpectedly', async () => {
    const preparer = new WorkerStudyPreparer(crashingWorker);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const file = await scanFileOf(volumePaths[0]!);
    expect(await preparer.survey([file])).toEqual({ ok: false, error: { kind: 'unavailable' } });
    expect(await preparer.prepare({ kind: 'zip-these', files: [file], archiveName: SCAN_ARCHIVE_NAME, skippedZips: [] }, { key: 'k' })).toEqual({ ok: false, error: { kind: 'unavailable' } });
    expect(errors).toHaveBeenCalledWith('The study preparation failed: a bug');
    errors.mockRestore();
  });

  it('surveys and prepares through the worker, with progress, and the archive comes back as a Blob', async () => {
    const workers: ReturnType<typeof preparationWorker>[] = [];
    const preparer = new WorkerStudyPreparer(() => {
      const worker = preparationWorker();
      workers.push(worker);
      return worker;
    });
    const files = await Promise.all(volumePaths.slice(0, 6).map((path) => scanFileOf(path)));
    const survey = await preparer.survey(files);
    expect(survey.ok && survey.value.found.find((found) => found.kind === 'uids')).toEqual({ kind: 'uids', files: 6 });
    const progress: number[] = [];
    const result = await preparer.prepare({ kind: 'zip-these', files, archiveName: SCAN_ARCHIVE_NAME, skippedZips: [] }, { key: 'k', onProgress: (fraction) => progress.push(fraction) });
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.value.fileName).toBe(SCAN_ARCHIVE_NAME);
    const entries = await archiveEntries(result.value.file, files.map((file) => file.path));
    expect(Buffer.compare(pixelDataOf(entries.get('brain_003.dcm')!), pixelDataOf(new Uint8Array(readFileSync(volumePaths[2]!))))).toBe(0);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    // One worker serves every call.
    expect(workers).toHaveLength(1);
  });

  it('answers cancelled at once when aborted, before or during the work', async () => {
    const preparer = new WorkerStudyPreparer(preparationWorker);
    const files = await Promise.all(volumePaths.map((path) => scanFileOf(path)));
    const aborted = new AbortController();
    aborted.abort();
    expect(await preparer.survey(files, { signal: aborted.signal })).toEqual({ ok: false, error: { kind: 'cancelled' } });
    const controller = new AbortController();
    const pending = preparer.prepare({ kind: 'zip-these', files, archiveName: SCAN_ARCHIVE_NAME, skippedZips: [] }, { key: 'k', signal: controller.signal });
    controller.abort();
    expect(await pending).toEqual({ ok: false, error: { kind: 'cancelled' } });
    // The worker is still there for the next call.
    expect((await preparer.survey(files.slice(0, 1))).ok).toBe(true);
  });

  it('answers unavailable when the worker cannot be loaded, and tries a new one on the next call', async () => {
    const started: ReturnType<typeof unloadableWorker>[] = [];
    const preparer = new WorkerStudyPreparer(() => {
      const worker = brokenWorker();
      started.push(worker);
      return worker;
    });
    const files = [await scanFileOf(volumePaths[0]!)];
    expect(await preparer.survey(files)).toEqual({ ok: false, error: { kind: 'unavailable' } });
    expect(await preparer.prepare({ kind: 'zip-these', files, archiveName: SCAN_ARCHIVE_NAME, skippedZips: [] }, { key: 'k' })).toEqual({ ok: false, error: { kind: 'unavailable' } });
    expect(started).toHaveLength(2);
    expect(started.every((worker) => worker.terminated)).toBe(true);
  });

  it('answers unavailable when no worker can be started at all', async () => {
    const preparer = new WorkerStudyPreparer(() => {
      throw new Error('Workers are not allowed here');
    });
    expect(await preparer.survey([await scanFileOf(volumePaths[0]!)])).toEqual({ ok: false, error: { kind: 'unavailable' } });
  });
});
