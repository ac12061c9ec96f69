/** The real server in a child process of its own, for the tests of what a process does: crashes, signals, several servers. */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
export const STARTUP_MS = 90_000;

export interface RunningServer {
  readonly process: ChildProcess;
  readonly url: string;
}

/**
 * Starts the server with `dataDir`, on a port the system picks, and resolves with the address it
 * prints: on PGlite unless `settings` names a DATABASE_URL (one in the test's own environment is
 * not passed on), from the sources, or from the production build (`npm run build`) when `compiled`.
 */
export function startServer(dataDir: string, settings: Record<string, string> = {}, { compiled = false } = {}): Promise<RunningServer> {
  const { DATABASE_URL: _postgres, ...environment } = process.env;
  const entry = compiled ? [join(root, 'dist-server/main.js')] : ['--import', 'tsx', join(root, 'server/main.ts')];
  const child = spawn(process.execPath, entry, {
    cwd: root,
    env: { ...environment, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), STARTUP_MS);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/[^\s]+\/)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ process: child, url: match[1] });
      }
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before starting:\n${output}`));
    });
  });
}

/** Sends `signal` and resolves once the process has exited. */
export function stopped(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
