import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backgroundJobs } from '../../../../server/adapters/db/schema';
import { type BackOffice, expectRefusal, startBackOffice } from './adminTestKit';

type JobsPage = {
  counts: Record<'waiting' | 'running' | 'completed' | 'failed', number>;
  items: Array<Record<string, unknown>>;
  total: number;
  page: number;
  page_count: number;
};

describe('mail and scans as background jobs, as the admin sees them', () => {
  let office: BackOffice;

  beforeAll(async () => {
    // A failed send is retried 50 ms later, at most twice.
    office = await startBackOffice({ jobs: { retryBaseMs: 50, maxAttempts: 2 } });
  });

  afterAll(async () => {
    await office.server.close();
  });

  const mailJobsTo = async (email: string) =>
    (await office.server.db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, 'mail'))).filter((job) => (job.payload as { to: string }).to === email);

  it('drops the body of a password reset mail from the queue once it is sent, and keeps an ordinary mail', async () => {
    const { email } = office.customer;
    expect((await office.call('POST', '/api/user/forgot-password', { email }, null)).statusCode).toBe(200);
    await office.server.settled();
    const sent = (await office.server.outbox.list(10_000)).find((mail) => mail.to === email && mail.subject.includes('reset code'));
    expect(sent?.text).toMatch(/\d{6}/);
    const [job] = await mailJobsTo(email);
    expect(job).toMatchObject({ state: 'completed', attempts: 1, payload: { to: email, subject: sent!.subject, confidential: true } });
    expect(JSON.stringify(job!.payload)).not.toContain(sent!.text);
    expect(Object.keys(job!.payload as object).sort()).toEqual(['confidential', 'subject', 'to']);

    expect((await office.call('POST', '/api/contact', { name: 'Mona', email: 'mona@clinic.example', message: 'Do you ship to Aswan?' }, null)).statusCode).toBe(201);
    await office.server.settled();
    const [contact] = await mailJobsTo('shop@tiara.example');
    expect((contact!.payload as { text: string }).text).toContain('Do you ship to Aswan?');
  });

  it('retries a mail the transport refused, and drops a confidential body when the mail fails for good', async () => {
    const user = await office.server.createUser();
    const send = vi.spyOn(office.server.outbox, 'send').mockRejectedValue(new Error('SMTP server unreachable'));
    try {
      expect((await office.call('POST', '/api/user/forgot-password', { email: user.email }, null)).statusCode).toBe(200);
      for (let tries = 0; tries < 200 && (await mailJobsTo(user.email))[0]?.state !== 'failed'; tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(send).toHaveBeenCalledTimes(2);
    } finally {
      send.mockRestore();
    }
    const [job] = await mailJobsTo(user.email);
    expect(job).toMatchObject({ state: 'failed', attempts: 2, lastError: 'Error: SMTP server unreachable' });
    expect(Object.keys(job!.payload as object).sort()).toEqual(['confidential', 'subject', 'to']);

    const listed = await office.ok<JobsPage>('GET', '/api/admin/jobs?state=failed');
    expect(listed.counts.failed).toBe(1);
    expect(listed.items).toEqual([
      {
        id: job!.id,
        kind: 'mail',
        state: 'failed',
        attempts: 2,
        max_attempts: 2,
        run_at: expect.any(String),
        last_error: 'Error: SMTP server unreachable',
        created_at: expect.any(String),
        finished_at: expect.any(String),
        subject: 'Tiara: your password reset code',
        scan_job_id: null,
        file_name: null,
      },
    ]);
  });

  it('lists jobs newest first with counts by state, a scan by its job id and file name, and pages', async () => {
    const user = await office.server.createUser();
    // A scan job as an upload enqueues it, due later so it stays waiting (its processing is tested with the uploads).
    await office.server.db.insert(backgroundJobs).values({
      kind: 'scan',
      payload: { jobId: 4242, userId: user.id, fileName: 'slice.dcm', storedPath: '/nowhere', sizeBytes: 1, format: 'dicom' },
      state: 'waiting',
      maxAttempts: 2,
      runAt: new Date(Date.now() + 3_600_000),
    });
    const all = await office.ok<JobsPage>('GET', '/api/admin/jobs?per_page=1');
    expect(all.counts).toEqual({ waiting: 1, running: 0, completed: all.total - 2, failed: 1 });
    expect(all).toMatchObject({ page: 1, page_count: all.total });
    expect(all.items[0]).toMatchObject({ kind: 'scan', state: 'waiting', scan_job_id: 4242, file_name: 'slice.dcm', subject: null, attempts: 0 });
    const second = await office.ok<JobsPage>('GET', '/api/admin/jobs?per_page=1&page=2');
    expect(second.items[0]).toMatchObject({ kind: 'mail', state: 'failed' });
    const completed = await office.ok<JobsPage>('GET', '/api/admin/jobs?state=completed&per_page=100');
    expect(completed.items.every((job) => job.state === 'completed' && job.kind === 'mail' && typeof job.subject === 'string')).toBe(true);
    expect(JSON.stringify(completed)).not.toContain('Do you ship to Aswan?');
  });

  it.each(['state=lost', 'page=0', 'per_page=1000', 'page=x'])('answers 400 to %s, not 500', async (query) => {
    expectRefusal(await office.call('GET', `/api/admin/jobs?${query}`), 400, 'validation_failed');
  });
});
