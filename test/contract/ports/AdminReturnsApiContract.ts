import { describe, expect, it } from 'vitest';
import type { AdminReturnsApi, StaffReturnDetail, StaffReturnsApi } from '../../../src/application/admin/returns/StaffReturnsApi';
import type { ApiResult } from '../../../src/application/shared/ApiResult';
import type { Piasters } from '@tiara/domain/money';
import { type ReturnOutcome, type ReturnReason, isOpenReturn } from '@tiara/domain/returns';
import type { Subject } from './support/Subject';

/** A return a customer just asked for, as the runner made it. */
export interface AskedReturn {
  readonly id: number;
  readonly orderId: number;
  /** The customer's account e-mail. */
  readonly email: string;
  /** The photo sent with it. */
  readonly photoId: number;
  /** The returned lines' worth as charged. */
  readonly worth: Piasters;
}

export interface ReturnRequest {
  /** How the delivered order was paid: by card (the default) or cash on delivery. */
  readonly paidBy?: 'card' | 'cash';
  readonly reason?: ReturnReason;
  readonly outcome?: ReturnOutcome;
}

/** A new customer's delivered order, and their report of part of it with a photo: damaged, wanting a refund, unless asked otherwise. */
export type ReturnAsker = (request?: ReturnRequest) => Promise<AskedReturn>;

export interface AdminReturnsApiSubject {
  readonly api: AdminReturnsApi;
  readonly requestReturn: ReturnAsker;
}

/** No return and no photo has this id. */
const UNKNOWN_ID = 987_654;
const firstPage = { page: 1, perPage: 20 };

/** The return's detail, which the expectation needs to go on. */
export async function detailOf(api: StaffReturnsApi, id: number): Promise<StaffReturnDetail> {
  const read = await api.returnDetail(id);
  if (!read.ok) throw new Error(read.error.message);
  return read.value;
}

/** The step's answer, which the expectation needs to go on. */
export function answered(result: ApiResult<StaffReturnDetail>): StaffReturnDetail {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** What Admin → Returns relies on: the queue, each decision taken once, the goods received, and money given back within the order's limits. */
export function adminReturnsApiContract(subject: Subject<AdminReturnsApiSubject>): void {
  describe('AdminReturnsApi', () => {
    it('lists a new request by its order number, and reads what staff need to decide on it', async () => {
      const { api, requestReturn } = await subject();
      const asked = await requestReturn();
      const listed = await api.returns({ search: String(asked.orderId), status: null }, firstPage);
      expect(listed.ok && listed.value.items.filter((request) => request.orderId === asked.orderId).map((request) => [request.id, request.status])).toEqual([[asked.id, 'Requested']]);
      expect(await api.returns({ search: asked.email, status: 'Requested' }, firstPage)).toMatchObject({ ok: true, value: { total: 1, items: [{ id: asked.id }] } });
      const request = await detailOf(api, asked.id);
      expect(request).toMatchObject({
        id: asked.id,
        orderId: asked.orderId,
        paymentMethod: 'credit',
        reason: 'damaged-or-defective',
        preferredOutcome: 'refund',
        photoIds: [asked.photoId],
        customer: { email: asked.email },
        restocked: null,
        resolution: null,
        suggestedAmount: asked.worth,
        refunds: [],
        events: [{ kind: 'requested', actor: null }],
      });
      expect(request.lines.length).toBeGreaterThan(0);
      expect(request.refundable).toBeGreaterThanOrEqual(asked.worth);
      expect(request.cardRefundable).toBe(request.refundable);
    });

    it('lists open requests before settled ones, and only the status asked for', async () => {
      const { api, requestReturn } = await subject();
      const refused = await requestReturn();
      answered(await api.decide(refused.id, { decision: 'refuse', reason: 'The photos show wear from use.' }));
      await requestReturn();
      const all = await api.returns({ search: '', status: null }, { page: 1, perPage: 100 });
      const open = all.ok ? all.value.items.map((request) => isOpenReturn(request.status)) : [];
      expect(open).toContain(true);
      expect(open.slice(open.indexOf(false))).not.toContain(true);
      const onlyRefused = await api.returns({ search: '', status: 'Refused' }, { page: 1, perPage: 100 });
      expect(onlyRefused.ok && onlyRefused.value.items.map((request) => request.id)).toContain(refused.id);
      expect(onlyRefused.ok && onlyRefused.value.items.filter((request) => request.status !== 'Refused')).toEqual([]);
    });

    it('approves a request once: approving it again changes nothing, refusing it then is refused as taken already', async () => {
      const { api, requestReturn } = await subject();
      const { id } = await requestReturn();
      const approved = answered(await api.decide(id, { decision: 'approve' }));
      expect(approved).toMatchObject({ id, status: 'Approved' });
      expect(approved.events.map((event) => event.kind)).toEqual(['requested', 'approved']);
      expect(approved.events[1]?.actor).toEqual(expect.any(String));
      expect(answered(await api.decide(id, { decision: 'approve' })).events).toHaveLength(2);
      const again = await api.decide(id, { decision: 'refuse', reason: 'Too late.' });
      expect(again).toMatchObject({ ok: false, error: { kind: 'conflict', status: 409 } });
      expect(!again.ok && again.error.message).not.toBe('');
      expect(await detailOf(api, id)).toMatchObject({ status: 'Approved', refusalReason: null });
    });

    it('refuses a request only with a reason, which is kept for the customer', async () => {
      const { api, requestReturn } = await subject();
      const { id } = await requestReturn();
      expect(await api.decide(id, { decision: 'refuse', reason: '   ' })).toMatchObject({ ok: false, error: { kind: 'rejected' } });
      expect((await detailOf(api, id)).status).toBe('Requested');
      const refused = answered(await api.decide(id, { decision: 'refuse', reason: 'The photos show wear from use, not a defect.' }));
      expect(refused).toMatchObject({ status: 'Refused', refusalReason: 'The photos show wear from use, not a defect.' });
      expect(refused.events.at(-1)).toMatchObject({ kind: 'refused', note: 'The photos show wear from use, not a defect.' });
    });

    it('receives the goods without restocking them, then gives store credit no larger than the order may give back', async () => {
      const { api, requestReturn } = await subject();
      const { id } = await requestReturn({ outcome: 'store-credit' });
      answered(await api.decide(id, { decision: 'approve' }));
      const received = answered(await api.receive(id, false));
      expect(received).toMatchObject({ status: 'Received', restocked: false });
      const tooMuch = await api.resolve(id, { resolution: 'store-credit', amount: received.refundable + 100 });
      expect(tooMuch.ok).toBe(false);
      expect((await detailOf(api, id)).status).toBe('Received');
      const resolved = answered(await api.resolve(id, { resolution: 'store-credit', amount: 10_000 }));
      expect(resolved).toMatchObject({ status: 'Resolved', resolution: 'store-credit', refundable: received.refundable - 10_000 });
      expect(resolved.refunds.filter((refund) => refund.returnId === id)).toMatchObject([{ method: 'store-credit', amount: 10_000, status: 'Confirmed' }]);
    });

    it('refunds the card no more than it may take back, the refund pending until the gateway confirms it', async () => {
      const { api, requestReturn } = await subject();
      const asked = await requestReturn();
      const approved = answered(await api.decide(asked.id, { decision: 'approve' }));
      expect((await api.resolve(asked.id, { resolution: 'card-refund', amount: approved.cardRefundable + 100 })).ok).toBe(false);
      expect((await detailOf(api, asked.id)).status).toBe('Approved');
      const resolved = answered(await api.resolve(asked.id, { resolution: 'card-refund', amount: asked.worth }));
      expect(resolved).toMatchObject({ status: 'Resolved', resolution: 'card-refund' });
      const [refund] = resolved.refunds.filter((given) => given.returnId === asked.id);
      expect(refund).toMatchObject({ method: 'card', amount: asked.worth });
      expect(['Pending', 'Confirmed']).toContain(refund?.status);
      expect(refund?.confirmedAt === null).toBe(refund?.status === 'Pending');
    });

    it('records money paid back by hand for a cash order, saying how', async () => {
      const { api, requestReturn } = await subject();
      const asked = await requestReturn({ paidBy: 'cash', reason: 'wrong-item' });
      const approved = answered(await api.decide(asked.id, { decision: 'approve' }));
      expect(approved).toMatchObject({ paymentMethod: 'cash', cardRefundable: 0 });
      const resolved = answered(await api.resolve(asked.id, { resolution: 'paid-back-by-hand', amount: asked.worth, note: 'Cash at the Heliopolis counter' }));
      expect(resolved.refunds.filter((refund) => refund.returnId === asked.id)).toMatchObject([{ method: 'by-hand', amount: asked.worth, status: 'Confirmed', note: 'Cash at the Heliopolis counter' }]);
    });

    it("reads a report's photo as its bytes, and answers not found for a return or photo that does not exist", async () => {
      const { api, requestReturn } = await subject();
      const { photoId } = await requestReturn();
      const photo = await api.photo(photoId);
      expect(photo.ok && photo.value.size).toBeGreaterThan(0);
      const notFound = { ok: false, error: { kind: 'not-found', status: 404 } };
      expect(await api.returnDetail(UNKNOWN_ID)).toMatchObject(notFound);
      expect(await api.decide(UNKNOWN_ID, { decision: 'approve' })).toMatchObject(notFound);
      expect(await api.photo(UNKNOWN_ID)).toMatchObject(notFound);
    });
  });
}
