/**
 * Credit notes (issue 29, item 5): one for each confirmed refund of an invoiceable order, issued
 * once however often it is asked for, numbered from its own gap-free Cairo-year sequence, referring
 * to the order's invoice (issued first when nobody had asked for it), and kept as issued.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditNoteCounters, creditNotes, invoices, orders } from '../../../server/adapters/db/schema';
import { creditNoteServices } from '../../../server/composition/creditNoteServices';
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
  let customer: TestUser;

  const issue = (refundId: number, at = server.clock.now) => services.issueCreditNote.execute(refundId, at);
  const noteOf = async (refundId: number) => (await server.db.select().from(creditNotes).where(eq(creditNotes.refundId, refundId)))[0];
  const deliveredOrder = () => insertInvoiceOrder(server, { userId: customer.id, status: 'Delivered', paid: true, lines: [{ name: 'Nitrile examination gloves', nameAr: 'جوانتي فحص نيتريل', quantity: 3, unitPrice: 45_000 }, { name: 'Universal composite kit', quantity: 1, unitPrice: 120_050 }] });

  beforeAll(async () => {
    server = await startTestServer({ rateLimits: false });
    server.clock.set(NEW_YEARS_EVE);
    services = creditNoteServices(server);
    [admin, customer] = await Promise.all([server.createUser({ role: 'Admin' }), server.createUser()]);
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
});
