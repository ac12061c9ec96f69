import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COUNT_UP_DURATION_MS, COUNT_UP_FRAME_MS, COUNT_UP_STEPS, countUpFrames } from '@tiara/domain/upload-quota';

describe('count-up animation: 1.5 seconds in 60 steps', () => {
  it('has the SPEC timing', () => {
    expect(COUNT_UP_DURATION_MS).toBe(1500);
    expect(COUNT_UP_STEPS).toBe(60);
    expect(COUNT_UP_FRAME_MS).toBe(25);
  });

  it.each([
    [0, 4, [0, 0, 0, 0]],
    [4, 4, [1, 2, 3, 4]],
    [3, 4, [0, 1, 2, 3]],
    [10, 3, [3, 6, 10]],
    [7, 1, [7]],
    [-3, 3, [0, 0, 0]], // a negative count animates to 0
    [5, 0, [5]], // fewer than one step is one frame
  ])('counts up to %d in %d steps as %j', (target, steps, frames) => {
    expect(countUpFrames(target, steps)).toEqual(frames);
  });

  it('defaults to 60 frames ending on the target', () => {
    const frames = countUpFrames(25);
    expect(frames).toHaveLength(60);
    expect(frames[0]).toBe(0);
    expect(frames[29]).toBe(12);
    expect(frames[59]).toBe(25);
  });

  it('frames are whole, never go down, stay within 0..target and end on the target', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 120 }), (target, steps) => {
        const frames = countUpFrames(target, steps);
        expect(frames).toHaveLength(steps);
        expect(frames.at(-1)).toBe(target);
        const wholeAndInRange = frames.every((frame) => Number.isInteger(frame) && frame >= 0 && frame <= target);
        const neverDown = frames.every((frame, index) => index === 0 || frame >= (frames[index - 1] ?? 0));
        expect(wholeAndInRange).toBe(true);
        expect(neverDown).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
