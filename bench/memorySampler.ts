import { readFile } from 'node:fs/promises';
import type { MemorySample } from './soakReport';

export interface SampledServer {
  readonly name: string;
  readonly pid: number;
  /** Its own address, where /metrics answers loopback. */
  readonly url: string;
}

/** The resident set of a process, from `VmRSS` in /proc/<pid>/status (kB); null once it is gone. */
export async function residentBytes(pid: number): Promise<number | null> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => null);
  const match = status && /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  return match ? Number(match[1]) * 1024 : null;
}

/**
 * From the server's Prometheus metrics (prom-client's defaults): V8's heap in use, and the longest
 * its event loop was held up since the previous scrape.
 */
async function scraped(url: string): Promise<{ heapUsedBytes: number | null; eventLoopDelayMaxMs: number | null }> {
  const text = await fetch(`${url}/metrics`, { signal: AbortSignal.timeout(5_000) }).then((response) => (response.ok ? response.text() : null), () => null);
  const value = (name: string) => {
    const match = text && new RegExp(`^${name}\\s+([\\d.e+-]+)$`, 'm').exec(text);
    return match ? Number(match[1]) : null;
  };
  const delay = value('nodejs_eventloop_lag_max_seconds');
  return { heapUsedBytes: value('nodejs_heap_size_used_bytes'), eventLoopDelayMaxMs: delay === null ? null : delay * 1000 };
}

/**
 * Reads each server's memory every `everyMs`, straight from the server (not through the balancer),
 * from the moment it is started until it is stopped: RSS as the kernel counts it, heap as V8 does.
 */
export function sampleMemory(servers: readonly SampledServer[], everyMs: number, startedAt: number) {
  const samples = new Map<string, MemorySample[]>(servers.map((server) => [server.name, []]));
  const sample = async () => {
    const second = (performance.now() - startedAt) / 1000;
    await Promise.all(
      servers.map(async (server) => {
        const [rss, metrics] = await Promise.all([residentBytes(server.pid), scraped(server.url)]);
        if (rss !== null) samples.get(server.name)?.push({ second, rssBytes: rss, ...metrics });
      }),
    );
  };
  let underway = sample();
  const timer = setInterval(() => {
    underway = underway.then(sample);
  }, everyMs);
  return {
    /** Takes a last sample and answers every server's series. */
    async stop(): Promise<Array<{ name: string; samples: MemorySample[] }>> {
      clearInterval(timer);
      await underway.then(sample);
      return servers.map((server) => ({ name: server.name, samples: samples.get(server.name) ?? [] }));
    },
  };
}
