import { readFile } from 'node:fs/promises';
import type { MemorySample } from './soakReport';

export interface SampledServer {
  readonly name: string;
  readonly pid: number;
  /** Its own address, where /metrics answers loopback. */
  readonly url: string;
}

/** The resident set of a process, from `VmRSS` in /proc/<pid>/status (kB); null once it is gone. */
async function residentBytes(pid: number): Promise<number | null> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => null);
  const match = status && /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  return match ? Number(match[1]) * 1024 : null;
}

/** V8's heap in use, as the server's Prometheus metrics give it (prom-client's default `nodejs_heap_size_used_bytes`). */
async function heapUsedBytes(url: string): Promise<number | null> {
  const text = await fetch(`${url}/metrics`, { signal: AbortSignal.timeout(5_000) }).then((response) => (response.ok ? response.text() : null), () => null);
  const match = text && /^nodejs_heap_size_used_bytes\s+([\d.e+]+)$/m.exec(text);
  return match ? Number(match[1]) : null;
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
        const [rss, heap] = await Promise.all([residentBytes(server.pid), heapUsedBytes(server.url)]);
        if (rss !== null) samples.get(server.name)?.push({ second, rssBytes: rss, heapUsedBytes: heap });
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
