/**
 * Work that must happen even if this server stops: it is kept until a worker (on any server) has
 * run it to completion, retried with a growing delay after a failure, and failed for good after its
 * last attempt. A job may run more than once (a server can stop mid-job), so handlers are written
 * to be run again.
 */
export interface JobQueue {
  /** Keeps the job and returns its id. */
  enqueue(kind: string, payload: unknown): Promise<number>;
}
