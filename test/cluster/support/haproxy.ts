import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const HAPROXY = '/usr/sbin/haproxy';

/** How often HAProxy asks each server's `/readyz` (also how long it waits for the answer), and how many answers in a row take it out or put it back. */
export interface HealthCheck {
  readonly intervalMs: number;
  readonly fall: number;
  readonly rise: number;
}

/** Quick to notice a killed server, as the cluster test needs: two answers missed 300 ms apart. */
export const QUICK_HEALTH_CHECK: HealthCheck = { intervalMs: 300, fall: 2, rise: 1 };

/**
 * HAProxy in front of the servers, round robin, with the health check an operator would set
 * (`GET /readyz`). A request with `x-tiara-server: <name>` goes to that server, so a test can say
 * where a step lands and still go through the balancer.
 */
export async function startHaproxy(
  directory: string,
  port: number,
  servers: ReadonlyArray<{ name: string; url: string }>,
  health: HealthCheck = QUICK_HEALTH_CHECK,
): Promise<{ url: string; stop(): Promise<void> }> {
  if (spawnSync(HAPROXY, ['-v']).status !== 0) throw new Error(`HAProxy is missing: apt-get install -y haproxy (looked for ${HAPROXY})`);
  const line = (server: { name: string; url: string }) => `  server ${server.name} ${new URL(server.url).host} check inter ${health.intervalMs}ms fall ${health.fall} rise ${health.rise}`;
  const config = [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  option forwardfor',
    '  option http-server-close',
    'frontend shop',
    `  bind 127.0.0.1:${port}`,
    ...servers.map((server) => `  use_backend only_${server.name} if { req.hdr(x-tiara-server) -m str ${server.name} }`),
    '  default_backend all',
    'backend all',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    // Only a request that never reached a server is sent to another: an order must not be placed twice.
    '  retry-on conn-failure',
    '  retries 3',
    '  option redispatch',
    ...servers.map(line),
    ...servers.flatMap((server) => [`backend only_${server.name}`, line(server)]),
    '',
  ].join('\n');
  const file = join(directory, 'haproxy.cfg');
  await writeFile(file, config);
  const child: ChildProcess = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`HAProxy exited with ${child.exitCode}:\n${output}`);
    const ready = await fetch(`${url}/healthz`).then((response) => response.ok, () => false);
    if (ready) break;
    if (attempt > 100) throw new Error(`HAProxy did not answer within 10 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      // Gone already, by its own exit or by a signal (Ctrl-C reaches its process group too).
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
