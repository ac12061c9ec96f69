/**
 * The back office's reports of money given back (issue 29, item 6): the refunds list of the
 * payments screen, with their credit notes, and the customers' store credit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRefundJson, StoreCreditReportJson } from '@tiara/contract/staff/refundReportJson';
import { storeCreditEntries } from '../../../../server/adapters/db/schema';
import { creditNoteServices } from '../../../../server/composition/creditNoteServices';
import { insertInvoiceOrder } from '../../support/invoiceFixtures';
import { insertRefund } from '../../support/refundFixtures';
import { type BackOffice, expectRefusal, startBackOffice } from './adminTestKit';

interface Page<T> {
  items: T[];
  total: number;
}

const SELLER = { legal_name: 'Tiara Dental Supplies S.A.E.', address: '90 Road 9, Maadi, Cairo', tax_registration_number: '512834690', commercial_register: '' };

describe('back office: refunds and store credit', () => {
  let office: BackOffice;
  let orderId: number;
  let otherOrderId: number;
  const refundIds: Record<'confirmed' | 'pending' | 'failed' | 'byHand', number> = { confirmed: 0, pending: 0, failed: 0, byHand: 0 };

  beforeAll(async () => {
    office = await startBackOffice();
    await office.ok('PUT', '/api/admin/invoice-settings', SELLER);
    orderId = await insertInvoiceOrder(office.server, { userId: office.customer.id, status: 'Delivered', paid: true });
    otherOrderId = await insertInvoiceOrder(office.server, { userId: null, status: 'Delivered', paid: false, buyer: { shippingFirstName: 'Omar', shippingLastName: 'Fathy' } });
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute));
    refundIds.confirmed = await insertRefund(office.server, { orderId, amount: 45_000, method: 'card', createdBy: office.admin.id, createdAt: at(1) });
    refundIds.pending = await insertRefund(office.server, { orderId, amount: 10_000, method: 'card', status: 'Pending', attempts: 2, lastError: 'The gateway did not answer in time', createdBy: office.admin.id, createdAt: at(2) });
    refundIds.failed = await insertRefund(office.server, { orderId, amount: 5_000, method: 'store-credit', status: 'Failed', createdAt: at(3) });
    refundIds.byHand = await insertRefund(office.server, { orderId: otherOrderId, amount: 7_500, method: 'by-hand', createdAt: at(4) });
    await creditNoteServices(office.server).issueMissing.execute(office.server.clock.now);
  });
  afterAll(async () => {
    await office.server.close();
  });

  const refunds = (query = '') => office.ok<Page<AdminRefundJson>>('GET', `/api/admin/refunds${query}`);

  it('lists refunds newest first, with their order, customer, who asked, attempts, last error and credit note', async () => {
    const page = await refunds();
    expect(page.total).toBe(4);
    expect(page.items.map((refund) => refund.id)).toEqual([refundIds.byHand, refundIds.failed, refundIds.pending, refundIds.confirmed]);
    const confirmed = page.items.find((refund) => refund.id === refundIds.confirmed);
    expect(confirmed).toEqual({
      id: refundIds.confirmed,
      order_id: orderId,
      return_id: null,
      method: 'card',
      amount: 450,
      status: 'Confirmed',
      attempts: 1,
      last_error: null,
      note: null,
      created_by: 'Amira Admin',
      created_at: '2026-11-20T10:01:00.000Z',
      confirmed_at: '2026-11-20T10:01:00.000Z',
      credit_note_number: expect.stringMatching(/^CN-2026-\d{6}$/),
      credit_note_id: expect.any(Number),
      customer: { name: 'Mona Hassan', email: 'clinic@example.com' },
    });
    expect(page.items.find((refund) => refund.id === refundIds.pending)).toMatchObject({ status: 'Pending', attempts: 2, last_error: 'The gateway did not answer in time', credit_note_number: null, credit_note_id: null });
    expect(page.items.find((refund) => refund.id === refundIds.byHand)).toMatchObject({ method: 'by-hand', created_by: null, customer: { name: 'Omar Fathy' }, credit_note_number: expect.stringMatching(/^CN-/) });
    const pdf = await office.call('GET', `/api/credit-notes/${confirmed?.credit_note_id}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('filters by status and by method, and finds by order or credit note number or customer', async () => {
    expect((await refunds('?status=Pending')).items.map((refund) => refund.id)).toEqual([refundIds.pending]);
    expect((await refunds('?method=card')).items.map((refund) => refund.id)).toEqual([refundIds.pending, refundIds.confirmed]);
    expect((await refunds('?method=card&status=Confirmed')).items.map((refund) => refund.id)).toEqual([refundIds.confirmed]);
    expect((await refunds(`?search=${otherOrderId}`)).items.map((refund) => refund.id)).toEqual([refundIds.byHand]);
    expect((await refunds('?search=omar')).items.map((refund) => refund.id)).toEqual([refundIds.byHand]);
    const number = (await refunds()).items.find((refund) => refund.id === refundIds.confirmed)?.credit_note_number ?? '';
    expect((await refunds(`?search=${number}`)).items.map((refund) => refund.id)).toEqual([refundIds.confirmed]);
    expect((await refunds('?per_page=1&page=2')).items.map((refund) => refund.id)).toEqual([refundIds.failed]);
    expectRefusal(await office.call('GET', '/api/admin/refunds?status=Done'), 400, 'validation_failed');
    expectRefusal(await office.call('GET', '/api/admin/refunds?method=cash'), 400, 'validation_failed');
  });

  it('sums the store credit ledger: given, spent, given back, and what customers still hold', async () => {
    expect(await office.ok<StoreCreditReportJson>('GET', '/api/admin/store-credit')).toEqual({ issued: 0, spent: 0, restored: 0, outstanding: 0, customers_with_balance: 0 });
    const other = await office.server.createUser();
    await office.server.db.insert(storeCreditEntries).values([
      { userId: office.customer.id, kind: 'refund', amountPiasters: 20_000, refundId: refundIds.failed },
      { userId: office.customer.id, kind: 'spent', amountPiasters: -15_000, orderId },
      { userId: office.customer.id, kind: 'restored', amountPiasters: 15_000, orderId },
      { userId: other.id, kind: 'refund', amountPiasters: 7_500, refundId: refundIds.byHand },
      { userId: other.id, kind: 'spent', amountPiasters: -7_500, orderId: otherOrderId },
    ]);
    expect(await office.ok<StoreCreditReportJson>('GET', '/api/admin/store-credit')).toEqual({ issued: 275, spent: 225, restored: 150, outstanding: 200, customers_with_balance: 1 });
  });
});
