import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '../../..');

/** One server of the shop, a process of its own, as an operator runs it. */
export interface ShopProcess {
  readonly name: string;
  readonly url: string;
  readonly pid: number;
  /** What it printed so far (for failure messages). */
  output(): string;
  /** `kill -9`: no shutdown, no goodbye. */
  killHard(): Promise<void>;
  /** SIGTERM, and its exit code. */
  stop(): Promise<number | null>;
}

/** Starts `node server/main.js`-style production server with `env` and waits until it listens. */
export function startShopProcess(name: string, port: number, env: Record<string, string>): Promise<ShopProcess> {
  return new Promise((resolveStart, reject) => {
    const child: ChildProcess = spawn(process.execPath, [resolve(repo, 'dist-server/main.js')], {
      cwd: repo,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: env.LOG_LEVEL ?? 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    const timer = setTimeout(() => reject(new Error(`server ${name} did not start within 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/running at http:\/\//.test(output) && child.pid !== undefined) {
        clearTimeout(timer);
        resolveStart({
          name,
          url: `http://127.0.0.1:${port}`,
          pid: child.pid,
          output: () => output,
          async killHard() {
            child.kill('SIGKILL');
            await exited;
          },
          async stop() {
            if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
            child.kill('SIGTERM');
            return exited;
          },
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server ${name} exited with ${code} before it started:\n${output}`));
    });
  });
}
