import type { CleanUpExpiredScanUploads } from '../application/scans/CleanUpExpiredScanUploads';
import type { ZodApp } from './ServerContext';

/** How often every server looks for expired uploads: a few minutes late is nothing against a day. */
export const SCAN_UPLOAD_SWEEP_MS = 5 * 60_000;

const sweeps = new WeakMap<ZodApp, CleanUpExpiredScanUploads>();

/**
 * Removes expired unfinished uploads (bytes and records, consuming nothing) every `SCAN_UPLOAD_SWEEP_MS`
 * from when the app is ready until it closes. Every server runs it: sweeping the same upload twice is harmless.
 */
export function registerScanUploadCleanup(app: ZodApp, cleanUp: CleanUpExpiredScanUploads, now: () => Date, everyMs = SCAN_UPLOAD_SWEEP_MS): void {
  sweeps.set(app, cleanUp);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running = cleanUp.execute(now()).then(
        (removed) => {
          if (removed > 0) app.log.info({ uploads: removed }, 'removed expired unfinished scan uploads');
        },
        (error: unknown) => app.log.error({ err: error }, 'the sweep of expired scan uploads failed'),
      );
    }, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

/** The sweep of an app built by `buildApp`: tests run it at a moved clock instead of waiting for the timer. */
export function scanUploadCleanupOf(app: ZodApp): CleanUpExpiredScanUploads {
  const sweep = sweeps.get(app);
  if (!sweep) throw new Error('this app runs no sweep of scan uploads');
  return sweep;
}
