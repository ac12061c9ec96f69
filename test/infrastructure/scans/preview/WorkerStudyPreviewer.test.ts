import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import type { StudyPreviewer } from '../../../../src/application/scans/StudyPreviewer';
import { serveStudyPreviews } from '../../../../src/infrastructure/scans/preview/serveStudyPreviews';
import type { StudyPreviewScope } from '../../../../src/infrastructure/scans/preview/studyPreviewProtocol';
import { StudyPreviewReader } from '../../../../src/infrastructure/scans/preview/StudyPreviewReader';
import { WorkerStudyPreviewer, type StudyPreviewWorker } from '../../../../src/infrastructure/scans/preview/WorkerStudyPreviewer';
import { MINIMAL_NII, VOLUME_FILES, greyLevels, sampleScanFile } from './sampleScans';

/** The worker's side served over a real MessageChannel, so requests and answers are cloned (and pixels transferred) as between threads. */
function channelWorker(previewer: StudyPreviewer): StudyPreviewWorker & { terminated: boolean } {
  const { port1, port2 } = new MessageChannel();
  serveStudyPreviews(port2 as unknown as StudyPreviewScope, previewer);
  port2.start();
  port1.start();
  const worker = {
    terminated: false,
    postMessage: (message: unknown) => port1.postMessage(message),
    addEventListener: (type: string, listener: (event: never) => void) => {
      if (type === 'message') port1.addEventListener('message', listener as never);
    },
    terminate: () => {
      worker.terminated = true;
      port1.close();
    },
  };
  return worker as unknown as StudyPreviewWorker & { terminated: boolean };
}

/** A worker whose code never loads: it reports an error event, as a module worker does when its script fails to download. */
function failingWorker(): StudyPreviewWorker & { terminated: boolean } {
  const errors: Array<(event: Event) => void> = [];
  const worker = {
    terminated: false,
    postMessage: () => queueMicrotask(() => errors.forEach((listener) => listener(new Event('error')))),
    addEventListener: (type: string, listener: (event: Event) => void) => {
      if (type === 'error') errors.push(listener);
    },
    terminate: () => {
      worker.terminated = true;
    },
  };
  return worker as unknown as StudyPreviewWorker & { terminated: boolean };
}

describe('WorkerStudyPreviewer', () => {
  it('describes and draws through the worker\u2019s messages, starting the worker once', async () => {
    let started = 0;
    const previewer = new WorkerStudyPreviewer(() => {
      started += 1;
      return channelWorker(new StudyPreviewReader());
    });
    const files = VOLUME_FILES.map((path) => sampleScanFile(path));
    expect(await previewer.describe(files)).toMatchObject({ ok: true, value: { format: 'dicom', sliceCount: 20, columns: 256, rows: 256, modality: 'MR' } });
    const slice = await previewer.slice(9);
    expect(slice.ok).toBe(true);
    if (slice.ok) {
      expect(slice.value.rgba).toBeInstanceOf(Uint8ClampedArray);
      expect(greyLevels(slice.value.rgba)).toBeGreaterThan(100);
    }
    expect(await previewer.slice(20)).toEqual({ ok: false, error: { kind: 'not-an-image' } });
    expect(started).toBe(1);
  });

  it('answers cancelled at once for an aborted request, and the worker stops it', async () => {
    const reader = new StudyPreviewReader();
    const workerAnswers: string[] = [];
    let first = true;
    const watching: StudyPreviewer = {
      describe: async (files, options) => {
        // The first describe waits for the page's cancel to reach the worker (the test times out if it never does).
        if (first) {
          first = false;
          await new Promise((resolve) => options?.signal?.addEventListener('abort', resolve));
        }
        const answer = await reader.describe(files, options);
        workerAnswers.push(answer.ok ? answer.value.format : answer.error.kind);
        return answer;
      },
      slice: (index, options) => reader.slice(index, options),
    };
    const previewer = new WorkerStudyPreviewer(() => channelWorker(watching));
    const controller = new AbortController();
    const answer = previewer.describe(VOLUME_FILES.map((path) => sampleScanFile(path)), { signal: controller.signal });
    controller.abort();
    expect(await answer).toEqual({ ok: false, error: { kind: 'cancelled' } });
    const already = new AbortController();
    already.abort();
    expect(await previewer.slice(0, { signal: already.signal })).toEqual({ ok: false, error: { kind: 'cancelled' } });
    expect(await previewer.describe([sampleScanFile(MINIMAL_NII)])).toMatchObject({ ok: true, value: { format: 'nifti' } });
    expect(workerAnswers).toEqual(['cancelled', 'nifti']);
  });

  it('answers unavailable when the worker\u2019s code does not load, and starts a new worker next time', async () => {
    const workers: Array<StudyPreviewWorker & { terminated: boolean }> = [];
    const previewer = new WorkerStudyPreviewer(() => {
      const worker = workers.length === 0 ? failingWorker() : channelWorker(new StudyPreviewReader());
      workers.push(worker);
      return worker;
    });
    expect(await previewer.describe([sampleScanFile(MINIMAL_NII)])).toEqual({ ok: false, error: { kind: 'unavailable' } });
    expect(workers[0]?.terminated).toBe(true);
    expect(await previewer.describe([sampleScanFile(MINIMAL_NII)])).toMatchObject({ ok: true, value: { sliceCount: 10 } });
    expect(workers).toHaveLength(2);
  });

  it('answers unavailable when a worker cannot even be started', async () => {
    const previewer = new WorkerStudyPreviewer(() => {
      throw new Error('Workers are blocked here');
    });
    expect(await previewer.slice(0)).toEqual({ ok: false, error: { kind: 'unavailable' } });
  });
});
