/**
 * Invoices (issue 19, item 3): issued on the first request for a paid or delivered order, with the
 * next number of a gap-free yearly sequence, kept as issued, downloadable as a PDF by the order's
 * customer or an admin. The PDF is read back with pdfjs and its text checked.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceCounters, invoices, orders, promoCodes, settings } from '../../../server/adapters/db/schema';
import { INVOICE_SELLER_KEY } from '../../../server/adapters/db/InvoiceSellerSettings';
import { pdfText } from '../../support/pdfText';
import { insertInvoiceOrder } from '../support/invoiceFixtures';
import { type TestServer, startTestServer } from '../support/testServer';

type TestUser = Awaited<ReturnType<TestServer['createUser']>>;

const SELLER = { legal_name: 'Tiara Dental Supplies S.A.E.', address: '90 Road 9, Maadi, Cairo', tax_registration_number: '512-834-690', commercial_register: '184523 Cairo' };

describe('invoices', () => {
  let server: TestServer;
  let admin: TestUser;
  let sales: TestUser;
  let customer: TestUser;
  let bystander: TestUser;

  const invoiceOf = (orderId: number | string, user: TestUser | null, headers: Record<string, string> = {}) =>
    server.request({ method: 'GET', url: `/api/order/${orderId}/invoice`, token: user?.token ?? null, headers });
  const saveSeller = (body: unknown, user: TestUser = admin) => server.request({ method: 'PUT', url: '/api/admin/invoice-settings', token: user.token, body });
  const paidOrder = () => insertInvoiceOrder(server, { userId: customer.id, status: 'Processing', paid: true });

  beforeAll(async () => {
    server = await startTestServer({ rateLimits: false });
    // 23:00 on New Year's Eve in Cairo: one test moves on into 2027, the rest stay in 2026.
    server.clock.set(new Date('2026-12-31T21:00:00Z'));
    [admin, sales, customer, bystander] = await Promise.all([
      server.createUser({ role: 'Admin' }),
      server.createUser({ role: 'Sales' }),
      server.createUser(),
      server.createUser(),
    ]);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  describe('before the back office set the seller’s details', () => {
    it('issues no invoice and says why, taking no number', async () => {
      const orderId = await paidOrder();
      const response = await invoiceOf(orderId, customer);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'seller_details_missing',
        message: "Invoices cannot be issued until the shop's legal name, address and tax registration number are set in the back office.",
      });
      expect(await server.db.select().from(invoiceCounters)).toEqual([]);
    });

    it('answers the settings with no seller', async () => {
      const response = await server.request({ method: 'GET', url: '/api/admin/invoice-settings', token: admin.token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ seller: null });
    });
  });

  describe('the seller’s details in the back office', () => {
    it('saves them with the TRN as its nine digits, and reads them back', async () => {
      const saved = await saveSeller(SELLER);
      expect(saved.statusCode).toBe(200);
      const expected = {
        seller: {
          legal_name: SELLER.legal_name,
          address: SELLER.address,
          legal_name_ar: '',
          address_ar: '',
          tax_registration_number: '512834690',
          tax_registration_number_text: '512-834-690',
          commercial_register: '184523 Cairo',
        },
      };
      expect(saved.json()).toEqual(expected);
      const read = await server.request({ method: 'GET', url: '/api/admin/invoice-settings', token: admin.token });
      expect(read.json()).toEqual(expected);
    });

    it.each([
      [{ ...SELLER, tax_registration_number: '51283469' }, 'tax_registration_number_invalid', 'The tax registration number must be 9 digits.'],
      [{ ...SELLER, tax_registration_number: '51283469X' }, 'tax_registration_number_invalid', 'The tax registration number must be 9 digits.'],
      [{ ...SELLER, legal_name: '   ' }, 'legal_name_required', 'Please enter the legal name.'],
      [{ ...SELLER, address: '' }, 'address_required', 'Please enter the address.'],
      [{ ...SELLER, legal_name: 'x'.repeat(201) }, 'legal_name_too_long', 'The legal name can be at most 200 characters.'],
      [{ ...SELLER, commercial_register: 'CR<script>' }, 'commercial_register_invalid', 'The commercial register number can hold at most 30 letters, digits, spaces, slashes and dashes.'],
    ])('refuses %j with %s', async (body, code, message) => {
      const response = await saveSeller(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code, message });
    });

    it('refuses in Arabic for an Arabic reader', async () => {
      const response = await server.request({ method: 'PUT', url: '/api/admin/invoice-settings', token: admin.token, body: { ...SELLER, tax_registration_number: '1' }, headers: { 'accept-language': 'ar' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'tax_registration_number_invalid', message: 'يجب أن يتكون رقم التسجيل الضريبي من 9 أرقام.' });
    });

    it('refuses a body that is not the settings with a 400', async () => {
      expect((await saveSeller({ legal_name: 42 })).statusCode).toBe(400);
    });

    it('is for admins only', async () => {
      expect((await saveSeller(SELLER, sales)).statusCode).toBe(403);
      expect((await saveSeller(SELLER, customer)).statusCode).toBe(403);
      expect((await server.request({ method: 'GET', url: '/api/admin/invoice-settings', token: customer.token })).statusCode).toBe(403);
    });
  });

  describe('the PDF', () => {
    it('carries the seller, the number, the Cairo date, the clinic, the lines, the totals and the VAT included', async () => {
      await saveSeller(SELLER);
      const orderId = await insertInvoiceOrder(server, { userId: customer.id, status: 'Shipped', paid: true, discount: 10_000 });
      server.clock.set(new Date('2026-12-31T22:30:00Z'));
      const response = await invoiceOf(orderId, customer);
      server.clock.set(new Date('2026-12-31T21:00:00Z'));

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const [row] = await server.db.select().from(invoices).where(eq(invoices.orderId, orderId));
      // 00:30 on New Year's Day in Cairo: the invoice belongs to 2027, the first of its year.
      expect(row?.number).toBe('INV-2027-000001');
      expect(response.headers['content-disposition']).toBe('attachment; filename="invoice-INV-2027-000001.pdf"');
      const [text = ''] = await pdfText(response.rawPayload);
      for (const expected of [
        'Tiara Dental Supplies S.A.E.',
        '90 Road 9, Maadi, Cairo',
        'Tax registration number: 512-834-690',
        'Commercial register: 184523 Cairo',
        'Invoice number: INV-2027-000001',
        'Date: 2027-01-01',
        `Order: #${orderId}`,
        'Mona Adel Hassan',
        '14 El Nozha Street, Heliopolis',
        'Heliopolis, Cairo, 11341',
        'Nitrile examination gloves 3 450 EGP 1,350 EGP',
        'Universal composite kit 1 1,200.50 EGP 1,200.50 EGP',
        'Subtotal 2,550.50 EGP',
        'Shipping 50 EGP',
        'Discount -100 EGP',
        'Total 2,500.50 EGP',
        // SPEC's tax figure: 14 % of the subtotal, rounded to the piaster.
        'VAT 14% included 357.07 EGP',
      ]) {
        expect(text).toContain(expected);
      }
    });

    it('names the promo code beside the discount, and keeps it as issued once the code is gone', async () => {
      const [promo] = await server.db.insert(promoCodes).values({ code: 'CLINIC100', kind: 'fixed', value: 10_000 }).returning();
      const orderId = await insertInvoiceOrder(server, { userId: customer.id, status: 'Shipped', paid: true, discount: 10_000, promoCodeId: promo?.id });
      const [text = ''] = await pdfText((await invoiceOf(orderId, customer)).rawPayload);
      for (const expected of ['Subtotal 2,550.50 EGP', 'Shipping 50 EGP', 'Discount (CLINIC100) -100 EGP', 'Total 2,500.50 EGP']) expect(text).toContain(expected);
      await server.db.delete(promoCodes).where(eq(promoCodes.code, 'CLINIC100'));
      const [again = ''] = await pdfText((await invoiceOf(orderId, customer)).rawPayload);
      expect(again).toContain('Discount (CLINIC100) -100 EGP');
    });

    it('prints an Arabic clinic name and address in the Arabic font', async () => {
      const orderId = await insertInvoiceOrder(server, {
        userId: customer.id,
        status: 'Delivered',
        paid: false,
        buyer: { shippingFirstName: 'عيادة', shippingMiddleName: '', shippingLastName: 'النور', shippingAddress: '12 شارع التحرير، الدقي' },
      });
      const response = await invoiceOf(orderId, customer);
      expect(response.statusCode).toBe(200);
      const pdf = response.rawPayload.toString('latin1');
      expect(pdf).toMatch(/NotoSansArabic-Bold/);
      expect(pdf).toMatch(/NotoSansArabic-Regular/);
      const [text = ''] = await pdfText(response.rawPayload);
      expect(text).toContain('12');
      // No discount, no discount line (as in the cart and the checkout).
      expect(text).not.toContain('Discount');
    });

    it('writes the invoice in Arabic, right to left, for a reader of Arabic: the same invoice in other words', async () => {
      const orderId = await paidOrder();
      const english = await invoiceOf(orderId, customer);
      const arabic = await invoiceOf(orderId, customer, { 'accept-language': 'ar' });
      expect(arabic.statusCode).toBe(200);
      const [englishText = ''] = await pdfText(english.rawPayload);
      const [text = ''] = await pdfText(arabic.rawPayload);
      const number = /INV-\d{4}-\d{6}/.exec(englishText)?.[0] ?? 'no number';
      expect(text).toContain(number);
      expect(text).toContain('512-834-690');
      for (const amount of ['1,350', '2,550.50', '357.07']) expect(text).toContain(amount);
      // Its words are Arabic (pdf.js reads shaped Arabic glyphs back only roughly, so no Arabic text is compared here).
      expect(text).not.toContain('TAX INVOICE');
      expect(text).not.toContain('Subtotal');
      expect(text).not.toContain('EGP');
      // The buyer's city and governorate are named in Arabic and joined with the Arabic comma.
      expect(text).toContain('11341');
      expect(text).not.toContain('Heliopolis, Cairo');
      expect(text).toContain('،');
      expect(arabic.rawPayload.toString('latin1')).toMatch(/NotoSansArabic-Bold/);
    });

    it('keeps both names of each line as issued and prints the one of its reader, English where a line has no Arabic', async () => {
      const orderId = await insertInvoiceOrder(server, {
        userId: customer.id,
        status: 'Delivered',
        paid: false,
        lines: [
          { name: 'Nitrile examination gloves', nameAr: 'جوانتي فحص نيتريل', quantity: 3, unitPrice: 45_000 },
          { name: 'Universal composite kit', quantity: 1, unitPrice: 120_050 },
        ],
      });
      const [englishText = ''] = await pdfText((await invoiceOf(orderId, customer)).rawPayload);
      expect(englishText).toContain('Nitrile examination gloves 3 450 EGP 1,350 EGP');
      const [row] = await server.db.select().from(invoices).where(eq(invoices.orderId, orderId));
      expect(row?.lines).toEqual([
        { name: 'Nitrile examination gloves', name_ar: 'جوانتي فحص نيتريل', quantity: 3, unit_price: 45_000, line_total: 135_000 },
        { name: 'Universal composite kit', name_ar: null, quantity: 1, unit_price: 120_050, line_total: 120_050 },
      ]);
      // pdf.js reads shaped Arabic back only roughly: the Arabic invoice is known by the English name it no longer prints.
      const [arabicText = ''] = await pdfText((await invoiceOf(orderId, customer, { 'accept-language': 'ar' })).rawPayload);
      expect(arabicText).not.toContain('Nitrile');
      expect(arabicText).toContain('Universal composite kit');
    });

    it('prints the English of a line issued before invoices kept Arabic names, in either language', async () => {
      const orderId = await insertInvoiceOrder(server, { userId: customer.id, status: 'Delivered', paid: false, lines: [{ name: 'Nitrile examination gloves', nameAr: 'جوانتي فحص نيتريل', quantity: 3, unitPrice: 45_000 }] });
      await invoiceOf(orderId, customer);
      await server.db.update(invoices).set({ lines: [{ name: 'Nitrile examination gloves', quantity: 3, unit_price: 45_000, line_total: 135_000 }] }).where(eq(invoices.orderId, orderId));
      const [arabicText = ''] = await pdfText((await invoiceOf(orderId, customer, { 'accept-language': 'ar' })).rawPayload);
      expect(arabicText).toContain('Nitrile examination gloves');
    });

    it('answers the same invoice later, as issued, whatever changed in the settings or the order since', async () => {
      const orderId = await paidOrder();
      const first = await invoiceOf(orderId, customer);
      const [issued] = await server.db.select().from(invoices).where(eq(invoices.orderId, orderId));
      await saveSeller({ ...SELLER, legal_name: 'Renamed Trading Co.' });
      await server.db.update(orders).set({ shippingFirstName: 'Changed', status: 'Cancelled' }).where(eq(orders.id, orderId));

      const again = await invoiceOf(orderId, admin);
      expect(again.statusCode).toBe(200);
      expect(again.headers['content-disposition']).toBe(first.headers['content-disposition']);
      const [text = ''] = await pdfText(again.rawPayload);
      expect(text).toContain('Tiara Dental Supplies S.A.E.');
      expect(text).toContain('Mona Adel Hassan');
      expect(text).not.toContain('Renamed');
      expect(await server.db.select().from(invoices).where(eq(invoices.orderId, orderId))).toEqual([issued]);
      await saveSeller(SELLER);
    });
  });

  describe('which orders get one', () => {
    it.each([
      ['a card order paid and not yet shipped', 'Processing', true],
      ['a card order paid while still pending', 'Pending', true],
      ['a delivered cash order', 'Delivered', false],
    ])('issues for %s', async (_, status, paid) => {
      const orderId = await insertInvoiceOrder(server, { userId: customer.id, status, paid });
      expect((await invoiceOf(orderId, customer)).statusCode).toBe(200);
    });

    it.each([
      ['an unpaid cash order', 'Processing', false, 'not_invoiceable', (id: number) => `Order #${id} has no invoice yet: an invoice is issued once the order is paid or delivered.`],
      ['an unpaid pending order', 'Pending', false, 'not_invoiceable', (id: number) => `Order #${id} has no invoice yet: an invoice is issued once the order is paid or delivered.`],
      ['an order cancelled after payment', 'Cancelled', true, 'not_invoiceable', (id: number) => `Order #${id} is Cancelled; cancelled and failed orders get no invoice.`],
      ['a failed order', 'Failed', false, 'not_invoiceable', (id: number) => `Order #${id} is Failed; cancelled and failed orders get no invoice.`],
    ])('refuses %s with a 409 that says why', async (_, status, paid, code, message) => {
      const orderId = await insertInvoiceOrder(server, { userId: customer.id, status, paid });
      const response = await invoiceOf(orderId, customer);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code, message: message(orderId) });
    });

    it('says so in Arabic to an Arabic reader', async () => {
      const orderId = await insertInvoiceOrder(server, { userId: customer.id, status: 'Processing', paid: false });
      const response = await invoiceOf(orderId, customer, { 'accept-language': 'ar' });
      expect(response.json()).toEqual({ code: 'not_invoiceable', message: `لا توجد فاتورة للطلب #${orderId} بعد: تصدر الفاتورة بعد دفع الطلب أو توصيله.` });
    });
  });

  describe('who may have it', () => {
    it('the order’s customer and an admin; not another customer (to whom it is missing), nor the sales desk, nor a visitor', async () => {
      const orderId = await paidOrder();
      expect((await invoiceOf(orderId, null)).statusCode).toBe(401);
      const other = await invoiceOf(orderId, bystander);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ code: 'order_not_found', message: `Order #${orderId} was not found.` });
      const refusedToSales = await invoiceOf(orderId, sales);
      expect(refusedToSales.statusCode).toBe(403);
      expect(refusedToSales.json()).toEqual({ code: 'forbidden', message: "Only the order's customer and the shop's admins can have its invoice." });
      expect((await invoiceOf(orderId, admin)).statusCode).toBe(200);
      expect((await invoiceOf(orderId, customer)).statusCode).toBe(200);
    });

    it('a guest order’s invoice only to an admin', async () => {
      const orderId = await insertInvoiceOrder(server, { userId: null, status: 'Processing', paid: true });
      const refused = await invoiceOf(orderId, customer);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ code: 'order_not_found', message: `Order #${orderId} was not found.` });
      expect((await invoiceOf(orderId, admin)).statusCode).toBe(200);
    });

    it('answers 404 for an order that does not exist and 400 for an id that is not one, issuing nothing', async () => {
      const before = await server.db.select().from(invoices);
      const missing = await invoiceOf(2_000_000_000, admin);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ code: 'order_not_found', message: 'Order #2000000000 was not found.' });
      expect((await invoiceOf('12abc', admin)).statusCode).toBe(400);
      expect((await invoiceOf('99999999999', admin)).statusCode).toBe(400);
      expect(await server.db.select().from(invoices)).toEqual(before);
    });

    it('a refused request never reaches the issuing: an admin asking for an unpaid order takes no number', async () => {
      const [counter] = await server.db.select().from(invoiceCounters).where(eq(invoiceCounters.year, 2026));
      const orderId = await insertInvoiceOrder(server, { userId: customer.id, status: 'Processing', paid: false });
      expect((await invoiceOf(orderId, admin)).statusCode).toBe(409);
      expect(await server.db.select().from(invoiceCounters).where(eq(invoiceCounters.year, 2026))).toEqual([counter]);
    });
  });

  describe('numbers under simultaneous first requests', () => {
    it('gives one order one invoice, however many ask at once', { timeout: 60_000 }, async () => {
      const orderId = await paidOrder();
      const responses = await Promise.all(Array.from({ length: 12 }, (_, index) => invoiceOf(orderId, index % 2 === 0 ? customer : admin)));
      expect(responses.map((response) => response.statusCode)).toEqual(Array(12).fill(200));
      expect(new Set(responses.map((response) => response.headers['content-disposition'])).size).toBe(1);
      expect(await server.db.select().from(invoices).where(eq(invoices.orderId, orderId))).toHaveLength(1);
    });

    it('numbers different orders consecutively, without gaps, refused requests among them', { timeout: 60_000 }, async () => {
      const invoiceable = await Promise.all(Array.from({ length: 10 }, () => paidOrder()));
      const refused = await Promise.all(Array.from({ length: 5 }, () => insertInvoiceOrder(server, { userId: customer.id, status: 'Cancelled', paid: true })));
      const [before] = await server.db.select().from(invoiceCounters).where(eq(invoiceCounters.year, 2026));
      const responses = await Promise.all([...invoiceable, ...refused].map((orderId) => invoiceOf(orderId, customer)));
      expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(10);

      const rows = await server.db.select().from(invoices).where(eq(invoices.year, 2026));
      const sequences = rows.map((row) => row.sequence).sort((a, b) => a - b);
      // Every number of the year so far, from 1 to the last, each once.
      expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, index) => index + 1));
      const [after] = await server.db.select().from(invoiceCounters).where(eq(invoiceCounters.year, 2026));
      expect(after?.lastSequence).toBe((before?.lastSequence ?? 0) + 10);
      expect(after?.lastSequence).toBe(sequences.length);
      for (const row of rows) expect(row.number).toBe(`INV-2026-${String(row.sequence).padStart(6, '0')}`);
    });
  });

  it('keeps the seller’s details in the settings table', async () => {
    const [row] = await server.db.select().from(settings).where(eq(settings.key, INVOICE_SELLER_KEY));
    expect(row?.value).toEqual({ legal_name: SELLER.legal_name, address: SELLER.address, legal_name_ar: '', address_ar: '', tax_registration_number: '512834690', commercial_register: '184523 Cairo' });
  });
});
