import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, backgroundJobs } from '../../../../server/adapters/db/schema';
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
        // Its body is gone: there is nothing to send again.
        can_retry: false,
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
    expect(all.items[0]).toMatchObject({ kind: 'scan', state: 'waiting', scan_job_id: 4242, file_name: 'slice.dcm', subject: null, attempts: 0, can_retry: false });
    const second = await office.ok<JobsPage>('GET', '/api/admin/jobs?per_page=1&page=2');
    expect(second.items[0]).toMatchObject({ kind: 'mail', state: 'failed' });
    const completed = await office.ok<JobsPage>('GET', '/api/admin/jobs?state=completed&per_page=100');
    expect(completed.items.every((job) => job.state === 'completed' && job.kind === 'mail' && typeof job.subject === 'string')).toBe(true);
    expect(JSON.stringify(completed)).not.toContain('Do you ship to Aswan?');
  });

  it.each(['state=lost', 'page=0', 'per_page=1000', 'page=x'])('answers 400 to %s, not 500', async (query) => {
    expectRefusal(await office.call('GET', `/api/admin/jobs?${query}`), 400, 'validation_failed');
  });

  describe('retrying a failed job', () => {
    const failedContactMail = async (message: string) => {
      const send = vi.spyOn(office.server.outbox, 'send').mockRejectedValue(new Error('SMTP server unreachable'));
      try {
        expect((await office.call('POST', '/api/contact', { name: 'Hala', email: 'hala@clinic.example', message }, null)).statusCode).toBe(201);
        for (let tries = 0; tries < 200 && (await contactJob(message))?.state !== 'failed'; tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
      } finally {
        send.mockRestore();
      }
      const job = await contactJob(message);
      expect(job).toMatchObject({ state: 'failed', attempts: 2 });
      return job!;
    };
    const contactJob = async (message: string) =>
      (await office.server.db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, 'mail')).orderBy(desc(backgroundJobs.id))).find((job) =>
        String((job.payload as { text?: string }).text).includes(message),
      );

    it('runs a failed mail again to completion, with all its attempts, and audits who asked', async () => {
      const failed = await failedContactMail('Is the clinic kit back in stock?');
      const listed = await office.ok<JobsPage>('GET', '/api/admin/jobs?state=failed&per_page=100');
      expect(listed.items.find((job) => job.id === failed.id)).toMatchObject({ can_retry: true });
      const retried = await office.ok<Record<string, unknown>>('POST', `/api/admin/jobs/${failed.id}/retry`, undefined, 200);
      expect(retried).toMatchObject({ id: failed.id, kind: 'mail', state: 'waiting', attempts: 0, max_attempts: 2, finished_at: null, last_error: 'Error: SMTP server unreachable', can_retry: false });

      await office.server.settled();
      expect(await contactJob('Is the clinic kit back in stock?')).toMatchObject({ id: failed.id, state: 'completed', attempts: 1 });
      expect((await office.server.outbox.list(10_000)).filter((mail) => mail.text.includes('Is the clinic kit back in stock?'))).toHaveLength(1);

      const [entry] = await office.server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'background_job'), eq(auditLog.entityId, String(failed.id))));
      expect(entry).toMatchObject({ actorUserId: office.admin.id, action: 'retry', details: { kind: 'mail', attempts: 2 } });
    });

    it('refuses a job that has not failed, in English and Arabic', async () => {
      const [completed] = await office.server.db.select().from(backgroundJobs).where(eq(backgroundJobs.state, 'completed')).limit(1);
      expectRefusal(await office.call('POST', `/api/admin/jobs/${completed!.id}/retry`), 409, 'not_failed', `Background job #${completed!.id} is completed; only a failed job can be retried.`);
      const arabic = await office.server.request({ method: 'POST', url: `/api/admin/jobs/${completed!.id}/retry`, token: office.admin.token, headers: { 'accept-language': 'ar' } });
      expectRefusal(arabic, 409, 'not_failed', /مكتملة/);
    });

    it('refuses a confidential mail whose text was dropped, and a scan that was failed and refunded', async () => {
      const [resetMail] = await office.server.db
        .select()
        .from(backgroundJobs)
        .where(and(eq(backgroundJobs.kind, 'mail'), eq(backgroundJobs.state, 'failed')))
        .orderBy(backgroundJobs.id)
        .limit(1);
      expect(resetMail!.payload).toMatchObject({ confidential: true });
      expectRefusal(await office.call('POST', `/api/admin/jobs/${resetMail!.id}/retry`), 409, 'nothing_to_retry', /confidential e-mail/);
      const failedNow = await office.ok<JobsPage>('GET', '/api/admin/jobs?state=failed&per_page=100');
      expect(failedNow.items.find((job) => job.id === resetMail!.id)).toMatchObject({ can_retry: false });

      const [scan] = await office.server.db
        .insert(backgroundJobs)
        .values({ kind: 'scan', payload: { jobId: 77, fileName: 'jaw.nii' }, state: 'failed', attempts: 2, maxAttempts: 2, runAt: new Date(), lastError: 'Error: GPU lost' })
        .returning();
      expectRefusal(await office.call('POST', `/api/admin/jobs/${scan!.id}/retry`), 409, 'nothing_to_retry', /upload the scan again/);
      expect((await office.server.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, scan!.id)))[0]).toMatchObject({ state: 'failed', attempts: 2 });
      expect(await office.server.db.select().from(auditLog).where(eq(auditLog.entityId, String(scan!.id)))).toEqual([]);
    });

    it('answers 404 to an unknown job and 400 to an id that is not one', async () => {
      expectRefusal(await office.call('POST', '/api/admin/jobs/999999/retry'), 404, 'job_not_found', 'Background job #999999 was not found.');
      for (const id of ['abc', '0', '-1', '1.5', '99999999999']) expectRefusal(await office.call('POST', `/api/admin/jobs/${id}/retry`), 400, 'validation_failed');
    });

    it('is for admins only', async () => {
      expectRefusal(await office.call('POST', '/api/admin/jobs/1/retry', undefined, null), 401, 'unauthenticated');
      expectRefusal(await office.call('POST', '/api/admin/jobs/1/retry', undefined, office.customer), 403, 'forbidden');
      expectRefusal(await office.call('POST', '/api/admin/jobs/1/retry', undefined, office.sales), 403, 'forbidden');
    });
  });
});
