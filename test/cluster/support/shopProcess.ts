import { startServer, stopped } from '../../server/support/serverProcess';

/** One server of the shop, a process of its own run from the production build, as an operator runs it. */
export interface ShopProcess {
  readonly name: string;
  /** Its own address, without the trailing slash. */
  readonly url: string;
  /** The process's id, for reading its memory in /proc. */
  readonly pid: number;
  /** Whether it has exited (or been killed). */
  exited(): boolean;
  /** What it has printed (its log lines at LOG_LEVEL) since it started. */
  printed(): string;
  /** `kill -9`: no shutdown, no goodbye. */
  killHard(): Promise<void>;
  /** SIGTERM, and its exit code. */
  stop(): Promise<number | null>;
}

export async function startShopProcess(name: string, dataDir: string, settings: Record<string, string>): Promise<ShopProcess> {
  const { process: child, url } = await startServer(dataDir, { LOG_LEVEL: 'warn', ...settings }, { compiled: true });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return {
    name,
    url: url.replace(/\/$/, ''),
    pid: child.pid ?? 0,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    printed: () => output,
    killHard: () => stopped(child, 'SIGKILL'),
    async stop() {
      await stopped(child, 'SIGTERM');
      return child.exitCode;
    },
  };
}
