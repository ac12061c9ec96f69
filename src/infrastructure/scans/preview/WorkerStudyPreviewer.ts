import type { ScanFile } from '../../../application/scans/ScanFile';
import type { PreviewFailure, SliceImage, StudyDescription, StudyPreviewer } from '../../../application/scans/StudyPreviewer';
import { fail, type Result } from '@tiara/domain/result';
import type { StudyPreviewRequest, StudyPreviewResponse } from './studyPreviewProtocol';

/** The parts of a Worker the adapter uses (a MessagePort in tests). */
export interface StudyPreviewWorker {
  postMessage(message: StudyPreviewRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<StudyPreviewResponse>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  terminate(): void;
}

/** Starts the study preview worker; Vite bundles studyPreviewWorker.ts from this `new URL`. */
export function startStudyPreviewWorker(): StudyPreviewWorker {
  return new Worker(new URL('./studyPreviewWorker.ts', import.meta.url), { type: 'module', name: 'study-preview' });
}

type Answer = Result<StudyDescription | SliceImage, PreviewFailure>;

interface Pending {
  readonly resolve: (answer: Answer) => void;
  readonly reject: (error: Error) => void;
}

/**
 * StudyPreviewer over a Web Worker: the files (Blobs, passed by reference, never copied) go to
 * the worker, which reads and draws there. The worker starts with the first request. An aborted
 * request answers `cancelled` at once and tells the worker to stop. A worker that cannot start or
 * load its code answers `unavailable` to what was waiting, and the next request starts a new one.
 */
export class WorkerStudyPreviewer implements StudyPreviewer {
  private worker: StudyPreviewWorker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly startWorker: () => StudyPreviewWorker;

  constructor(startWorker: () => StudyPreviewWorker = startStudyPreviewWorker) {
    this.startWorker = startWorker;
  }

  describe(files: readonly ScanFile[], options: { readonly signal?: AbortSignal } = {}): Promise<Result<StudyDescription, PreviewFailure>> {
    // Only the ScanFile fields cross to the worker: a ScanFile may be a richer object that cannot be cloned.
    const plain = files.map(({ name, path, size, lastModified, content }) => ({ name, path, size, lastModified, content }));
    return this.request((id) => ({ id, kind: 'describe', files: plain }), options.signal) as Promise<Result<StudyDescription, PreviewFailure>>;
  }

  slice(index: number, options: { readonly signal?: AbortSignal } = {}): Promise<Result<SliceImage, PreviewFailure>> {
    return this.request((id) => ({ id, kind: 'slice', index }), options.signal) as Promise<Result<SliceImage, PreviewFailure>>;
  }

  private request(message: (id: number) => StudyPreviewRequest, signal: AbortSignal | undefined): Promise<Answer> {
    if (signal?.aborted === true) return Promise.resolve(fail({ kind: 'cancelled' }));
    let worker: StudyPreviewWorker;
    try {
      worker = this.ensureWorker();
    } catch {
      return Promise.resolve(fail({ kind: 'unavailable' }));
    }
    const id = this.nextId++;
    return new Promise<Answer>((resolve, reject) => {
      const onAbort = (): void => {
        if (!this.pending.delete(id)) return;
        worker.postMessage({ id, kind: 'cancel' });
        resolve(fail({ kind: 'cancelled' }));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.pending.set(id, {
        resolve: (answer) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(answer);
        },
        reject: (error) => {
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
      });
      worker.postMessage(message(id));
    });
  }

  private ensureWorker(): StudyPreviewWorker {
    if (this.worker !== null) return this.worker;
    const worker = this.startWorker();
    worker.addEventListener('message', (event) => {
      const response = event.data;
      const waiting = this.pending.get(response.id);
      if (waiting === undefined) return;
      this.pending.delete(response.id);
      if ('bug' in response) waiting.reject(new Error(`Study preview worker: ${response.bug}`));
      else waiting.resolve(response.result);
    });
    worker.addEventListener('error', () => {
      // The worker's code did not load (a dropped connection) or it died: what waits cannot be answered.
      if (this.worker === worker) this.worker = null;
      worker.terminate();
      for (const waiting of this.pending.values()) waiting.resolve(fail({ kind: 'unavailable' }));
      this.pending.clear();
    });
    this.worker = worker;
    return worker;
  }
}
