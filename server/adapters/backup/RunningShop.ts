import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * The file in DATA_DIR by which a server on PGlite says it holds the embedded database: its
 * process, the token that asks it for a snapshot and, once it listens, its own address. Written
 * before the database is opened and removed once it is closed; a crash leaves it behind, and a
 * process that is gone no longer counts. Readable by the shop's own user alone: whoever may read
 * it may read the database files anyway.
 */
export const RUNNING_SHOP_FILE = 'shop-process.json';

const RunningShopNotice = z.object({ pid: z.number().int().positive(), token: z.string().min(32), startedAt: z.string(), url: z.string().url().optional() });
export type RunningShopNotice = z.infer<typeof RunningShopNotice>;

/** The address on which this machine reaches a server listening on `host` (any address means the loopback one). */
export function localUrlOf(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/** The server's side of the notice. */
export class RunningShopAnnouncement {
  private constructor(
    private readonly file: string,
    private notice: RunningShopNotice,
  ) {}

  /** Says, with a new token for this run, that this process holds the database of `dataDir`. */
  static async announce(dataDir: string, startedAt: Date): Promise<RunningShopAnnouncement> {
    const announcement = new RunningShopAnnouncement(join(dataDir, RUNNING_SHOP_FILE), { pid: process.pid, token: randomBytes(32).toString('base64url'), startedAt: startedAt.toISOString() });
    await announcement.write();
    return announcement;
  }

  /** The bearer token of this run's snapshot route. */
  get token(): string {
    return this.notice.token;
  }

  /** Adds the address the server now answers on. */
  async listening(url: string): Promise<void> {
    this.notice = { ...this.notice, url };
    await this.write();
  }

  /** Once the database is closed. */
  async withdraw(): Promise<void> {
    await rm(this.file, { force: true });
  }

  /** Written aside and renamed into place: a reader never finds half a notice. */
  private async write(): Promise<void> {
    const draft = `${this.file}.${process.pid}.draft`;
    await writeFile(draft, JSON.stringify(this.notice, null, 2), { mode: 0o600 });
    await rename(draft, this.file);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The server running on this DATA_DIR, or null when none is: no notice, or one whose process is
 * gone (a crash; a server starting writes it anew). A notice that cannot be read is taken as a server
 * running, since guessing wrong would let two processes open one embedded database.
 */
export async function runningShopOf(dataDir: string): Promise<RunningShopNotice | null> {
  const file = join(dataDir, RUNNING_SHOP_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let notice: RunningShopNotice;
  try {
    notice = RunningShopNotice.parse(JSON.parse(text));
  } catch {
    throw new Error(`${file} is not a notice this shop wrote. If no shop is running on ${dataDir}, delete that file and try again.`);
  }
  // A notice naming this very process is left from before a restart that reused its number.
  return notice.pid !== process.pid && isAlive(notice.pid) ? notice : null;
}
