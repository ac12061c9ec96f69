import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** An e-mail as the server's default mailer writes it to `<DATA_DIR>/outbox` (server/adapters/mail/OutboxMailer.ts). */
export interface OutboxMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly sentAt: string;
}

async function mailsIn(dataDir: string): Promise<OutboxMail[]> {
  const directory = join(dataDir, 'outbox');
  const names = await readdir(directory).catch(() => [] as string[]);
  return Promise.all(names.filter((name) => name.endsWith('.json')).sort().map(async (name) => JSON.parse(await readFile(join(directory, name), 'utf8')) as OutboxMail));
}

/** The newest e-mail to `to` whose subject contains `subject`, waited for: the server sends mail after answering. */
export async function waitForMail(dataDir: string, to: string, subject: string, timeoutMs = 10_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailsIn(dataDir)).filter((mail) => mail.to === to && mail.subject.includes(subject)).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} about "${subject}" arrived within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
