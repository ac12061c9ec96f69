/**
 * How big each section of the bench runs. `npm run bench` is the full size its budgets are set for
 * (DESIGN §10); `npm run bench:smoke` (`--smoke`) runs every section once at small sizes, so CI can
 * tell in a few minutes that each section still works and gives figures in the right range.
 */
export interface BenchSize {
  readonly smoke: boolean;
  /** tinybench's time per domain task, and its warm-up. */
  readonly domainMs: number;
  readonly domainWarmUpMs: number;
  /** autocannon's load on the API and order sections. */
  readonly connections: number;
  readonly durationSeconds: number;
  readonly warmUpSeconds: number;
  /** The scan upload's size (whole 512×512 16-bit frames), and the resumed upload's. */
  readonly uploadBytes: number;
  readonly resumedUploadBytes: number;
  /** The generated study of the de-identification section, and its timed runs. */
  readonly deidSlices: number;
  readonly deidRuns: number;
  /** Lighthouse runs per page and visit; `lighthouseAllPages` false audits the first page alone, on a first visit. */
  readonly lighthouseRuns: number;
  readonly lighthouseAllPages: boolean;
  /** Timed runs of each interaction of the interaction-to-next-paint section. */
  readonly interactionRuns: number;
}

const MiB = 1024 ** 2;

function runsFromEnvironment(fallback: number): number {
  const text = process.env.LIGHTHOUSE_RUNS;
  if (text === undefined) return fallback;
  const runs = Number(text);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`LIGHTHOUSE_RUNS must be a whole number of runs, 1 or more, not ${text}`);
  return runs;
}

const FULL: BenchSize = {
  smoke: false,
  domainMs: 1_500,
  domainWarmUpMs: 300,
  connections: 50,
  durationSeconds: 10,
  warmUpSeconds: 2,
  uploadBytes: 1024 * MiB,
  resumedUploadBytes: 512 * MiB,
  deidSlices: 600,
  deidRuns: 3,
  lighthouseRuns: runsFromEnvironment(3),
  lighthouseAllPages: true,
  interactionRuns: 3,
};

const SMOKE: BenchSize = {
  smoke: true,
  domainMs: 100,
  domainWarmUpMs: 20,
  // Enough connections that throughput is the server's, not five clients waiting on each answer.
  connections: 20,
  durationSeconds: 3,
  // A new server's first requests compile its code: without a warm-up they are most of a short run.
  warmUpSeconds: 1,
  uploadBytes: 64 * MiB,
  resumedUploadBytes: 64 * MiB,
  deidSlices: 40,
  deidRuns: 1,
  lighthouseRuns: 1,
  lighthouseAllPages: false,
  interactionRuns: 1,
};

export const benchSize: BenchSize = process.argv.includes('--smoke') ? SMOKE : FULL;
