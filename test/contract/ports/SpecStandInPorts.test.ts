import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackendFeature } from '../../../src/application/shared/BackendFeatures';
import type { ApiResult } from '../../../src/application/shared/ApiResult';
import { HttpAddressBookApi } from '../../../src/infrastructure/http/HttpAddressBookApi';
import { HttpAiApi } from '../../../src/infrastructure/http/HttpAiApi';
import { HttpAiPlanCatalogApi } from '../../../src/infrastructure/http/HttpAiPlanCatalogApi';
import { HttpAuthApi } from '../../../src/infrastructure/http/HttpAuthApi';
import { HttpCartLineNamesApi } from '../../../src/infrastructure/http/HttpCartLineNamesApi';
import { HttpCatalogApi } from '../../../src/infrastructure/http/HttpCatalogApi';
import { HttpContactApi } from '../../../src/infrastructure/http/HttpContactApi';
import { HttpMaintenanceApi } from '../../../src/infrastructure/http/HttpMaintenanceApi';
import { HttpNotificationApi } from '../../../src/infrastructure/http/HttpNotificationApi';
import { HttpOrderApi } from '../../../src/infrastructure/http/HttpOrderApi';
import { HttpOrderDetailApi } from '../../../src/infrastructure/http/HttpOrderDetailApi';
import { HttpOrderHistoryApi } from '../../../src/infrastructure/http/HttpOrderHistoryApi';
import { HttpPaymentApi } from '../../../src/infrastructure/http/HttpPaymentApi';
import { HttpPromoApi } from '../../../src/infrastructure/http/HttpPromoApi';
import { HttpScanHistoryApi } from '../../../src/infrastructure/http/HttpScanHistoryApi';
import { HttpSearchSuggestionsApi } from '../../../src/infrastructure/http/HttpSearchSuggestionsApi';
import { HttpShippingFeeApi } from '../../../src/infrastructure/http/HttpShippingFeeApi';
import { HttpStockAlertApi } from '../../../src/infrastructure/http/HttpStockAlertApi';
import { HttpStoreCreditApi } from '../../../src/infrastructure/http/HttpStoreCreditApi';
import { HttpTrainingApi } from '../../../src/infrastructure/http/HttpTrainingApi';
import { HttpAdminSessionApi } from '../../../src/infrastructure/http/admin/HttpAdminSessionApi';
import { aiPlanById } from '@tiara/domain/ai-plan';
import { aiPlanCartId, trainingCartId } from '@tiara/domain/cart';
import { CONTRACT_CUSTOMER, CONTRACT_PROMO, type SpecContractBackend, startSpecContractBackend } from '../SpecContractBackend';
import { aiApiContract } from './AiApiContract';
import { authApiContract } from './AuthApiContract';
import { catalogApiContract } from './CatalogApiContract';
import { maintenanceApiContract } from './MaintenanceApiContract';
import { notificationApiContract } from './NotificationApiContract';
import { orderApiContract } from './OrderApiContract';
import { orderHistoryApiContract } from './OrderHistoryApiContract';
import { paymentApiContract } from './PaymentApiContract';
import { promoApiContract } from './PromoApiContract';
import { scanHistoryApiContract } from './ScanHistoryApiContract';
import { scanUploadApiContract } from './ScanUploadApiContract';
import { shippingFeeApiContract } from './ShippingFeeApiContract';
import { staffSignInApiContract } from './StaffSignInApiContract';
import { trainingApiContract } from './TrainingApiContract';
import { type Checkout, orderBody } from './support/checkoutBodies';
import { nodeScanFile } from './support/nodeScanFile';
import type { PlacedOrder } from './support/PlacedOrder';
import { type ShopCustomer, ShopOverHttp } from './support/ShopOverHttp';

/**
 * The port expectations on the SPA's HTTP adapters, over real HTTP, against the stand-in that
 * honours only SPEC §3/§7 (test/contract/SpecContractBackend.ts): every port whose calls SPEC
 * defines. Each test signs up a customer of its own; the facts are the stand-in's catalogue.
 */
let backend: SpecContractBackend;
let shop: ShopOverHttp;

beforeAll(async () => {
  backend = await startSpecContractBackend();
  shop = new ShopOverHttp(backend.url);
});

afterAll(async () => {
  await backend?.close();
});

/** The stand-in's etch gel: 390 EGP less 40 off, in category 1. */
const etch = { id: 5, name: 'Contract Etch Gel 3 x 5 ml', price: 39_000, discount: 4_000, categoryId: 1 };
const etchCheckout = (paymentMethod: Checkout['paymentMethod'] = 'cash'): Checkout => ({
  lines: [{ productId: etch.id, name: etch.name, price: etch.price - etch.discount, quantity: 2 }],
  shipping: 15_000,
  paymentMethod,
});
const workshop = { id: 1, title: 'Contract Pediatric Crowns Workshop', package: { id: 1, name: 'Lecture only', price: 250_000 } };

/** What the confirmation page does once the gateway sent the customer back paid (SPEC §4). */
async function confirmPaid(customer: ShopCustomer, order: PlacedOrder): Promise<void> {
  await new HttpPaymentApi(customer.http).reportStatus(order.reference, 'Success');
  await new HttpOrderApi(customer.http).confirm(order.reference, 'Success');
}

/** A Pro plan bought and activated: the customer may upload. */
async function giveQuota(customer: ShopCustomer): Promise<void> {
  const pro = aiPlanById(2)!;
  const order = await shop.place(customer, { lines: [{ productId: aiPlanCartId(pro.id), name: pro.name, price: pro.price, quantity: 1 }], shipping: 0, paymentMethod: 'credit' }, 'ai-plan');
  const ai = new HttpAiApi(customer.http);
  await ai.subscribe(customer.userId, { subscriptionId: pro.id, orderId: order.orderId });
  await ai.activate(customer.userId, order.reference);
}

describe('the HTTP adapters against a backend that honours only SPEC §7', () => {
  catalogApiContract(async () => ({
    api: new HttpCatalogApi(shop.client(null)),
    plain: etch,
    withVariants: { id: 46, selection: { side: 0, size: '2', option: null }, stock: 6 },
    lines: { categoryId: 1, name: 'Adhesives' },
  }));

  authApiContract(async () => ({ api: new HttpAuthApi(shop.client(null)), customer: CONTRACT_CUSTOMER, newAccount: () => shop.newAccount() }));

  orderApiContract(async () => {
    const customer = await shop.newCustomer();
    return { api: new HttpOrderApi(customer.http), cashOrder: () => orderBody(customer.userId, etchCheckout()) };
  });

  orderHistoryApiContract(
    async () => {
      const customer = await shop.newCustomer();
      return { api: new HttpOrderHistoryApi(customer.http), userId: customer.userId, productId: etch.id, placeOrder: () => shop.place(customer, etchCheckout()) };
    },
    { charges: false, buyAgain: false },
  );

  paymentApiContract(async () => {
    const customer = await shop.newCustomer();
    return {
      api: new HttpPaymentApi(customer.http),
      async cardOrder() {
        const order = await shop.place(customer, etchCheckout('credit'));
        return { order, intention: shop.intentionFor(order) };
      },
      payAt: async () => {},
    };
  });

  promoApiContract(async () => {
    const customer = await shop.newCustomer();
    return {
      api: new HttpPromoApi(customer.http),
      userId: customer.userId,
      code: CONTRACT_PROMO,
      async orderWithCode() {
        const order = await shop.place(customer, { ...etchCheckout(), promo: { promoCodeId: 1, discount: 8_500 } });
        return { orderId: order.orderId, promoCodeId: 1 };
      },
    };
  });

  shippingFeeApiContract(async () => ({ api: new HttpShippingFeeApi(shop.client(null)), fee: { governorateName: 'Cairo', fee: 15_000 } }));

  trainingApiContract(async () => {
    const customer = await shop.newCustomer();
    return {
      api: new HttpTrainingApi(customer.http),
      userId: customer.userId,
      training: workshop,
      trainingOrder: () =>
        shop.place(
          customer,
          { lines: [{ productId: trainingCartId(workshop.id), name: `${workshop.title} (${workshop.package.name})`, price: workshop.package.price, quantity: 1, packageId: workshop.package.id }], shipping: 0, paymentMethod: 'credit' },
          'training',
        ),
      pay: (order) => confirmPaid(customer, order),
    };
  });

  aiApiContract(async () => {
    const customer = await shop.newCustomer();
    return {
      api: new HttpAiApi(customer.http),
      userId: customer.userId,
      hasAccess: true,
      namesThePlan: false,
      planOrder: (planId) => {
        const plan = aiPlanById(planId)!;
        return shop.place(customer, { lines: [{ productId: aiPlanCartId(plan.id), name: plan.name, price: plan.price, quantity: 1 }], shipping: 0, paymentMethod: 'credit' }, 'ai-plan');
      },
      pay: (order) => confirmPaid(customer, order),
    };
  });

  scanUploadApiContract(
    async () => {
      const customer = await shop.newCustomer();
      return { api: shop.scanUploads(customer), scan: { file: nodeScanFile(Buffer.from('DICM')), name: 'dicoms.zip' }, withQuota: () => giveQuota(customer) };
    },
    { resumable: false },
  );

  scanHistoryApiContract(
    async () => {
      const customer = await shop.newCustomer();
      return {
        api: new HttpScanHistoryApi(customer.http),
        async upload() {
          await giveQuota(customer);
          await shop.scanUploads(customer).start(nodeScanFile(Buffer.from('DICM')), 'history.zip').finished;
          return 'history.zip';
        },
      };
    },
    { keepsHistory: false },
  );

  notificationApiContract(async () => {
    const customer = await shop.newCustomer();
    return { api: new HttpNotificationApi(customer.http), userId: customer.userId };
  });

  maintenanceApiContract(async () => ({ api: new HttpMaintenanceApi(shop.client(null)), underMaintenance: false }));

  // SPEC §7 defines no staff calls; the staff areas' sign-in is SPEC's own, and the stand-in holds no staff.
  staffSignInApiContract(async () => ({ api: new HttpAdminSessionApi(shop.client(null)), customer: CONTRACT_CUSTOMER }));

  it('answers every call this server adds to SPEC §7 as not offered, and learns each feature for the session', async () => {
    const customer = await shop.newCustomer();
    const { http } = customer;
    const order = await shop.place(customer, etchCheckout());
    const additions: Array<[BackendFeature, () => Promise<ApiResult<unknown>>]> = [
      ['contact', () => new HttpContactApi(http).send({ name: 'Dr. Heba', email: 'heba@clinic.example', message: 'Hello' })],
      ['password-reset', () => new HttpAuthApi(http).requestPasswordReset(customer.email)],
      ['saved-addresses', () => new HttpAddressBookApi(http).list()],
      ['stock-alerts', () => new HttpStockAlertApi(http).mine()],
      ['store-credit', () => new HttpStoreCreditApi(http).mine()],
      ['order-page', () => new HttpOrderDetailApi(http).order(order.orderId)],
      ['returns', () => new HttpOrderDetailApi(http).orderReturns(order.orderId)],
      ['buy-again', () => new HttpOrderHistoryApi(http).buyAgain(customer.userId)],
      ['search-suggestions', () => new HttpSearchSuggestionsApi(http).suggestions('etch')],
      ['cart-line-names', () => new HttpCartLineNamesApi(http).namesOf([etch.id], [])],
      ['ai-plans', () => new HttpAiPlanCatalogApi(http).plansOnSale()],
    ];
    for (const [feature, call] of additions) {
      expect(await call(), feature).toMatchObject({ ok: false, error: { kind: 'not-offered' } });
      expect(http.features.lacks(feature), feature).toBe(true);
    }
    const asked = backend.calls.length;
    for (const [, call] of additions) await call();
    expect(backend.calls.length).toBe(asked);
  });
});
