import { startServer, stopped } from '../../server/support/serverProcess';

/** One server of the shop, a process of its own run from the production build, as an operator runs it. */
export interface ShopProcess {
  readonly name: string;
  /** Its own address, without the trailing slash. */
  readonly url: string;
  /** `kill -9`: no shutdown, no goodbye. */
  killHard(): Promise<void>;
  /** SIGTERM, and its exit code. */
  stop(): Promise<number | null>;
}

export async function startShopProcess(name: string, dataDir: string, settings: Record<string, string>): Promise<ShopProcess> {
  const { process: child, url } = await startServer(dataDir, { LOG_LEVEL: 'warn', ...settings }, { compiled: true });
  return {
    name,
    url: url.replace(/\/$/, ''),
    killHard: () => stopped(child, 'SIGKILL'),
    async stop() {
      await stopped(child, 'SIGTERM');
      return child.exitCode;
    },
  };
}
