/** SPEC §9: the used count animates up over 1.5 seconds in 60 steps. */
export const COUNT_UP_DURATION_MS = 1500;
export const COUNT_UP_STEPS = 60;
export const COUNT_UP_FRAME_MS = COUNT_UP_DURATION_MS / COUNT_UP_STEPS;

/**
 * The numbers shown on each step of the count-up, ending exactly on the target. Frames are the
 * floor of a straight line from 0, so they are whole numbers that never go down. The target is a
 * count: negative or non-finite targets animate to 0; fewer than one step means a single frame.
 */
export function countUpFrames(target: number, steps: number = COUNT_UP_STEPS): number[] {
  const end = Number.isFinite(target) ? Math.max(0, Math.trunc(target)) : 0;
  const frameCount = Number.isFinite(steps) ? Math.max(1, Math.trunc(steps)) : 1;
  return Array.from({ length: frameCount }, (_, index) =>
    index === frameCount - 1 ? end : Math.floor((end * (index + 1)) / frameCount),
  );
}
