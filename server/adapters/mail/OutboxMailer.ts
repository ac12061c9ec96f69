import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailMessage, Mailer } from '../../application/mail/Mailer';

export interface OutboxEntry extends MailMessage {
  readonly id: string;
  readonly sentAt: string;
}

/**
 * The default mailer: every message is written as a JSON file to `<dataDir>/outbox`, where admins
 * read it. File names start with the time, so a directory listing is already in sending order.
 */
export class OutboxMailer implements Mailer {
  private readonly directory: string;
  private readonly now: () => Date;

  constructor(dataDir: string, now: () => Date) {
    this.directory = join(dataDir, 'outbox');
    this.now = now;
  }

  async send(message: MailMessage): Promise<void> {
    const sentAt = this.now().toISOString();
    const id = `${sentAt.replace(/[:.]/g, '-')}-${randomUUID()}`;
    const entry: OutboxEntry = { id, sentAt, ...message };
    const file = join(this.directory, `${id}.json`);
    // Written aside, then renamed into place: a reader (the back office, another server) never
    // finds half a message, nor does one remain from a server stopped in the middle of writing it.
    const draft = `${file}.draft`;
    const json = JSON.stringify(entry, null, 2);
    // The directory is made when a write finds it missing, not before every message: on a busy
    // shop (a mail per order) creating files is what the outbox costs, and each system call counts.
    try {
      await writeFile(draft, json, { mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      await mkdir(this.directory, { recursive: true });
      await writeFile(draft, json, { mode: 0o600 });
    }
    await rename(draft, file);
  }

  /** The newest messages first. */
  async list(limit = 100): Promise<OutboxEntry[]> {
    return (await this.page(0, limit)).entries;
  }

  /** One page of the messages, newest first, and how many there are in all. */
  async page(offset: number, limit: number): Promise<{ entries: OutboxEntry[]; total: number }> {
    const names = await readdir(this.directory).catch(() => [] as string[]);
    const all = names.filter((name) => name.endsWith('.json')).sort().reverse();
    const entries = await Promise.all(all.slice(offset, offset + limit).map(async (name) => JSON.parse(await readFile(join(this.directory, name), 'utf8')) as OutboxEntry));
    return { entries, total: all.length };
  }
}
