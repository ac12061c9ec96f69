/**
 * SIGTERM to the real server process (issue 17, point 5): it stops taking connections at once,
 * finishes the request under way (whose body is still arriving when the signal comes) and
 * exits 0 within the grace period.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { type Socket, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { type RunningServer, STARTUP_MS, startServer, stopped } from '../support/serverProcess';

const GRACE_SECONDS = 10;

/** Everything the server sends on `socket` until it closes the connection. */
function answerOf(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.once('error', reject);
    socket.once('close', () => resolve(received));
  });
}

function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

describe('a server sent SIGTERM', () => {
  let dataDir = '';
  let server: RunningServer | null = null;

  afterAll(async () => {
    if (server) await stopped(server.process, 'SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses new connections, finishes the request under way and exits 0', { timeout: STARTUP_MS + 30_000 }, async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tiara-shutdown-'));
    server = await startServer(dataDir, { SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS) });
    const { port } = new URL(server.url);
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => server?.process.once('exit', (code, signal) => resolve({ code, signal })));
    expect((await fetch(new URL('/readyz', server.url))).status).toBe(200);

    // A sign-in whose body arrives in two parts, the second after the signal.
    const body = JSON.stringify({ email: 'admin@tiara.example', password_hash: 'Admin123!' });
    const socket = connect(Number(port), '127.0.0.1');
    const answer = answerOf(socket);
    socket.write(`POST /api/user/signin HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`);
    socket.write(body.slice(0, 10));
    await delay(500);

    const signalledAt = Date.now();
    server.process.kill('SIGTERM');
    await delay(500);
    expect(await connectionRefused(Number(port))).toBe(true);
    expect(server.process.exitCode).toBeNull();

    socket.write(body.slice(10));
    const response = await answer;
    expect(response).toMatch(/^HTTP\/1\.1 200 /);
    expect(response).toMatch(/^connection: close\r$/im);
    expect(response).toContain('"role":"Admin"');

    expect(await exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(GRACE_SECONDS * 1000);
  });
});
