import { describe, expect, it } from 'vitest';
import type { StudyPreviewer } from '../../../../src/application/scans/StudyPreviewer';
import { serveStudyPreviews } from '../../../../src/infrastructure/scans/preview/serveStudyPreviews';
import type { StudyPreviewScope } from '../../../../src/infrastructure/scans/preview/studyPreviewProtocol';
import { StudyPreviewReader } from '../../../../src/infrastructure/scans/preview/StudyPreviewReader';
import { WorkerStudyPreviewer, type StudyPreviewWorker } from '../../../../src/infrastructure/scans/preview/WorkerStudyPreviewer';
import { type TestWorker, channelWorker, unloadableWorker } from '../testWorkers';
import { MINIMAL_NII, VOLUME_FILES, greyLevels, sampleScanFile } from './sampleScans';

/** The preview's worker side over a real message channel: requests and answers cloned, pixels transferred, as between threads. */
const previewWorker = (previewer: StudyPreviewer) =>
  channelWorker((port) => serveStudyPreviews(port as unknown as StudyPreviewScope, previewer)) as unknown as TestWorker & StudyPreviewWorker;
const failingWorker = () => unloadableWorker() as unknown as TestWorker & StudyPreviewWorker;

describe('WorkerStudyPreviewer', () => {
  it('describes and draws through the worker\u2019s messages, starting the worker once', async () => {
    let started = 0;
    const previewer = new WorkerStudyPreviewer(() => {
      started += 1;
      return previewWorker(new StudyPreviewReader());
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
    const previewer = new WorkerStudyPreviewer(() => previewWorker(watching));
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
      const worker = workers.length === 0 ? failingWorker() : previewWorker(new StudyPreviewReader());
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
