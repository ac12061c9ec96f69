/** What one input of a batch came to: its value, or the error that belongs to it alone. */
export type BatchOutcome<Out> = { readonly ok: true; readonly value: Out } | { readonly ok: false; readonly error: unknown };

interface Waiting<In, Out> {
  readonly input: In;
  readonly resolve: (value: Out) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Group commit for one kind of statement: the first call runs at once, and calls that arrive
 * while a batch is in flight wait and go together as the next batch, one round trip for all of
 * them. An idle server so adds no delay, and a busy one pays the per-statement cost (on the
 * embedded database, a trip into WebAssembly, planning and a commit) once per batch instead of
 * once per call. `run` answers one outcome per input, in order; if it throws, every call of that
 * batch fails with its error.
 */
export class InFlightBatcher<In, Out> {
  private readonly run: (inputs: readonly In[]) => Promise<readonly BatchOutcome<Out>[]>;
  private readonly maxBatchSize: number;
  private queue: Waiting<In, Out>[] = [];
  private scheduled = false;

  constructor(run: (inputs: readonly In[]) => Promise<readonly BatchOutcome<Out>[]>, maxBatchSize: number) {
    this.run = run;
    this.maxBatchSize = maxBatchSize;
  }

  submit(input: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        // After the I/O callbacks of this turn of the event loop: the embedded database runs a
        // statement synchronously, so without this wait no call could ever join a batch in flight.
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.slice(0, this.maxBatchSize);
      this.queue = this.queue.slice(batch.length);
      try {
        const outcomes = await this.run(batch.map((waiting) => waiting.input));
        if (outcomes.length !== batch.length) throw new Error(`a batch of ${batch.length} came back with ${outcomes.length} outcomes`);
        batch.forEach((waiting, index) => {
          const outcome = outcomes[index] as BatchOutcome<Out>;
          if (outcome.ok) waiting.resolve(outcome.value);
          else waiting.reject(outcome.error);
        });
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
    this.scheduled = false;
  }
}
