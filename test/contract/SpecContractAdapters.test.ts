import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutForm, type OrderLine, buildOrderPayload, buildPaymentIntention } from '@tiara/domain/checkout';
import { aiPlanCartId, trainingCartId } from '@tiara/domain/cart';
import { orderReference } from '@tiara/domain/order-reference';
import { HttpAiApi } from '../../src/infrastructure/http/HttpAiApi';
import { HttpAuthApi } from '../../src/infrastructure/http/HttpAuthApi';
import { HttpCatalogApi } from '../../src/infrastructure/http/HttpCatalogApi';
import { HttpClient } from '../../src/infrastructure/http/HttpClient';
import { HttpMaintenanceApi } from '../../src/infrastructure/http/HttpMaintenanceApi';
import { HttpNotificationApi } from '../../src/infrastructure/http/HttpNotificationApi';
import { HttpOrderApi } from '../../src/infrastructure/http/HttpOrderApi';
import { HttpOrderHistoryApi } from '../../src/infrastructure/http/HttpOrderHistoryApi';
import { HttpPaymentApi } from '../../src/infrastructure/http/HttpPaymentApi';
import { HttpPromoApi } from '../../src/infrastructure/http/HttpPromoApi';
import { HttpScanHistoryApi } from '../../src/infrastructure/http/HttpScanHistoryApi';
import { HttpScanUploadApi } from '../../src/infrastructure/http/HttpScanUploadApi';
import { HttpShippingFeeApi } from '../../src/infrastructure/http/HttpShippingFeeApi';
import { HttpTrainingApi } from '../../src/infrastructure/http/HttpTrainingApi';
import { HttpAdminSessionApi } from '../../src/infrastructure/http/admin/HttpAdminSessionApi';
import { CONTRACT_CUSTOMER, CONTRACT_PROMO, type SpecContractBackend, startSpecContractBackend } from './SpecContractBackend';
import { FetchXmlHttpRequest } from './support/FetchXmlHttpRequest';

/**
 * The SPA's real HTTP adapters, through the real HttpClient and over real HTTP, against a backend
 * that answers only what SPEC.md §3/§7 promise: every call the SPA makes must succeed.
 */
describe('the HTTP adapters against a backend that honours only SPEC §7', () => {
  let backend: SpecContractBackend;
  let token: string | null = null;
  let userId = 0;
  let http: HttpClient;

  const form: CheckoutForm = {
    firstName: 'Salma',
    middleName: 'Adel',
    lastName: 'Nabil',
    email: CONTRACT_CUSTOMER.email,
    phone: '01012345678',
    address: '5 Tahrir Street',
    governorate: 'Giza',
    city: 'Dokki',
    postalCode: '12611',
    paymentMethod: 'credit',
  };

  /** Places an order as checkout does (SPEC §4 step 3) and answers its id. */
  async function placeOrder(lines: readonly OrderLine[], paymentMethod: CheckoutForm['paymentMethod']): Promise<number> {
    const created = await new HttpOrderApi(http).create(buildOrderPayload({ userId, form: { ...form, paymentMethod }, lines, shipping: 15_000, discount: 0, promoCodeId: null }));
    if (!created.ok) throw new Error(`order/create failed: ${created.error.message}`);
    return created.value;
  }

  beforeAll(async () => {
    backend = await startSpecContractBackend();
    http = new HttpClient(backend.url, () => token);
    const signedIn = await new HttpAuthApi(http).signIn(CONTRACT_CUSTOMER.email, CONTRACT_CUSTOMER.password);
    if (!signedIn.ok) throw new Error(`signin failed: ${signedIn.error.message}`);
    token = signedIn.value.token;
    userId = signedIn.value.userId;
  });

  afterAll(async () => {
    await backend?.close();
  });

  it('reads the maintenance flag', async () => {
    expect(await new HttpMaintenanceApi(http).isUnderMaintenance()).toEqual({ ok: true, value: false });
  });

  it('reads the catalogue: products, a product, a category’s products and subcategories, and a variant’s stock', async () => {
    const catalog = new HttpCatalogApi(http);
    const products = await catalog.products();
    expect(products.ok && products.value.map((product) => product.id)).toEqual([4, 5, 50, 51, 46]);
    expect(await catalog.product(5)).toMatchObject({ ok: true, value: { id: 5, price: 39_000, discount: 4_000, reviewsCount: 1, averageRating: null } });
    expect(await catalog.categoryProducts(2)).toMatchObject({ ok: true, value: [{ id: 50 }] });
    expect(await catalog.subcategories(1)).toMatchObject({ ok: true, value: [{ id: 11, name: 'Adhesives', isActive: true }] });
    expect(await catalog.variantStock(46, { side: 0, size: '2', option: null })).toEqual({ ok: true, value: 6 });
  });

  it('signs in with SPEC’s user fields, signs up with 201, and checks tokens both ways', async () => {
    const auth = new HttpAuthApi(http);
    const email = `dr.new.${Date.now()}@clinic.example`;
    const signup = { firstName: 'Omar', middleName: 'Ali', lastName: 'Fathy', email, password: 'Smile2026!', address: '1 Nile Street', city: 'Maadi', state: 'Cairo', country: 'Egypt', phone: '01112345678' };
    expect(await auth.signUp(signup)).toEqual({ ok: true, value: undefined });
    expect(await auth.signUp(signup)).toMatchObject({ ok: false, error: { kind: 'conflict', status: 409 } });
    expect(await auth.signIn(email, 'Smile2026!')).toMatchObject({ ok: true, value: { role: 'User', email, firstName: 'Omar' } });
    expect(await auth.signIn(email, 'wrong password')).toMatchObject({ ok: false, error: { kind: 'unauthorized', status: 401 } });

    expect(await auth.validateToken(token!)).toEqual({ ok: true, value: { accepted: true, role: null } });
    expect(await auth.validateToken('not.a.token')).toEqual({ ok: true, value: { accepted: false } });
    expect(await auth.validateTokenExpiry(token!)).toEqual({ ok: true, value: true });
    expect(await auth.validateTokenExpiry('not.a.token')).toEqual({ ok: true, value: false });
  });

  it('signs a staff area in through the same sign-in answer', async () => {
    expect(await new HttpAdminSessionApi(new HttpClient(backend.url, () => null)).signIn(CONTRACT_CUSTOMER.email, CONTRACT_CUSTOMER.password)).toMatchObject({
      ok: true,
      value: { role: 'User', userId, firstName: 'Salma', lastName: 'Nabil' },
    });
  });

  it('reads the shipping fees and validates a promo code both ways', async () => {
    expect(await new HttpShippingFeeApi(http).fees()).toMatchObject({ ok: true, value: [{ governorateName: 'Cairo', fee: 15_000 }, { governorateName: 'Alexandria', fee: 17_500 }] });
    const promos = new HttpPromoApi(http);
    expect(await promos.validate({ code: CONTRACT_PROMO.code, orderAmount: 100_000, userId })).toMatchObject({ ok: true, value: { isValid: true, discount: 10_000, promoCodeId: 1, code: null } });
    expect(await promos.validate({ code: 'NOSUCHCODE', orderAmount: 100_000, userId })).toMatchObject({ ok: true, value: { isValid: false, discount: 0 } });
  });

  it('reads the notifications and marks one read', async () => {
    const notifications = new HttpNotificationApi(http);
    expect(await notifications.forUser(userId)).toMatchObject({ ok: true, value: [{ id: 1, isRead: false, category: 3, createdAt: new Date('2026-11-01T09:00:00.000Z') }] });
    expect(await notifications.markRead(1)).toEqual({ ok: true, value: undefined });
  });

  it('places a cash order, confirms it, records the promo use, and reads it back among the orders', async () => {
    const orderId = await placeOrder([{ productId: 5, name: 'Contract Etch Gel 3 x 5 ml', price: 35_000, quantity: 2 }], 'cash');
    expect(await new HttpOrderApi(http).confirm(String(orderId), 'Success')).toEqual({ ok: true, value: undefined });
    expect(await new HttpPromoApi(http).recordUsage({ userId, promoCodeId: 1, orderId, usedAt: new Date() })).toEqual({ ok: true, value: undefined });
    const history = await new HttpOrderHistoryApi(http).ordersOf(userId);
    expect(history.ok && history.value.find((order) => order.id === orderId)).toMatchObject({ status: 'Paid', items: [{ name: 'Contract Etch Gel 3 x 5 ml', quantity: 2, price: 35_000 }] });
  });

  it('buys an AI plan by card: subscribe, payment intention, payment status, activate (no quota in the answer), confirm, then the quota', async () => {
    const ai = new HttpAiApi(http);
    expect(await ai.hasAccess(userId)).toEqual({ ok: true, value: true });
    expect(await ai.activeSubscription(userId)).toEqual({ ok: true, value: null });

    const lines = [{ productId: aiPlanCartId(2), name: 'Pro', price: 610_000, quantity: 1 }];
    const orderId = await placeOrder(lines, 'credit');
    expect(await ai.subscribe(userId, { subscriptionId: 2, orderId })).toEqual({ ok: true, value: undefined });
    const reference = orderReference('ai-plan', orderId);
    const intention = buildPaymentIntention({
      lines,
      shipping: 0,
      discount: 0,
      billing: { firstName: form.firstName, lastName: form.lastName, email: form.email, phone: form.phone, street: form.address, state: form.governorate },
      orderId,
      reference,
      paymentMethods: ['card'],
    });
    const redirect = await new HttpPaymentApi(http).createIntention(intention);
    expect(redirect.ok && new URL(redirect.value).searchParams.get('merchant_order_id')).toBe(reference);

    expect(await new HttpPaymentApi(http).reportStatus(reference, 'Success')).toEqual({ ok: true, value: undefined });
    expect(await ai.activate(userId, reference)).toEqual({ ok: true, value: null });
    expect(await new HttpOrderApi(http).confirm(reference, 'Success')).toEqual({ ok: true, value: undefined });
    expect(await ai.activeSubscription(userId)).toEqual({ ok: true, value: { isActive: true, name: null, planId: null, segmentationsAllowed: 25, segmentationsUsed: 0 } });
  });

  it('uploads a scan as one multipart field with the bearer header, and reads a missing scan history as none', async () => {
    const uploads = new HttpScanUploadApi(backend.url, () => token, () => new FetchXmlHttpRequest() as unknown as XMLHttpRequest);
    expect(await uploads.upload(new Blob(['DICM']), 'dicoms.zip')).toEqual({ ok: true, value: { jobId: null, status: null, message: null } });
    expect(backend.uploadedFiles).toEqual(['dicoms.zip']);
    expect(await new HttpAiApi(http).activeSubscription(userId)).toMatchObject({ ok: true, value: { segmentationsUsed: 1 } });

    const signedOut = new HttpScanUploadApi(backend.url, () => null, () => new FetchXmlHttpRequest() as unknown as XMLHttpRequest);
    expect(await signedOut.upload(new Blob(['DICM']), 'dicoms.zip')).toMatchObject({ ok: false, error: { kind: 'unauthorized', status: 401 } });
    expect(await new HttpScanHistoryApi(http).mine()).toEqual({ ok: true, value: null });
  });

  it('lists the trainings and packages, registers a seat for a card order with a bare 200, and reads it registered once paid', async () => {
    const trainings = new HttpTrainingApi(http);
    expect(await trainings.list()).toMatchObject({ ok: true, value: [{ id: 1, capacity: 20, spotsLeft: null, endDate: null }] });
    expect(await trainings.packages(1)).toEqual({ ok: true, value: [{ id: 1, name: 'Lecture only', price: 250_000 }] });
    expect(await trainings.isRegistered(1, userId)).toEqual({ ok: true, value: false });

    const orderId = await placeOrder([{ productId: trainingCartId(1), name: 'Contract Pediatric Crowns Workshop (Lecture only)', price: 250_000, quantity: 1, packageId: 1 }], 'credit');
    expect(await trainings.register(1, userId, orderId)).toEqual({ ok: true, value: undefined });
    const reference = orderReference('training', orderId);
    expect(await new HttpPaymentApi(http).reportStatus(reference, 'Success')).toEqual({ ok: true, value: undefined });
    expect(await new HttpOrderApi(http).confirm(reference, 'Success')).toEqual({ ok: true, value: undefined });
    expect(await trainings.isRegistered(1, userId)).toEqual({ ok: true, value: true });
  });
});
