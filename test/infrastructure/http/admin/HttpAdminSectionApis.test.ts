import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../../../src/infrastructure/http/HttpClient';
import { HttpAdminAiApi } from '../../../../src/infrastructure/http/admin/HttpAdminAiApi';
import { HttpAdminEventsApi } from '../../../../src/infrastructure/http/admin/HttpAdminEventsApi';
import { HttpAdminJobsApi } from '../../../../src/infrastructure/http/admin/HttpAdminJobsApi';
import { HttpAdminManagementApi } from '../../../../src/infrastructure/http/admin/HttpAdminManagementApi';
import { HttpAdminNotificationsApi } from '../../../../src/infrastructure/http/admin/HttpAdminNotificationsApi';
import { HttpAdminPaymentsApi } from '../../../../src/infrastructure/http/admin/HttpAdminPaymentsApi';
import { HttpAdminPromosApi } from '../../../../src/infrastructure/http/admin/HttpAdminPromosApi';
import { HttpAdminShippingApi } from '../../../../src/infrastructure/http/admin/HttpAdminShippingApi';
import { HttpAdminTrainingApi } from '../../../../src/infrastructure/http/admin/HttpAdminTrainingApi';
import { backgroundJobs } from '../../../../server/adapters/db/schema';
import { type BackOffice, startBackOffice } from '../../../server/http/admin/adminTestKit';

/**
 * The back office's second-half adapters against the real server (Fastify on PGlite): what they
 * send is what the routes accept, and what the routes answer fits their schemas.
 */
describe('admin section adapters against the real server', () => {
  let office: BackOffice;
  let http: HttpClient;
  let customerHttp: HttpClient;

  /** An HttpClient whose fetch is the app's own request injection. */
  function clientFor(token: string): HttpClient {
    return new HttpClient('', () => token, async (input, init) => {
      const answer = await office.server.app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: String(input),
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
        ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
      });
      return new Response(answer.statusCode === 204 ? null : answer.body, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? '') } });
    });
  }

  beforeAll(async () => {
    office = await startBackOffice();
    http = clientFor(office.admin.token);
    customerHttp = clientFor(office.customer.token);
  }, 120_000);
  afterAll(async () => {
    await office?.server.close();
  });

  it('notifications: posts to one user in both languages, lists by audience, edits the Arabic, switches off and deletes', async () => {
    const api = new HttpAdminNotificationsApi(http);
    const fields = { title: 'Crowns restocked', message: 'NuSmile crowns are back.', titleAr: 'عودة التيجان', messageAr: null, category: 0, isActive: true };
    const created = await api.create({ ...fields, userId: office.customer.id });
    expect(created).toMatchObject({ ok: true, value: { ...fields, userId: office.customer.id, userEmail: office.customer.email, readCount: 0 } });
    if (!created.ok) return;
    const forOne = await api.list({ page: 1, perPage: 20, forEveryone: false, search: 'crowns' });
    expect(forOne.ok && forOne.value.items.map((item) => item.id)).toEqual([created.value.id]);
    const translated = { ...fields, messageAr: 'تيجان NuSmile متوفرة من جديد.' };
    expect(await api.update(created.value.id, translated)).toMatchObject({ ok: true, value: { ...translated, userId: office.customer.id } });
    expect(await api.setActive(created.value.id, false)).toMatchObject({ ok: true, value: { isActive: false } });
    expect(await api.delete(created.value.id)).toEqual({ ok: true, value: { id: created.value.id } });
    expect(await api.create({ ...fields, userId: 999_999 })).toMatchObject({ ok: false, error: { kind: 'not-found' } });
  });

  it('events: adds, edits and deletes, dates read as instants', async () => {
    const api = new HttpAdminEventsApi(http);
    const fields = { title: 'Cairo Dental Days', description: 'Two days of talks', date: new Date('2026-12-01T08:00:00Z'), location: 'Cairo', speakers: ['Dr. Amal'], imageUrl: '', isActive: true };
    const created = await api.create(fields);
    expect(created).toMatchObject({ ok: true, value: fields });
    if (!created.ok) return;
    expect(await api.update(created.value.id, { ...fields, speakers: [], isActive: false })).toMatchObject({ ok: true, value: { speakers: [], isActive: false } });
    const listed = await api.list({ page: 1, perPage: 5, search: 'Dental Days' });
    expect(listed).toMatchObject({ ok: true, value: { total: 1, page: 1, perPage: 5, pageCount: 1 } });
    expect(await api.delete(created.value.id)).toMatchObject({ ok: true });
  });

  it('trainings: adds one with packages in piasters, edits its packages, and exports registrations as CSV', async () => {
    const api = new HttpAdminTrainingApi(http);
    const fields = { title: 'Pediatric Crowns Workshop', description: '', instructors: 'Dr. Hany', date: new Date('2026-12-05T07:00:00Z'), endDate: null, location: 'Giza', titleAr: 'ورشة تيجان الأطفال', descriptionAr: null, instructorsAr: 'د. هاني', locationAr: 'الجيزة', capacity: 12, imageUrl: '', isActive: true };
    const created = await api.create(fields, [{ name: 'Standard', nameAr: 'الأساسية', price: 150_050 }]);
    expect(created).toMatchObject({ ok: true, value: { ...fields, seatsTaken: 0, packages: [{ name: 'Standard', nameAr: 'الأساسية', price: 150_050 }] } });
    if (!created.ok) return;
    const added = await api.addPackage(created.value.id, { name: 'Premium', nameAr: null, price: 250_000 });
    expect(added).toMatchObject({ ok: true, value: { name: 'Premium', nameAr: null, price: 250_000 } });
    if (!added.ok) return;
    expect(await api.updatePackage(created.value.id, added.value.id, { name: 'Premium+', nameAr: 'المميزة', price: 260_000 })).toMatchObject({
      ok: true,
      value: { name: 'Premium+', nameAr: 'المميزة', price: 260_000 },
    });
    expect(await api.deletePackage(created.value.id, added.value.id)).toMatchObject({ ok: true });
    expect(await api.update(created.value.id, { ...fields, capacity: null })).toMatchObject({ ok: true, value: { capacity: null } });
    expect(await api.registrations({ page: 1, perPage: 20, trainingId: created.value.id })).toMatchObject({ ok: true, value: { items: [], total: 0 } });
    const csv = await api.exportRegistrations({ trainingId: created.value.id });
    expect(csv.ok && csv.value.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe('Training,Training Date,Name,Email,Phone,Package,Status,Order ID,Registered At');
    expect(await api.delete(created.value.id)).toMatchObject({ ok: true });
  });

  it('promo codes: percent and fixed, limits and window, uses; a duplicate is a conflict with the server message', async () => {
    const api = new HttpAdminPromosApi(http);
    const fields = {
      code: 'Spring-20',
      discount: { kind: 'percent' as const, percent: 20 },
      isActive: true,
      startsAt: new Date('2026-03-01T00:00:00Z'),
      endsAt: new Date('2026-04-01T00:00:00Z'),
      maxUses: 5,
      oncePerUser: true,
      minimumOrder: 50_000,
    };
    const created = await api.create(fields);
    expect(created).toMatchObject({ ok: true, value: { ...fields, code: 'SPRING-20', usedCount: 0, uses: { reserved: 0, used: 0, released: 0 } } });
    if (!created.ok) return;
    const duplicate = await api.create(fields);
    expect(duplicate).toMatchObject({ ok: false, error: { kind: 'conflict' } });
    expect(!duplicate.ok && duplicate.error.message).not.toBe('');
    const fixed = await api.update(created.value.id, { ...fields, code: 'SPRING-20', discount: { kind: 'fixed', amount: 7_550 }, maxUses: null, minimumOrder: null, startsAt: null, endsAt: null });
    expect(fixed).toMatchObject({ ok: true, value: { discount: { kind: 'fixed', amount: 7_550 }, maxUses: null, minimumOrder: null, startsAt: null, endsAt: null } });
    expect(await api.uses(created.value.id, { page: 1, perPage: 20 })).toMatchObject({ ok: true, value: { items: [], total: 0 } });
    expect(await api.list({ page: 1, perPage: 20, search: 'spring', isActive: true })).toMatchObject({ ok: true, value: { total: 1 } });
    expect(await api.delete(created.value.id)).toMatchObject({ ok: true });
  });

  it('AI: plans with a free id, subscriptions and scans pages, a quota on an unknown subscription is not found', async () => {
    const api = new HttpAdminAiApi(http);
    const plans = await api.plans();
    expect(plans.ok).toBe(true);
    if (!plans.ok) return;
    const free = [1, 2, 3].find((id) => !plans.value.some((plan) => plan.id === id));
    if (free !== undefined) {
      const created = await api.createPlan(free, { name: 'Trial', price: 100_000, segmentations: 3, periodLabel: '/month', description: '', nameAr: 'باقة تجريبية', descriptionAr: null, periodLabelAr: '/شهريًا', isActive: false });
      expect(created).toMatchObject({ ok: true, value: { id: free, name: 'Trial', nameAr: 'باقة تجريبية', descriptionAr: null, periodLabelAr: '/شهريًا', price: 100_000, segmentations: 3, activeSubscriptions: 0 } });
      expect(await api.deletePlan(free)).toMatchObject({ ok: true });
    } else {
      const plan = plans.value[0]!;
      expect(await api.updatePlan(plan.id, { ...plan, description: 'Updated' })).toMatchObject({ ok: true, value: { description: 'Updated' } });
    }
    expect(await api.subscriptions({ page: 1, perPage: 20, status: 'Active' })).toMatchObject({ ok: true, value: { page: 1 } });
    expect(await api.scans({ page: 1, perPage: 20, status: 'Completed' })).toMatchObject({ ok: true, value: { page: 1 } });
    expect(await api.setQuota(999_999, 5)).toMatchObject({ ok: false, error: { kind: 'not-found' } });
  });

  it('shipping fees: all 27 governorates, a fee set in piasters and what the checkout charges', async () => {
    const api = new HttpAdminShippingApi(http);
    const fees = await api.fees();
    expect(fees.ok && fees.value.length).toBe(27);
    expect(await api.setFee('Port Said', 8_550)).toEqual({ ok: true, value: { governorate: 'Port Said', fee: 8_550, chargedFee: 8_550 } });
    expect(await api.setFee('Port Said', 0)).toEqual({ ok: true, value: { governorate: 'Port Said', fee: 0, chargedFee: 15_000 } });
    expect(await api.setFee('Atlantis', 100)).toMatchObject({ ok: false, error: { kind: 'not-found' } });
  });

  it('management: settings, maintenance and AI access, listed users, outbox, contact messages and the audit log', async () => {
    const api = new HttpAdminManagementApi(http);
    expect(await api.settings()).toMatchObject({ ok: true, value: { underMaintenance: false } });
    expect(await api.setMaintenance(true)).toMatchObject({ ok: true, value: { underMaintenance: true } });
    expect(await api.setMaintenance(false)).toMatchObject({ ok: true, value: { underMaintenance: false } });
    expect(await api.setAiAccess('listed_users')).toMatchObject({ ok: true, value: { aiAccess: 'listed_users' } });
    expect(await api.aiListedUsers({ page: 1, perPage: 20 })).toMatchObject({ ok: true, value: { page: 1 } });
    expect(await api.outbox({ page: 1, perPage: 20 })).toMatchObject({ ok: true, value: { page: 1, outboxInUse: expect.any(Boolean) } });

    const sent = await office.call('POST', '/api/contact', { name: 'Dr. Salma', email: 'salma@clinic.example', message: 'Do you ship to Aswan?' }, null);
    expect(sent.statusCode, sent.body).toBe(201);
    const messages = await api.contactMessages({ page: 1, perPage: 1 });
    expect(messages).toMatchObject({ ok: true, value: { page: 1, perPage: 1, items: [{ name: 'Dr. Salma', email: 'salma@clinic.example', message: 'Do you ship to Aswan?' }] } });
    expect(messages.ok && messages.value.pageCount).toBe(messages.ok ? messages.value.total : -1);

    const audit = await api.auditLog({ page: 1, perPage: 5, entity: 'setting' });
    expect(audit.ok).toBe(true);
    if (!audit.ok) return;
    expect(audit.value.items[0]).toMatchObject({ action: 'update', entity: 'setting', actorEmail: office.admin.email });
    expect(audit.value.items.map((entry) => entry.details)).toContain('{"is_under_maintenance":true}');
  });

  it('payments: a page and an unknown payment; a customer token is refused', async () => {
    const api = new HttpAdminPaymentsApi(http);
    expect(await api.list({ page: 1, perPage: 20, status: 'Success' })).toMatchObject({ ok: true, value: { page: 1 } });
    expect(await api.payment(999_999)).toMatchObject({ ok: false, error: { kind: 'not-found' } });
    expect(await new HttpAdminPaymentsApi(customerHttp).list({ page: 1, perPage: 20 })).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
  });

  it('background jobs: counts and a page by state, Retry of a failed mail, refusals with the server message', async () => {
    const api = new HttpAdminJobsApi(http);
    const [failed, completed] = await office.server.db
      .insert(backgroundJobs)
      .values([
        { kind: 'mail', payload: { to: 'hala@clinic.example', subject: 'Your order', text: 'Thank you' }, state: 'failed', attempts: 3, maxAttempts: 3, runAt: new Date(), lastError: 'Error: refused', finishedAt: new Date() },
        { kind: 'scan', payload: { jobId: 9, fileName: 'jaw.nii' }, state: 'completed', attempts: 1, maxAttempts: 3, runAt: new Date(), finishedAt: new Date() },
      ])
      .returning();
    const listed = await api.list({ page: 1, perPage: 20, state: 'failed' });
    expect(listed).toMatchObject({ ok: true, value: { page: 1, counts: { failed: 1 } } });
    expect(listed.ok && listed.value.items).toEqual([
      expect.objectContaining({ id: failed!.id, kind: 'mail', state: 'failed', attempts: 3, maxAttempts: 3, subject: 'Your order', lastError: 'Error: refused', finishedAt: expect.any(Date) }),
    ]);
    const all = await api.list({ page: 1, perPage: 20 });
    expect(all.ok && all.value.items.find((job) => job.id === completed!.id)).toMatchObject({ kind: 'scan', scanJobId: 9, fileName: 'jaw.nii', subject: null });

    expect(await api.retry(failed!.id)).toMatchObject({ ok: true, value: { id: failed!.id, state: 'waiting', attempts: 0, finishedAt: null } });
    expect(await api.retry(completed!.id)).toMatchObject({ ok: false, error: { kind: 'conflict', code: 'not_failed', message: expect.stringContaining('only a failed job can be retried') } });
    expect(await api.retry(999_999)).toMatchObject({ ok: false, error: { kind: 'not-found', code: 'job_not_found' } });
    expect(await new HttpAdminJobsApi(customerHttp).list({ page: 1, perPage: 20 })).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
  });
});
