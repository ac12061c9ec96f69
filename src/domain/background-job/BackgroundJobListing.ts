/** The states a background job passes through (scan processing and mail, on every server), in the order it passes them. */
export const BACKGROUND_JOB_STATES = ['waiting', 'running', 'completed', 'failed'] as const;
export type BackgroundJobState = (typeof BACKGROUND_JOB_STATES)[number];

/** What a job does: process an uploaded scan, or send an e-mail. */
export type BackgroundJobKind = 'scan' | 'mail';

/** A job as the back office sees it: of a mail only its subject, of a scan its scan job and file name; never a body. */
export interface BackgroundJobListing {
  readonly id: number;
  /** A kind the back office does not know yet is shown as the server names it. */
  readonly kind: BackgroundJobKind | (string & {});
  readonly state: BackgroundJobState;
  readonly attempts: number;
  readonly maxAttempts: number;
  /** When a waiting job is due. */
  readonly runAt: Date;
  readonly lastError: string | null;
  readonly createdAt: Date;
  readonly finishedAt: Date | null;
  readonly subject: string | null;
  readonly scanJobId: number | null;
  readonly fileName: string | null;
  /** A failed job that can run again: a mail that still holds its text (not a settled scan, nor a reset code whose body was dropped). */
  readonly canRetry: boolean;
}
