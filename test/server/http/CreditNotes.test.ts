/**
 * Credit notes (issue 29, item 5): one for each confirmed refund of an invoiceable order, issued
 * once however often it is asked for, numbered from its own gap-free Cairo-year sequence, referring
 * to the order's invoice (issued first when nobody had asked for it), and kept as issued. The
 * simultaneous issues run on PGlite, and on parallel connections of a real PostgreSQL server when
 * TEST_DATABASE_URL is set.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditNoteCounters, creditNotes, invoices, orders } from '../../../server/adapters/db/schema';
import { creditNoteServices } from '../../../server/composition/creditNoteServices';
import { pdfText } from '../../support/pdfText';
import { insertInvoiceOrder } from '../support/invoiceFixtures';
import { insertRefund } from '../support/refundFixtures';
import { type TestServer, startTestServer } from '../support/testServer';

type TestUser = Awaited<ReturnType<TestServer['createUser']>>;

const SELLER = { legal_name: 'Tiara Dental Supplies S.A.E.', legal_name_ar: 'تيارا لمستلزمات الأسنان ش.م.م', address: '90 Road 9, Maadi, Cairo', tax_registration_number: '512-834-690', commercial_register: '184523 Cairo' };
const NEW_YEARS_EVE = new Date('2026-12-31T21:00:00Z');

describe('credit notes', () => {
  let server: TestServer;
  let services: ReturnType<typeof creditNoteServices>;
  let admin: TestUser;
  let sales: TestUser;
  let customer: TestUser;
  let bystander: TestUser;

  const pdfOf = (id: number | string, user: TestUser | null, headers: Record<string, string> = {}) => server.request({ method: 'GET', url: `/api/credit-notes/${id}/pdf`, token: user?.token ?? null, headers });
  const noteIdOf = async (refundId: number) => (await noteOf(refundId))?.id ?? 0;
  const issue = (refundId: number, at = server.clock.now) => services.issueCreditNote.execute(refundId, at);
  const noteOf = async (refundId: number) => (await server.db.select().from(creditNotes).where(eq(creditNotes.refundId, refundId)))[0];
  const deliveredOrder = () => insertInvoiceOrder(server, { userId: customer.id, status: 'Delivered', paid: true, lines: [{ name: 'Nitrile examination gloves', nameAr: 'جوانتي فحص نيتريل', quantity: 3, unitPrice: 45_000 }, { name: 'Universal composite kit', quantity: 1, unitPrice: 120_050 }] });

  beforeAll(async () => {
    server = await startTestServer({ rateLimits: false });
    server.clock.set(NEW_YEARS_EVE);
    services = creditNoteServices(server);
    [admin, sales, customer, bystander] = await Promise.all([server.createUser({ role: 'Admin' }), server.createUser({ role: 'Sales' }), server.createUser(), server.createUser()]);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  describe('before the shop’s invoice details are set', () => {
    it('issues nothing, takes no number, and the sweep issues it once they are', async () => {
      const orderId = await deliveredOrder();
      const refundId = await insertRefund(server, { orderId, amount: 10_000 });
      expect(await issue(refundId)).toMatchObject({ ok: false, error: { code: 'seller_details_missing' } });
      expect(await server.db.select().from(creditNoteCounters)).toEqual([]);
      expect(await server.db.select().from(invoices).where(eq(invoices.orderId, orderId))).toEqual([]);

      expect((await server.request({ method: 'PUT', url: '/api/admin/invoice-settings', token: admin.token, body: SELLER })).statusCode).toBe(200);
      expect(await services.issueMissing.execute(server.clock.now)).toBeGreaterThanOrEqual(1);
      expect((await noteOf(refundId))?.number).toBe('CN-2026-000001');
    });
  });

  describe('issuing', () => {
    it('issues the order’s invoice first when nobody had asked for it, and refers to it', async () => {
      const orderId = await deliveredOrder();
      const refundId = await insertRefund(server, { orderId, amount: 45_000, returned: [{ line: 0, quantity: 1 }] });
      const issued = await issue(refundId);
      expect(issued.ok).toBe(true);
      const [invoice] = await server.db.select().from(invoices).where(eq(invoices.orderId, orderId));
      const note = await noteOf(refundId);
      expect(note?.invoiceId).toBe(invoice?.id);
      if (issued.ok) expect(issued.value.invoice).toEqual({ number: invoice?.number, issuedAt: invoice?.issuedAt });
    });

    it('keeps the returned lines in both languages, the amount and its share of the invoice’s VAT', async () => {
      const orderId = await deliveredOrder();
      const refundId = await insertRefund(server, { orderId, amount: 90_000, method: 'store-credit', returned: [{ line: 0, quantity: 2 }] });
      await issue(refundId);
      const note = await noteOf(refundId);
      expect(note?.lines).toEqual([{ name: 'Nitrile examination gloves', name_ar: 'جوانتي فحص نيتريل', quantity: 2, unit_price: 45_000, line_total: 90_000 }]);
      expect(note?.amountPiasters).toBe(90_000);
      // The invoice: 2,600.50 EGP with 357.07 EGP VAT included; 900 EGP of it carries 123.58 EGP.
      expect(note?.vatIncludedPiasters).toBe(12_358);
      expect(note?.buyer).toMatchObject({ name: 'Mona Adel Hassan', city: 'Heliopolis' });
      expect(note?.seller).toMatchObject({ legal_name: SELLER.legal_name, tax_registration_number: '512834690' });
    });

    it('credits a refund of the order itself as one line naming the order, in both languages', async () => {
      const orderId = await deliveredOrder();
      const refundId = await insertRefund(server, { orderId, amount: 260_050, method: 'by-hand' });
      await issue(refundId);
      const note = await noteOf(refundId);
      expect(note?.lines).toEqual([{ name: `Refund of order #${orderId}`, name_ar: `استرداد مبلغ الطلب #${orderId}`, quantity: 1, unit_price: 260_050, line_total: 260_050 }]);
      // The whole total credits the whole VAT.
      expect(note?.vatIncludedPiasters).toBe(35_707);
    });

    it('issues once per refund, answering the same note after', async () => {
      const orderId = await deliveredOrder();
      const refundId = await insertRefund(server, { orderId, amount: 10_000 });
      const first = await issue(refundId);
      const again = await issue(refundId);
      expect(again).toEqual(first);
      await services.issuer.issueFor(refundId, server.clock.now);
      expect(await server.db.select().from(creditNotes).where(eq(creditNotes.refundId, refundId))).toHaveLength(1);
    });

    it.each([
      ['pending', 'Pending'],
      ['failed', 'Failed'],
    ] as const)('issues nothing for a %s refund', async (_, status) => {
      const orderId = await deliveredOrder();
      const refundId = await insertRefund(server, { orderId, amount: 10_000, status });
      expect(await issue(refundId)).toEqual({ ok: false, error: { code: 'refund_not_confirmed' } });
      expect(await noteOf(refundId)).toBeUndefined();
    });

    it('issues nothing for a refund that does not exist', async () => {
      expect(await issue(2_000_000_000)).toEqual({ ok: false, error: { code: 'refund_not_found' } });
    });

    it('issues nothing for an order cancelled before it was invoiced: no sale took place', async () => {
      const orderId = await insertInvoiceOrder(server, { userId: customer.id, status: 'Cancelled', paid: true });
      const refundId = await insertRefund(server, { orderId, amount: 260_050 });
      expect(await issue(refundId)).toMatchObject({ ok: false, error: { code: 'not_invoiceable' } });
      expect(await server.db.select().from(invoices).where(eq(invoices.orderId, orderId))).toEqual([]);
      expect(await services.issueMissing.execute(server.clock.now)).toBe(0);
    });

    it('credits the invoice of an order cancelled after it was invoiced', async () => {
      const orderId = await insertInvoiceOrder(server, { userId: customer.id, status: 'Processing', paid: true });
      expect((await server.request({ method: 'GET', url: `/api/order/${orderId}/invoice`, token: customer.token })).statusCode).toBe(200);
      await server.db.update(orders).set({ status: 'Cancelled' }).where(eq(orders.id, orderId));
      const refundId = await insertRefund(server, { orderId, amount: 260_050 });
      expect((await issue(refundId)).ok).toBe(true);
      expect((await noteOf(refundId))?.amountPiasters).toBe(260_050);
    });
  });
  describe('the PDF', () => {
    it('carries the seller, its number and date, the invoice it credits, how the money went back, the buyer, the lines, the total and the VAT', async () => {
      const orderId = await deliveredOrder();
      const invoice = await server.request({ method: 'GET', url: `/api/order/${orderId}/invoice`, token: customer.token });
      const invoiceNumber = /filename="invoice-(INV-\d{4}-\d{6})\.pdf"/.exec(String(invoice.headers['content-disposition']))?.[1];
      const refundId = await insertRefund(server, { orderId, amount: 85_000, returned: [{ line: 0, quantity: 2 }] });
      await issue(refundId);
      const note = await noteOf(refundId);
      const response = await pdfOf(note?.id ?? 0, customer);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="credit-note-${note?.number}.pdf"`);
      const [text = ''] = await pdfText(response.rawPayload);
      for (const expected of [
        'Tiara Dental Supplies S.A.E.',
        'Tax registration number: 512-834-690',
        'CREDIT NOTE',
        `Credit note number: ${note?.number}`,
        'Date: 2026-12-31',
        `Credits invoice ${invoiceNumber} of 2026-12-31`,
        `Order: #${orderId}`,
        'Refunded to the card the order was paid with',
        'Mona Adel Hassan',
        'Heliopolis, Cairo, 11341',
        'Nitrile examination gloves 2 450 EGP 900 EGP',
        'Goods credited 900 EGP',
        'Not refunded -50 EGP',
        'Total credited 850 EGP',
        // 357.07 × 850 / 2,600.50
        'VAT 14% included 116.71 EGP',
      ]) {
        expect(text).toContain(expected);
      }
    });

    it('shows no adjustment when the total is the lines’ worth, and names a refund as store credit or by hand', async () => {
      for (const [method, words] of [
        ['store-credit', 'Refunded as store credit'],
        ['by-hand', 'Paid back by hand'],
      ] as const) {
        const orderId = await deliveredOrder();
        const refundId = await insertRefund(server, { orderId, amount: 45_000, method, returned: [{ line: 0, quantity: 1 }] });
        await issue(refundId);
        const [text = ''] = await pdfText((await pdfOf(await noteIdOf(refundId), customer)).rawPayload);
        expect(text).toContain(words);
        expect(text).toContain('Total credited 450 EGP');
        expect(text).not.toContain('Goods credited');
      }
    });

    it('is written in Arabic, right to left, for a reader of Arabic: the same numbers in other words', async () => {
      const orderId = await deliveredOrder();
      const refundId = await insertRefund(server, { orderId, amount: 45_000, returned: [{ line: 0, quantity: 1 }] });
      await issue(refundId);
      const note = await noteOf(refundId);
      const [invoice] = await server.db.select().from(invoices).where(eq(invoices.orderId, orderId));
      const arabic = await pdfOf(note?.id ?? 0, customer, { 'accept-language': 'ar' });
      expect(arabic.statusCode).toBe(200);
      const [text = ''] = await pdfText(arabic.rawPayload);
      for (const expected of [note?.number ?? 'no number', invoice?.number ?? 'no invoice', '512-834-690', '2026-12-31', '450', '61.79']) expect(text).toContain(expected);
      // Its words are Arabic (pdf.js reads shaped Arabic back only roughly, so no Arabic text is compared here).
      for (const english of ['CREDIT NOTE', 'Total credited', 'Refunded', 'EGP', 'Nitrile']) expect(text).not.toContain(english);
      expect(arabic.rawPayload.toString('latin1')).toMatch(/NotoSansArabic-Bold/);
      const [english = ''] = await pdfText((await pdfOf(note?.id ?? 0, customer)).rawPayload);
      expect(english).toContain(note?.number);
    });

    it('answers the note as issued, whatever became of the shop’s details since', async () => {
      const orderId = await deliveredOrder();
      const refundId = await insertRefund(server, { orderId, amount: 10_000 });
      await issue(refundId);
      await server.request({ method: 'PUT', url: '/api/admin/invoice-settings', token: admin.token, body: { ...SELLER, legal_name: 'Renamed Trading Co.' } });
      const [text = ''] = await pdfText((await pdfOf(await noteIdOf(refundId), admin)).rawPayload);
      expect(text).toContain('Tiara Dental Supplies S.A.E.');
      expect(text).toContain(`Refund of order #${orderId} 1 100 EGP 100 EGP`);
      await server.request({ method: 'PUT', url: '/api/admin/invoice-settings', token: admin.token, body: SELLER });
    });
  });

  describe('who may have it', () => {
    it('the order’s customer and an admin; to anyone else it does not exist', async () => {
      const orderId = await deliveredOrder();
      const refundId = await insertRefund(server, { orderId, amount: 10_000 });
      await issue(refundId);
      const id = await noteIdOf(refundId);
      expect((await pdfOf(id, null)).statusCode).toBe(401);
      for (const other of [bystander, sales]) {
        const refused = await pdfOf(id, other);
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toEqual({ code: 'credit_note_not_found', message: `Credit note #${id} was not found.` });
      }
      expect((await pdfOf(id, customer)).statusCode).toBe(200);
      expect((await pdfOf(id, admin)).statusCode).toBe(200);
    });

    it('a guest order’s only to an admin', async () => {
      const orderId = await insertInvoiceOrder(server, { userId: null, status: 'Delivered', paid: false });
      const refundId = await insertRefund(server, { orderId, amount: 10_000, method: 'by-hand' });
      await issue(refundId);
      const id = await noteIdOf(refundId);
      expect((await pdfOf(id, customer)).statusCode).toBe(404);
      expect((await pdfOf(id, admin)).statusCode).toBe(200);
    });

    it('answers 404 for a note that does not exist and 400 for an id that is not one', async () => {
      expect((await pdfOf(2_000_000_000, admin)).statusCode).toBe(404);
      expect((await pdfOf('12abc', admin)).statusCode).toBe(400);
      expect((await pdfOf('99999999999', admin)).statusCode).toBe(400);
    });

    it('lists an order’s credit notes to an admin, oldest first, with their PDFs', async () => {
      const orderId = await deliveredOrder();
      const first = await insertRefund(server, { orderId, amount: 45_000, returned: [{ line: 0, quantity: 1 }] });
      const second = await insertRefund(server, { orderId, amount: 10_000, method: 'store-credit' });
      await issue(first);
      await issue(second);
      const [invoice] = await server.db.select().from(invoices).where(eq(invoices.orderId, orderId));
      const listed = await server.request({ method: 'GET', url: `/api/admin/orders/${orderId}/credit-notes`, token: admin.token });
      expect(listed.statusCode).toBe(200);
      const [one, two] = [await noteOf(first), await noteOf(second)];
      expect(listed.json()).toEqual({
        credit_notes: [
          { id: one?.id, refund_id: first, order_id: orderId, number: one?.number, issued_at: one?.issuedAt.toISOString(), amount: 450, vat_included: 61.79, refund_method: 'card', invoice_number: invoice?.number, url: `/api/credit-notes/${one?.id}/pdf` },
          { id: two?.id, refund_id: second, order_id: orderId, number: two?.number, issued_at: two?.issuedAt.toISOString(), amount: 100, vat_included: 13.73, refund_method: 'store-credit', invoice_number: invoice?.number, url: `/api/credit-notes/${two?.id}/pdf` },
        ],
      });
      expect((await server.request({ method: 'GET', url: '/api/admin/orders/2000000000/credit-notes', token: admin.token })).statusCode).toBe(404);
      expect((await server.request({ method: 'GET', url: `/api/admin/orders/${orderId}/credit-notes`, token: sales.token })).statusCode).toBe(403);
    });
  });

  describe('numbers', () => {
    it('start again at 1 with the Cairo new year', async () => {
      const orderId = await deliveredOrder();
      const refundId = await insertRefund(server, { orderId, amount: 10_000 });
      // 00:30 on New Year's Day in Cairo, still 2026 in UTC.
      expect(await issue(refundId, new Date('2026-12-31T22:30:00Z'))).toMatchObject({ ok: true, value: { number: 'CN-2027-000001' } });
      const next = await insertRefund(server, { orderId: await deliveredOrder(), amount: 10_000 });
      expect(await issue(next, new Date('2027-01-02T10:00:00Z'))).toMatchObject({ ok: true, value: { number: 'CN-2027-000002' } });
    });

    it('give one refund one note, however many issue it at once', { timeout: 60_000 }, async () => {
      const orderId = await deliveredOrder();
      const refundId = await insertRefund(server, { orderId, amount: 10_000 });
      const results = await Promise.all(Array.from({ length: 8 }, () => issue(refundId)));
      expect(new Set(results.map((result) => (result.ok ? result.value.number : 'refused'))).size).toBe(1);
      expect(results.every((result) => result.ok)).toBe(true);
      expect(await server.db.select().from(creditNotes).where(eq(creditNotes.refundId, refundId))).toHaveLength(1);
      expect(await server.db.select().from(invoices).where(eq(invoices.orderId, orderId))).toHaveLength(1);
    });

    it('number refunds issued at once consecutively, without gaps, refused ones among them', { timeout: 60_000 }, async () => {
      const issuable = await Promise.all(Array.from({ length: 8 }, async () => insertRefund(server, { orderId: await deliveredOrder(), amount: 10_000 })));
      // Two refunds of one order at once: the order's lock queues them, and each credits its own share.
      const sharedOrder = await deliveredOrder();
      const shared = [await insertRefund(server, { orderId: sharedOrder, amount: 130_025 }), await insertRefund(server, { orderId: sharedOrder, amount: 130_025 })];
      const refused = await Promise.all(Array.from({ length: 3 }, async () => insertRefund(server, { orderId: await deliveredOrder(), amount: 10_000, status: 'Pending' })));
      const [before] = await server.db.select().from(creditNoteCounters).where(eq(creditNoteCounters.year, 2026));
      const results = await Promise.all([...issuable, ...shared, ...refused].map((refundId) => issue(refundId)));
      expect(results.filter((result) => result.ok)).toHaveLength(10);

      const rows = await server.db.select().from(creditNotes).where(eq(creditNotes.year, 2026));
      const sequences = rows.map((row) => row.sequence).sort((a, b) => a - b);
      expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, index) => index + 1));
      const [after] = await server.db.select().from(creditNoteCounters).where(eq(creditNoteCounters.year, 2026));
      expect(after?.lastSequence).toBe((before?.lastSequence ?? 0) + 10);
      for (const row of rows) expect(row.number).toBe(`CN-2026-${String(row.sequence).padStart(6, '0')}`);
      const halves = await server.db.select().from(creditNotes).where(eq(creditNotes.orderId, sharedOrder));
      expect(halves.reduce((sum, row) => sum + row.vatIncludedPiasters, 0)).toBe(35_707);
    });
  });
});
