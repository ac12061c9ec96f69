import { ToastDurations } from '../toast/ToastPresenter';

/** Every toast of the scan upload page stays for SPEC §4's 5 seconds. */
export const UPLOAD_TOAST = { durationMs: ToastDurations.upload } as const;
