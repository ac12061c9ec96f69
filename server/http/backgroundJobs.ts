import type { JobWorker } from '../adapters/jobs/JobWorker';
import type { ZodApp } from './ServerContext';

const workers = new WeakMap<ZodApp, JobWorker>();

/**
 * Runs the app's jobs from when it is ready until it closes; on close, running jobs get what is
 * left of the grace period (`shutdownGraceMs`), then go back to the queue.
 */
export function registerJobWorker(app: ZodApp, worker: JobWorker, shutdownGraceMs: number): void {
  workers.set(app, worker);
  app.addHook('onReady', async () => worker.start());
  // One grace period covers the whole close: requests drain first (Fastify closes the server before
  // onClose), then running jobs get what is left, less a moment to give back the ones still running.
  let closeBegan = 0;
  app.addHook('preClose', async () => {
    closeBegan = performance.now();
  });
  app.addHook('onClose', () => worker.stop(Math.max(0, shutdownGraceMs - (performance.now() - closeBegan) - GIVE_BACK_MS)));
}

/** Kept from the grace period for giving unfinished jobs back to the queue and closing the database. */
const GIVE_BACK_MS = 1000;

/** The worker of an app built by `buildApp`: tests wait on it for the jobs their requests queued. */
export function jobWorkerOf(app: ZodApp): JobWorker {
  const worker = workers.get(app);
  if (!worker) throw new Error('this app runs no job worker');
  return worker;
}
