import { describe, expect, it } from 'vitest';
import { type MemorySample, type RequestOutcome, memoryTrend, percentile, routeOf, soakReport, theilSenSlope } from '../../bench/soakReport';

const MB = 1024 * 1024;

/** A sample every 10 s for `minutes`, RSS from `rssMbAt(second)`. */
function series(minutes: number, rssMbAt: (second: number) => number): MemorySample[] {
  return Array.from({ length: (minutes * 60) / 10 + 1 }, (_, index) => {
    const second = index * 10;
    return { second, rssBytes: rssMbAt(second) * MB, heapUsedBytes: 60 * MB };
  });
}

/** A server warming up to 180 MB over the first ten minutes, then flat but for ±3 MB of noise. */
const levelling = (second: number) => 120 + 60 * Math.min(1, second / 600) + 3 * Math.sin(second / 37);

/** As a server under the soak's load is: the heap climbs 60 MB over 110 s between major collections, then drops back. */
const sawing = (second: number) => levelling(second) + 60 * ((second % 110) / 110);

const outcome = (url: string, milliseconds: number, status = 200, expected = true): RequestOutcome => ({ method: 'GET', url, status, milliseconds, expected });

describe('the soak report', () => {
  it('groups ids, order references and upload ids into one route, and drops the query string', () => {
    expect(routeOf('get', '/api/product/51?lang=ar')).toBe('GET /api/product/:id');
    expect(routeOf('GET', '/api/products/7')).toBe('GET /api/products/:id');
    expect(routeOf('POST', '/api/payment/payment-status/tiaraai-12/Success')).toBe('POST /api/payment/payment-status/:id/Success');
    expect(routeOf('PATCH', '/api/scans/uploads/5f2c9a0e4b7d4e1c9a3b2f6d8e0c1a2b')).toBe('PATCH /api/scans/uploads/:id');
    expect(routeOf('GET', '/products?category=2')).toBe('GET /products');
    expect(routeOf('GET', '/')).toBe('GET /');
    expect(routeOf('GET', '/api/product/suggestions?q=glo')).toBe('GET /api/product/suggestions');
    expect(routeOf('GET', '/assets/shop-D1DGLQwj.js')).toBe('GET /assets/:file');
  });

  it('takes nearest-rank percentiles', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBe(0);
    expect(percentile([1, 2, 3, 1000], 50)).toBe(2);
  });

  it('fits a slope that one step does not tilt', () => {
    const line = Array.from({ length: 20 }, (_, x) => ({ x, y: 3 * x + 5 }));
    expect(theilSenSlope(line)).toBeCloseTo(3);
    const flatWithLateStep = Array.from({ length: 20 }, (_, x) => ({ x, y: x >= 16 ? 108 : 100 }));
    // Least squares gives ~0.4 a step; the median of pairwise slopes stays at 0, as fewer than half the pairs straddle the step.
    expect(theilSenSlope(flatWithLateStep)).toBe(0);
  });

  it('passes a series that warms up and levels off', () => {
    const trend = memoryTrend(series(30, levelling));
    expect(trend.verdict, trend.problem ?? '').toBe('levels off');
  });

  it('passes a levelled series that saws between collections, over 30 minutes and over the 20 it needs at least', () => {
    for (const minutes of [30, 20]) {
      const trend = memoryTrend(series(minutes, sawing));
      expect(trend.verdict, `${minutes} min: ${trend.problem}`).toBe('levels off');
    }
  });

  it('passes a levelled series with one step up late in its second half', () => {
    const trend = memoryTrend(series(30, (second) => sawing(second) + (second > 1600 ? 6 : 0)));
    expect(trend.verdict, trend.problem ?? '').toBe('levels off');
  });

  it('fails a series that keeps growing under its saw, even slowly', () => {
    // 1 MB a minute after the warm-up: 60 MB an hour, a leak of about 1.5 KB a request at the soak's pace.
    const trend = memoryTrend(series(30, (second) => sawing(second) + second / 60));
    expect(trend.verdict).toBe('grows');
    expect(trend.rssSlopeMbPerHour).toBeGreaterThan(50);
    expect(trend.problem).toMatch(/climbs/);
  });

  it('fails a smooth climb too', () => {
    expect(memoryTrend(series(30, (second) => 150 + second / 30)).verdict).toBe('grows');
  });

  it('does not judge a run whose second half is too short to hold several collections', () => {
    // The last 90 s of a 3-minute run: one climb of the saw, steep as a leak.
    const trend = memoryTrend(series(3, sawing));
    expect(trend.rssSlopeMbPerHour).toBeGreaterThan(trend.allowedMbPerHour);
    expect(trend.verdict).toBe('too short');
    expect(trend.problem).toBeNull();
  });

  it('passes a report whose memory was too short to judge when every answer was expected', () => {
    const report = soakReport({ startedAt: new Date(0), durationSeconds: 180, clinics: 1, outcomes: [outcome('/', 3)], memory: [{ name: 'a', samples: series(3, sawing) }], incidents: [] });
    expect(report.passed).toBe(true);
  });

  it('fails on an unexpected answer or a network error, and lists them by route and status', () => {
    const memory = [{ name: 'a', samples: series(30, levelling) }];
    const clean = soakReport({ startedAt: new Date(0), durationSeconds: 1800, clinics: 2, outcomes: [outcome('/api/product/1', 5), outcome('/api/order/9', 8, 404)], memory, incidents: [] });
    expect(clean.passed).toBe(true);
    expect(clean.routes.map((route) => [route.route, route.requests])).toEqual([
      ['GET /api/order/:id', 1],
      ['GET /api/product/:id', 1],
    ]);

    const broken = soakReport({
      startedAt: new Date(0),
      durationSeconds: 1800,
      clinics: 2,
      outcomes: [outcome('/api/product/1', 5), outcome('/api/product/2', 9, 500, false), outcome('/api/product/3', 30_000, 0, false)],
      memory,
      incidents: [],
    });
    expect(broken.passed).toBe(false);
    expect(broken.unexpectedAnswers).toBe(2);
    expect(broken.routes[0]?.unexpected).toEqual({ 0: 1, 500: 1 });
    expect(broken.failures).toEqual(['GET /api/product/:id: 1 unexpected network errors', 'GET /api/product/:id: 1 unexpected 500 answers']);
  });

  it('fails when a server grows, naming it', () => {
    const report = soakReport({
      startedAt: new Date(0),
      durationSeconds: 1800,
      clinics: 1,
      outcomes: [outcome('/', 3)],
      memory: [
        { name: 'a', samples: series(30, levelling) },
        { name: 'b', samples: series(30, (second) => sawing(second) + second / 30) },
      ],
      incidents: [],
    });
    expect(report.passed).toBe(false);
    expect(report.failures).toHaveLength(1);
    expect(report.failures[0]).toMatch(/^server b: RSS still climbs/);
  });
});
