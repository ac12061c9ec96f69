import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BatchOutcome, InFlightBatcher } from '../../../../server/adapters/db/InFlightBatcher';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Answers n * 10 for each n, or fails the odd ones alone; records every batch it was given. */
function recordingBatcher(maxBatchSize: number, options: { failOdd?: boolean; throwOn?: number } = {}) {
  const batches: number[][] = [];
  const batcher = new InFlightBatcher<number, number>(async (inputs) => {
    batches.push([...inputs]);
    await nextTurn();
    if (options.throwOn !== undefined && inputs.includes(options.throwOn)) throw new Error(`batch with ${options.throwOn} failed`);
    return inputs.map((n): BatchOutcome<number> => (options.failOdd && n % 2 === 1 ? { ok: false, error: new Error(`odd ${n}`) } : { ok: true, value: n * 10 }));
  }, maxBatchSize);
  return { batcher, batches };
}

describe('InFlightBatcher', () => {
  it('runs a lone call by itself, in the next turn of the event loop', async () => {
    const { batcher, batches } = recordingBatcher(10);
    expect(await batcher.submit(4)).toBe(40);
    expect(batches).toEqual([[4]]);
  });

  it('sends the calls of one turn together, and those that arrive while a batch is in flight as the next batch', async () => {
    const { batcher, batches } = recordingBatcher(10);
    const first = [1, 2, 3].map((n) => batcher.submit(n));
    await Promise.resolve();
    await nextTurn();
    const second = [4, 5].map((n) => batcher.submit(n));
    expect(await Promise.all([...first, ...second])).toEqual([10, 20, 30, 40, 50]);
    expect(batches).toEqual([[1, 2, 3], [4, 5]]);
  });

  it('never sends more than the largest batch at once', async () => {
    const { batcher, batches } = recordingBatcher(2);
    expect(await Promise.all([1, 2, 3, 4, 5].map((n) => batcher.submit(n)))).toEqual([10, 20, 30, 40, 50]);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('fails only the call whose outcome is an error', async () => {
    const { batcher } = recordingBatcher(10, { failOdd: true });
    const settled = await Promise.allSettled([1, 2, 3].map((n) => batcher.submit(n)));
    expect(settled.map((outcome) => outcome.status)).toEqual(['rejected', 'fulfilled', 'rejected']);
    expect(settled[1]).toEqual({ status: 'fulfilled', value: 20 });
  });

  it('fails every call of a batch that throws, and goes on with the next batch', async () => {
    const { batcher } = recordingBatcher(2, { throwOn: 1 });
    const settled = await Promise.allSettled([1, 2, 3].map((n) => batcher.submit(n)));
    expect(settled).toEqual([
      { status: 'rejected', reason: new Error('batch with 1 failed') },
      { status: 'rejected', reason: new Error('batch with 1 failed') },
      { status: 'fulfilled', value: 30 },
    ]);
  });

  it('answers every call exactly once with its own outcome, each input in one batch, in the order of the calls', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 6 }),
        async (maxBatchSize, waves) => {
          const { batcher, batches } = recordingBatcher(maxBatchSize, { failOdd: true });
          const calls: Array<Promise<PromiseSettledResult<number>>> = [];
          const inputs: number[] = [];
          for (const wave of waves) {
            for (const n of wave) {
              inputs.push(n);
              calls.push(batcher.submit(n).then((value) => ({ status: 'fulfilled' as const, value }), (reason: unknown) => ({ status: 'rejected' as const, reason })));
            }
            await nextTurn();
          }
          const settled = await Promise.all(calls);
          settled.forEach((outcome, index) => {
            const n = inputs[index] as number;
            expect(outcome).toEqual(n % 2 === 1 ? { status: 'rejected', reason: new Error(`odd ${n}`) } : { status: 'fulfilled', value: n * 10 });
          });
          expect(batches.flat()).toEqual(inputs);
          expect(batches.every((batch) => batch.length >= 1 && batch.length <= maxBatchSize)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});
