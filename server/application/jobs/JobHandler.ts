/** Runs the jobs of one kind; the payload is what was enqueued. */
export interface JobHandler<Payload> {
  /** Throwing retries the job later, unless this was its last attempt or the error is a PermanentJobFailure. */
  run(payload: Payload): Promise<void>;
  /**
   * The job failed for good: undo what it held. Called before the job is recorded as failed, so it
   * may be called again if the server stops in between; it must be harmless the second time.
   * `failure` is the last error, or a LastAttemptAbandoned when the server running the last attempt stopped.
   */
  gaveUp?(payload: Payload, failure: unknown): Promise<void>;
  /** What of the payload the queue keeps once the job is over (a confidential mail's body is dropped). */
  keptAfterwards?(payload: Payload): unknown;
}

/** A failure that running the job again cannot mend: the job fails at once, without retries. */
export class PermanentJobFailure extends Error {
  override readonly name: string = 'PermanentJobFailure';
}

/** The server running a job's last attempt stopped before it finished (its lease ran out). */
export class LastAttemptAbandoned extends Error {
  override readonly name = 'LastAttemptAbandoned';

  constructor() {
    super('the server running the last attempt stopped before it finished');
  }
}
