/**
 * Issue 28: the seller's legal name and address get an Arabic version in the back office's invoice
 * settings, which an invoice in Arabic prints where it is written; settings and invoices kept
 * before the shop kept any Arabic still load and print the English.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_SELLER_KEY } from '../../../server/adapters/db/InvoiceSellerSettings';
import { invoices, settings } from '../../../server/adapters/db/schema';
import { pdfText } from '../../support/pdfText';
import { insertInvoiceOrder } from '../support/invoiceFixtures';
import { type TestServer, startTestServer } from '../support/testServer';

type TestUser = Awaited<ReturnType<TestServer['createUser']>>;

const SELLER = {
  legal_name: 'Tiara Dental Supplies S.A.E.',
  address: '90 Road 9, Maadi, Cairo',
  legal_name_ar: 'تيارا لمستلزمات الأسنان ش.م.م (TDS)',
  address_ar: '٩٠ شارع ٩، المعادي، القاهرة',
  tax_registration_number: '512834690',
  commercial_register: '184523 Cairo',
};
/** The row as the shop kept it before it kept any Arabic. */
const STORED_BEFORE = { legal_name: SELLER.legal_name, address: SELLER.address, tax_registration_number: '512834690', commercial_register: '184523 Cairo' };

describe('the seller’s details in Arabic on invoices', () => {
  let server: TestServer;
  let admin: TestUser;
  let customer: TestUser;

  const settingsCall = (method: 'GET' | 'PUT', body?: unknown) => server.request({ method, url: '/api/admin/invoice-settings', token: admin.token, ...(body === undefined ? {} : { body }) });
  const invoiceText = async (orderId: number, language: string) => {
    const response = await server.request({ method: 'GET', url: `/api/order/${orderId}/invoice`, token: customer.token, headers: { 'accept-language': language } });
    expect(response.statusCode, response.body).toBe(200);
    const [text = ''] = await pdfText(response.rawPayload);
    return text;
  };
  const paidOrder = () => insertInvoiceOrder(server, { userId: customer.id, status: 'Processing', paid: true });

  beforeAll(async () => {
    server = await startTestServer({ rateLimits: false });
    [admin, customer] = await Promise.all([server.createUser({ role: 'Admin' }), server.createUser()]);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('loads details saved before the shop kept any Arabic, with the Arabic empty, and issues invoices from them in English', async () => {
    await server.db.insert(settings).values({ key: INVOICE_SELLER_KEY, value: STORED_BEFORE });
    const read = await settingsCall('GET');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ seller: { legal_name: SELLER.legal_name, legal_name_ar: '', address_ar: '' } });
    const text = await invoiceText(await paidOrder(), 'ar');
    expect(text).toContain('Tiara Dental Supplies S.A.E.');
    expect(text).toContain('90 Road 9, Maadi, Cairo');
  });

  it('saves the Arabic trimmed beside the English, and refuses one too long to print', async () => {
    const saved = await settingsCall('PUT', { ...SELLER, legal_name_ar: ` ${SELLER.legal_name_ar} ` });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ seller: { legal_name: SELLER.legal_name, legal_name_ar: SELLER.legal_name_ar, address_ar: SELLER.address_ar } });
    expect((await settingsCall('GET')).json()).toMatchObject({ seller: { legal_name_ar: SELLER.legal_name_ar } });

    const refused = await settingsCall('PUT', { ...SELLER, address_ar: 'ع'.repeat(501) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 'address_ar_too_long', message: 'The Arabic address can be at most 500 characters.' });
    const refusedInArabic = await server.request({ method: 'PUT', url: '/api/admin/invoice-settings', token: admin.token, body: { ...SELLER, legal_name_ar: 'ت'.repeat(201) }, headers: { 'accept-language': 'ar' } });
    expect(refusedInArabic.json()).toEqual({ code: 'legal_name_ar_too_long', message: 'لا يتجاوز الاسم القانوني بالعربية 200 حرف.' });
  });

  it('prints the seller in Arabic on an invoice in Arabic, and in English on one in English', async () => {
    await settingsCall('PUT', SELLER);
    const orderId = await paidOrder();
    const english = await invoiceText(orderId, 'en');
    expect(english).toContain('Tiara Dental Supplies S.A.E.');
    expect(english).toContain('90 Road 9, Maadi, Cairo');
    expect(english).not.toContain('TDS');

    // pdf.js reads shaped Arabic back only roughly: the Latin fragment of the Arabic name shows it is printed, and the English is not.
    const arabic = await invoiceText(orderId, 'ar');
    expect(arabic).toContain('TDS');
    expect(arabic).not.toContain('Tiara Dental Supplies');
    expect(arabic).not.toContain('Road 9');
    expect(arabic).toContain('512-834-690');
  });

  it('prints an invoice issued before the shop kept any Arabic, as issued', async () => {
    const orderId = await paidOrder();
    await invoiceText(orderId, 'en');
    await server.db.update(invoices).set({ seller: STORED_BEFORE }).where(eq(invoices.orderId, orderId));
    const arabic = await invoiceText(orderId, 'ar');
    expect(arabic).toContain('Tiara Dental Supplies S.A.E.');
  });
});
