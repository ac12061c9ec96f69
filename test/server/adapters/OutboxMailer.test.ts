import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OutboxMailer } from '../../../server/adapters/mail/OutboxMailer';

describe('OutboxMailer', () => {
  let dataDir: string | undefined;
  afterEach(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('puts each message in place whole, and leaves aside what a stopped server was still writing', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tiara-outbox-'));
    const outbox = new OutboxMailer(dataDir, () => new Date('2026-11-26T10:00:00Z'));
    await outbox.send({ to: 'clinic@example.com', subject: 'Tiara: order #7 shipped', text: 'On its way.\n', html: '<p>On its way.</p>' });
    const names = await readdir(join(dataDir, 'outbox'));
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^2026-11-26T10-00-00-000Z-.+\.json$/);

    await writeFile(join(dataDir, 'outbox', '2026-11-26T10-00-01-000Z-cut.json.draft'), '{"subject": "Tiara: or');
    const listed = await outbox.page(0, 10);
    expect(listed.total).toBe(1);
    expect(listed.entries.map((entry) => entry.subject)).toEqual(['Tiara: order #7 shipped']);
  });
});
