import type { PrepareFailure, PrepareOptions, PreparedStudy, StudyPreparer, StudySurvey, SurveyOptions } from '../../../application/scans/StudyPreparer';
import type { ScanFile } from '../../../application/scans/ScanFile';
import { type Result, fail } from '@tiara/domain/result';
import type { ScanUploadPlan } from '@tiara/domain/scan-file';
import type { MessageEndpoint, StudyPreparationReply, StudyPreparationRequest } from './StudyPreparationMessages';

/** The worker as the adapter uses it: a message endpoint that reports a failure to load, and can be stopped. */
export interface PreparationWorker extends MessageEndpoint {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  terminate(): void;
}

/** Vite sees this `new Worker(new URL(...))` and bundles the worker with its own dependencies. */
function startBrowserWorker(): PreparationWorker {
  return new Worker(new URL('./studyPreparationWorker.ts', import.meta.url), { type: 'module' });
}

interface Pending {
  readonly onProgress: ((fraction: number) => void) | undefined;
  readonly settle: (reply: StudyPreparationReply | 'unavailable') => void;
}

/** A ScanFile as a plain object: whatever the caller's objects are, only these fields are cloned to the worker. */
function plainFile(file: ScanFile): ScanFile {
  return { name: file.name, path: file.path, size: file.size, lastModified: file.lastModified, content: file.content };
}

/**
 * StudyPreparer in a Web Worker (issue 18 §4: the page never freezes). One worker serves every
 * call, started with the first; if its code cannot be fetched (the connection dropped), the
 * calls answer `unavailable` and the next call starts a new one. Cancelling answers at once and
 * tells the worker to stop.
 */
export class WorkerStudyPreparer implements StudyPreparer {
  private worker: PreparationWorker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(private readonly startWorker: () => PreparationWorker = startBrowserWorker) {}

  survey(files: readonly ScanFile[], options: SurveyOptions = {}): Promise<Result<StudySurvey, PrepareFailure>> {
    return this.request((id) => ({ id, type: 'survey', files: files.map(plainFile) }), 'surveyed', options.signal, options.onProgress);
  }

  prepare(plan: Exclude<ScanUploadPlan<ScanFile>, { kind: 'nothing' }>, options: PrepareOptions): Promise<Result<PreparedStudy, PrepareFailure>> {
    const plainPlan: Exclude<ScanUploadPlan<ScanFile>, { kind: 'nothing' }> =
      plan.kind === 'single-zip'
        ? { kind: 'single-zip', file: plainFile(plan.file) }
        : { kind: 'zip-these', files: plan.files.map(plainFile), archiveName: plan.archiveName, skippedZips: plan.skippedZips.map(plainFile) };
    return this.request((id) => ({ id, type: 'prepare', plan: plainPlan, key: options.key }), 'prepared', options.signal, options.onProgress);
  }

  private request<Answer extends Result<unknown, PrepareFailure>>(
    message: (id: number) => StudyPreparationRequest,
    answer: 'surveyed' | 'prepared',
    signal: AbortSignal | undefined,
    onProgress: ((fraction: number) => void) | undefined,
  ): Promise<Answer> {
    if (signal?.aborted) return Promise.resolve(fail({ kind: 'cancelled' }) as Answer);
    let worker: PreparationWorker;
    try {
      worker = this.currentWorker();
    } catch {
      return Promise.resolve(fail({ kind: 'unavailable' }) as Answer);
    }
    const id = this.nextId++;
    return new Promise<Answer>((resolve) => {
      const cancel = () => {
        this.pending.delete(id);
        worker.postMessage({ id, type: 'cancel' } satisfies StudyPreparationRequest);
        resolve(fail({ kind: 'cancelled' }) as Answer);
      };
      signal?.addEventListener('abort', cancel, { once: true });
      this.pending.set(id, {
        onProgress,
        settle: (reply) => {
          this.pending.delete(id);
          signal?.removeEventListener('abort', cancel);
          if (reply === 'unavailable') resolve(fail({ kind: 'unavailable' }) as Answer);
          else if (reply.type === 'crashed') {
            // A fault of this code, not of the files: the person is told the step failed and may try
            // again, rather than being left on a spinner; the cause goes to the console for support.
            console.error(`The study preparation failed: ${reply.message}`);
            resolve(fail({ kind: 'unavailable' }) as Answer);
          }
          else if (reply.type === answer) resolve(reply.result as Answer);
        },
      });
      worker.postMessage(message(id));
    });
  }

  private currentWorker(): PreparationWorker {
    if (this.worker !== null) return this.worker;
    const worker = this.startWorker();
    worker.addEventListener('message', (event: MessageEvent) => {
      const reply = event.data as StudyPreparationReply;
      const pending = this.pending.get(reply.id);
      if (pending === undefined) return;
      if (reply.type === 'progress') pending.onProgress?.(reply.fraction);
      else pending.settle(reply);
    });
    // A worker whose script cannot be loaded reports an error event and never answers.
    worker.addEventListener('error', () => {
      if (this.worker === worker) this.worker = null;
      worker.terminate();
      for (const pending of [...this.pending.values()]) pending.settle('unavailable');
    });
    this.worker = worker;
    return worker;
  }
}
