/**
 * The soak's figures and verdicts (`npm run soak`), kept apart from the run so that they are
 * tested on their own (test/bench/soakReport.test.ts): routes grouped by pattern, percentiles,
 * errors, and whether each server's memory levels off.
 */

/** One request as a clinic saw it. */
export interface RequestOutcome {
  readonly method: string;
  /** The path asked for, query string included; grouped by `routeOf`. */
  readonly url: string;
  /** The HTTP status, or 0 when no answer came (connection refused or reset, timeout). */
  readonly status: number;
  readonly milliseconds: number;
  /** Whether the status is one the step expects (a 404 for a stranger's order, say); 5xx and no answer never are. */
  readonly expected: boolean;
  /** What went wrong, for a request that was not expected: the answer's start or the network error. */
  readonly detail?: string;
}

/** One reading of a server's memory. */
export interface MemorySample {
  /** Seconds since the load began. */
  readonly second: number;
  readonly rssBytes: number;
  /** V8's heap in use, from the server's /metrics; null when the scrape failed. */
  readonly heapUsedBytes: number | null;
  /** The longest the server's event loop was held up since the previous sample (its /metrics); null when the scrape failed. */
  readonly eventLoopDelayMaxMs?: number | null;
}

/**
 * A segment that names one thing rather than a kind of page: a number, an order reference
 * (`tiaraai-12`), or a generated id (a tus upload's, 16 or more letters and digits with a digit).
 */
const ID_SEGMENT = /^(\d+|[a-z]+-\d+|(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{16,})$/;

/**
 * `GET /api/product/51?x=1` → `GET /api/product/:id`: every id one route, so its latencies are
 * read together; the build's hashed scripts and styles are one route too.
 */
export function routeOf(method: string, url: string): string {
  const path = url.split('?')[0] ?? '';
  if (path.startsWith('/assets/')) return `${method.toUpperCase()} /assets/:file`;
  const pattern = path
    .split('/')
    .map((segment) => (ID_SEGMENT.test(segment) ? ':id' : segment))
    .join('/');
  return `${method.toUpperCase()} ${pattern || '/'}`;
}

/** The nearest-rank percentile (`p` in 0–100) of values sorted ascending; 0 for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}

/**
 * The Theil–Sen slope: the median of the slopes between every pair of points. Unlike least
 * squares, a few odd samples (a step late in the series as V8 grows its heap by a few MB, a
 * reading taken mid-collection) move it little, while a steady climb tilts every pair's slope and
 * so the median.
 */
export function theilSenSlope(points: ReadonlyArray<{ readonly x: number; readonly y: number }>): number {
  const slopes: number[] = [];
  for (let i = 0; i < points.length; i += 1) {
    for (let j = i + 1; j < points.length; j += 1) {
      const a = points[i]!;
      const b = points[j]!;
      if (b.x !== a.x) slopes.push((b.y - a.y) / (b.x - a.x));
    }
  }
  if (slopes.length === 0) return 0;
  slopes.sort((a, b) => a - b);
  const middle = Math.floor(slopes.length / 2);
  return slopes.length % 2 === 1 ? slopes[middle]! : (slopes[middle - 1]! + slopes[middle]!) / 2;
}

const MB = 1024 * 1024;
const SECONDS_PER_HOUR = 3600;

/**
 * How much a server's memory may still grow in the second half of the run and count as levelled off.
 *
 * `mbPerHour` (default 24): a leak worth the name keeps something per request. At the soak's
 * default pace (30 clinics) each server answers about ten requests a second, some 40,000 an hour:
 * a leak of 1 KB a request (one retained request, closure or buffer is more) climbs 40 MB an hour
 * and fails, while 24 MB an hour is 600 bytes a request, and over a real shop's day, with far fewer
 * requests, less again. `noiseMb` (default 8): what the fitted line may rise over the judged window
 * whatever its length, as RSS still moves by a few MB (V8 sizing its old space,
 * the allocator keeping or returning arenas, a collection caught or not at the window's ends). Over a
 * 30-minute run's 15-minute second half that allows 32 MB/h; from 40 minutes on, the hourly bound rules.
 */
export interface GrowthBound {
  readonly mbPerHour: number;
  readonly noiseMb: number;
}

export const DEFAULT_GROWTH_BOUND: GrowthBound = { mbPerHour: 24, noiseMb: 8 };

/**
 * Shorter second halves than this are not judged. RSS saws: the heap climbs by tens of MB between
 * major collections, a minute or two apart under the soak's load, then drops. Over a window of
 * several such cycles the pairwise slopes of the saw cancel out and only a climb of the floor
 * remains; over a short one the line follows one climb of the saw, which says nothing.
 */
export const MINIMUM_JUDGED_SECONDS = 10 * 60;

export type MemoryVerdict = 'levels off' | 'grows' | 'too short';

export interface MemoryTrend {
  readonly samples: number;
  /** From the first sample judged to the last, in seconds. */
  readonly windowSeconds: number;
  readonly firstRssMb: number;
  readonly peakRssMb: number;
  readonly lastRssMb: number;
  /** The Theil–Sen slope of RSS over the second half. */
  readonly rssSlopeMbPerHour: number;
  readonly lastHeapUsedMb: number | null;
  /** The longest the event loop was held up over the run (a request answered in the meantime waited as long). */
  readonly eventLoopDelayMaxMs: number | null;
  /** The slope the verdict allows over this window: the bound per hour, or the noise allowance spread over the window when larger. */
  readonly allowedMbPerHour: number;
  readonly verdict: MemoryVerdict;
  /** Why it does not level off, in words. */
  readonly problem: string | null;
}

/** Judges one server's samples over the second half of the run (the first holds the warm-up: JIT, caches, pools filling). */
export function memoryTrend(samples: readonly MemorySample[], bound: GrowthBound = DEFAULT_GROWTH_BOUND): MemoryTrend {
  const ordered = [...samples].sort((a, b) => a.second - b.second);
  const half = (ordered.at(-1)?.second ?? 0) / 2;
  const judged = ordered.filter((sample) => sample.second >= half);
  const windowSeconds = judged.length > 1 ? judged.at(-1)!.second - judged[0]!.second : 0;
  const slope = (theilSenSlope(judged.map((sample) => ({ x: sample.second, y: sample.rssBytes }))) * SECONDS_PER_HOUR) / MB;
  const windowHours = windowSeconds / SECONDS_PER_HOUR;
  const allowed = windowHours > 0 ? Math.max(bound.mbPerHour, bound.noiseMb / windowHours) : Number.POSITIVE_INFINITY;
  const lastHeap = [...ordered].reverse().find((sample) => sample.heapUsedBytes !== null)?.heapUsedBytes ?? null;
  const verdict: MemoryVerdict = windowSeconds < MINIMUM_JUDGED_SECONDS ? 'too short' : slope > allowed ? 'grows' : 'levels off';
  return {
    samples: ordered.length,
    windowSeconds,
    firstRssMb: (ordered[0]?.rssBytes ?? 0) / MB,
    peakRssMb: Math.max(0, ...ordered.map((sample) => sample.rssBytes)) / MB,
    lastRssMb: (ordered.at(-1)?.rssBytes ?? 0) / MB,
    rssSlopeMbPerHour: slope,
    lastHeapUsedMb: lastHeap === null ? null : lastHeap / MB,
    eventLoopDelayMaxMs: ordered.reduce<number | null>((longest, sample) => (sample.eventLoopDelayMaxMs == null ? longest : Math.max(longest ?? 0, sample.eventLoopDelayMaxMs)), null),
    allowedMbPerHour: allowed,
    verdict,
    problem: verdict === 'grows' ? `RSS still climbs ${slope.toFixed(1)} MB/h over the second half (at most ${allowed.toFixed(1)} MB/h allowed)` : null,
  };
}

export interface RouteFigures {
  readonly route: string;
  readonly requests: number;
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  /** Every status answered, with its count; 0 is no answer. */
  readonly statuses: Readonly<Record<string, number>>;
  /** The statuses no step expected, with their count. */
  readonly unexpected: Readonly<Record<string, number>>;
  /** A few of the unexpected answers, to start looking from. */
  readonly examples: readonly string[];
}

const EXAMPLES_PER_ROUTE = 3;

/** Per route, sorted by route: counts, rate, latency percentiles and the unexpected answers. */
export function routeFigures(outcomes: readonly RequestOutcome[], durationSeconds: number): RouteFigures[] {
  const byRoute = new Map<string, RequestOutcome[]>();
  for (const outcome of outcomes) {
    const route = routeOf(outcome.method, outcome.url);
    const list = byRoute.get(route) ?? [];
    list.push(outcome);
    byRoute.set(route, list);
  }
  return [...byRoute.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([route, list]) => {
      const latencies = list.map((outcome) => outcome.milliseconds).sort((a, b) => a - b);
      const statuses: Record<string, number> = {};
      const unexpected: Record<string, number> = {};
      const examples: string[] = [];
      for (const outcome of list) {
        statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
        if (outcome.expected) continue;
        unexpected[outcome.status] = (unexpected[outcome.status] ?? 0) + 1;
        if (examples.length < EXAMPLES_PER_ROUTE) examples.push(`${outcome.status} ${outcome.method} ${outcome.url}: ${outcome.detail ?? ''}`.trim());
      }
      return {
        route,
        requests: list.length,
        perSecond: durationSeconds > 0 ? list.length / durationSeconds : 0,
        p50Ms: percentile(latencies, 50),
        p99Ms: percentile(latencies, 99),
        maxMs: latencies.at(-1) ?? 0,
        statuses,
        unexpected,
        examples,
      };
    });
}

export interface SoakReport {
  readonly startedAt: string;
  readonly durationSeconds: number;
  readonly clinics: number;
  readonly requests: number;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly unexpectedAnswers: number;
  readonly routes: readonly RouteFigures[];
  readonly servers: ReadonlyArray<{ readonly name: string; readonly trend: MemoryTrend; readonly samples: readonly MemorySample[] }>;
  readonly growthBound: GrowthBound;
  readonly passed: boolean;
  /** Why the run failed, one line each. */
  readonly failures: readonly string[];
}

export interface SoakRun {
  readonly startedAt: Date;
  readonly durationSeconds: number;
  readonly clinics: number;
  readonly outcomes: readonly RequestOutcome[];
  readonly memory: ReadonlyArray<{ readonly name: string; readonly samples: readonly MemorySample[] }>;
  /** What went wrong outside the requests (a server that exited, a clinic that could not start). */
  readonly incidents: readonly string[];
}

/** The report of a run and its verdict: no unexpected answer, no incident, and every server's memory levelled off. */
export function soakReport(run: SoakRun, bound: GrowthBound = DEFAULT_GROWTH_BOUND): SoakReport {
  const routes = routeFigures(run.outcomes, run.durationSeconds);
  const latencies = run.outcomes.map((outcome) => outcome.milliseconds).sort((a, b) => a - b);
  const servers = run.memory.map((server) => ({ name: server.name, trend: memoryTrend(server.samples, bound), samples: server.samples }));
  const unexpectedAnswers = run.outcomes.filter((outcome) => !outcome.expected).length;
  const failures = [
    ...(run.outcomes.length === 0 ? ['no request was made'] : []),
    ...routes.flatMap((route) => Object.entries(route.unexpected).map(([status, count]) => `${route.route}: ${count} unexpected ${status === '0' ? 'network errors' : `${status} answers`}`)),
    ...run.incidents,
    ...servers.flatMap((server) => (server.trend.problem === null ? [] : [`server ${server.name}: ${server.trend.problem}`])),
  ];
  return {
    startedAt: run.startedAt.toISOString(),
    durationSeconds: run.durationSeconds,
    clinics: run.clinics,
    requests: run.outcomes.length,
    requestsPerSecond: run.durationSeconds > 0 ? run.outcomes.length / run.durationSeconds : 0,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    unexpectedAnswers,
    routes,
    servers,
    growthBound: bound,
    passed: failures.length === 0,
    failures,
  };
}

function table(header: readonly string[], rows: ReadonlyArray<readonly string[]>, rightAligned: ReadonlySet<number>): string[] {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((cells) => cells[column]!.length)));
  const line = (cells: readonly string[]) => `| ${cells.map((cell, column) => (rightAligned.has(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)];
}

const statusText = (statuses: Readonly<Record<string, number>>) =>
  Object.entries(statuses)
    .map(([status, count]) => `${status === '0' ? 'no answer' : status}×${count}`)
    .join(' ');

const MOST_READINGS_SHOWN = 30;

/** The RSS at most 30 times across the run, evenly spaced, with the minute each was read. */
function rssOverTime(samples: readonly MemorySample[]): string {
  const step = Math.max(1, Math.ceil(samples.length / MOST_READINGS_SHOWN));
  return samples
    .filter((_, index) => index % step === 0 || index === samples.length - 1)
    .map((sample) => `${(sample.second / 60).toFixed(1)}m ${(sample.rssBytes / MB).toFixed(0)}`)
    .join(', ');
}

/** The report as the terminal shows it: the run, a row per route, a row per server, and the verdict. */
export function formatSoakReport(report: SoakReport): string {
  const lines = [
    `Soak: ${report.clinics} clinics for ${(report.durationSeconds / 60).toFixed(1)} min, ${report.requests} requests, ${report.requestsPerSecond.toFixed(1)} req/s, p50 ${report.p50Ms.toFixed(0)} ms, p99 ${report.p99Ms.toFixed(0)} ms, ${report.unexpectedAnswers} unexpected answers`,
    '',
    ...table(
      ['route', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'statuses', 'unexpected'],
      report.routes.map((route) => [
        route.route,
        String(route.requests),
        route.perSecond.toFixed(2),
        route.p50Ms.toFixed(0),
        route.p99Ms.toFixed(0),
        route.maxMs.toFixed(0),
        statusText(route.statuses),
        statusText(route.unexpected),
      ]),
      new Set([1, 2, 3, 4, 5]),
    ),
    '',
    ...table(
      ['server', 'samples', 'RSS first MB', 'RSS peak MB', 'RSS last MB', 'RSS MB/h (2nd half)', 'allowed MB/h', 'heap last MB', 'loop delay max ms', 'verdict'],
      report.servers.map(({ name, trend }) => [
        name,
        String(trend.samples),
        trend.firstRssMb.toFixed(0),
        trend.peakRssMb.toFixed(0),
        trend.lastRssMb.toFixed(0),
        trend.rssSlopeMbPerHour.toFixed(1),
        Number.isFinite(trend.allowedMbPerHour) ? trend.allowedMbPerHour.toFixed(1) : '-',
        trend.lastHeapUsedMb === null ? '-' : trend.lastHeapUsedMb.toFixed(0),
        trend.eventLoopDelayMaxMs === null ? '-' : trend.eventLoopDelayMaxMs.toFixed(0),
        trend.verdict === 'grows' ? 'GROWS' : trend.verdict,
      ]),
      new Set([1, 2, 3, 4, 5, 6, 7, 8]),
    ),
    '',
    ...report.servers.map(({ name, samples }) => `RSS of ${name} over time (MB): ${rssOverTime(samples)}`),
    ...(report.servers.some(({ trend }) => trend.verdict === 'too short')
      ? [`Memory not judged: a second half under ${MINIMUM_JUDGED_SECONDS / 60} minutes holds too few collections to tell a leak from the saw (run SOAK_MINUTES=30).`]
      : []),
    ...(report.passed ? ['PASSED: no unexpected answer or server error, memory levels off where judged'] : ['FAILED:', ...report.failures.map((failure) => `  - ${failure}`)]),
    ...report.routes.flatMap((route) => route.examples.map((example) => `  e.g. ${example}`)),
  ];
  return lines.join('\n');
}
