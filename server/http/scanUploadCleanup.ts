import { CleanUpExpiredScanUploads } from '../application/scans/CleanUpExpiredScanUploads';
import { ScanUploadsRepository } from '../adapters/scans/ScanUploadsRepository';
import type { ServerContext, ZodApp } from './ServerContext';

/** How long an unfinished resumable upload is kept unless SCAN_UPLOAD_EXPIRY_HOURS says otherwise. */
export const DEFAULT_SCAN_UPLOAD_EXPIRY_HOURS = 24;

/** How often every server looks for expired uploads: a few minutes late is nothing against a day. */
export const SCAN_UPLOAD_SWEEP_MS = 5 * 60_000;

/** How long an unfinished upload is kept, in milliseconds. */
export function scanUploadExpiryMs(context: ServerContext): number {
  return (context.settings.scanUploadExpiryHours ?? DEFAULT_SCAN_UPLOAD_EXPIRY_HOURS) * 3_600_000;
}

const sweeps = new WeakMap<ZodApp, CleanUpExpiredScanUploads>();

/**
 * Removes expired unfinished uploads (bytes and records, consuming nothing) every `SCAN_UPLOAD_SWEEP_MS`
 * from when the app is ready until it closes. Every server runs it: sweeping the same upload twice is harmless.
 */
export function registerScanUploadCleanup(app: ZodApp, context: ServerContext, everyMs = SCAN_UPLOAD_SWEEP_MS): void {
  const cleanUp = new CleanUpExpiredScanUploads(new ScanUploadsRepository(context.db), context.storage.scanUploads);
  sweeps.set(app, cleanUp);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running = cleanUp.execute(context.now()).then(
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
