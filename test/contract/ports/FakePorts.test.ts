import { describe } from 'vitest';
import type { AdminOrderDetail } from '../../../src/application/admin/AdminOrdersApi';
import type { OrderDetail } from '../../../src/application/orders/OrderDetailApi';
import { AI_PLANS, aiPlanById } from '@tiara/domain/ai-plan';
import { aiPlanCartId, trainingCartId } from '@tiara/domain/cart';
import { FakeAdminAiApi, aiPlan, aiScan, aiSubscription } from '../../application/support/fakes/FakeAdminAiApi';
import { FakeAdminCatalogApi } from '../../application/support/fakes/FakeAdminCatalogApi';
import { FakeAdminDashboardApi, shopDashboard } from '../../application/support/fakes/FakeAdminDashboardApi';
import { FakeAdminEventsApi } from '../../application/support/fakes/FakeAdminEventsApi';
import { FakeAdminJobsApi, backgroundJob } from '../../application/support/fakes/FakeAdminJobsApi';
import { FakeAdminImagesApi } from '../../application/support/fakes/FakeAdminImagesApi';
import { FakeAdminInvoiceSettingsApi } from '../../application/support/fakes/FakeAdminInvoiceSettingsApi';
import { FakeAdminManagementApi } from '../../application/support/fakes/FakeAdminManagementApi';
import { FakeAdminNotificationsApi } from '../../application/support/fakes/FakeAdminNotificationsApi';
import { FakeAdminOrderRefundsApi } from '../../application/support/fakes/FakeAdminOrderRefundsApi';
import { FakeAdminOrdersApi } from '../../application/support/fakes/FakeAdminOrdersApi';
import { FakeAdminTrainingApi, trainingRegistration } from '../../application/support/fakes/FakeAdminTrainingApi';
import { FakeAdminUsersApi, shopAccount } from '../../application/support/fakes/FakeAdminUsersApi';
import { FakeAddressBookApi } from '../../application/support/fakes/FakeAddressBookApi';
import { FakeAiPlanCatalogApi } from '../../application/support/fakes/FakeAiPlanCatalogApi';
import { FakeAiApi } from '../../application/support/fakes/FakeAiApi';
import { FakeAuthApi, nour, nourPassword } from '../../application/support/fakes/FakeAuthApi';
import { FakeCatalogApi } from '../../application/support/fakes/FakeCatalogApi';
import { FakeContactApi } from '../../application/support/fakes/FakeContactApi';
import { FakeInvoiceApi } from '../../application/support/fakes/FakeInvoiceApi';
import { FakeMaintenanceApi } from '../../application/support/fakes/FakeMaintenanceApi';
import { FakeNotificationApi } from '../../application/support/fakes/FakeNotificationApi';
import { FakeOrderApi } from '../../application/support/fakes/FakeOrderApi';
import { FakeOrderDetailApi } from '../../application/support/fakes/FakeOrderDetailApi';
import { FakeOrderHistoryApi } from '../../application/support/fakes/FakeOrderHistoryApi';
import { FakePaymentApi } from '../../application/support/fakes/FakePaymentApi';
import { FakePromoApi, welcome10 } from '../../application/support/fakes/FakePromoApi';
import { FakeSalesOrdersApi } from '../../application/support/fakes/FakeSalesOrdersApi';
import { FakeScanHistoryApi } from '../../application/support/fakes/FakeScanHistoryApi';
import { FakeScanUploadApi } from '../../application/support/fakes/FakeScanUploadApi';
import { FakeSearchSuggestionsApi } from '../../application/support/fakes/FakeSearchSuggestionsApi';
import { FakeShippingFeeApi } from '../../application/support/fakes/FakeShippingFeeApi';
import { FakeCartLineNamesApi } from '../../application/support/fakes/FakeCartLineNamesApi';
import { FakeStaffSignInApi } from '../../application/support/fakes/FakeStaffSignInApi';
import { staffOrder } from '../../application/support/fakes/FakeStaffOrdersApi';
import { FakeStockAlertApi } from '../../application/support/fakes/FakeStockAlertApi';
import { FakeStoreCreditApi } from '../../application/support/fakes/FakeStoreCreditApi';
import { FakeTrainingApi, crowns } from '../../application/support/fakes/FakeTrainingApi';
import { recordedProduct, recordedProducts, recordedSubcategories } from '../../application/support/recordedCatalogue';
import { adminAiApiContract } from './AdminAiApiContract';
import { adminCatalogApiContract } from './AdminCatalogApiContract';
import { FakeAdminArabicReportApi } from '../../application/support/fakes/FakeAdminArabicReportApi';
import { adminArabicReportApiContract } from './AdminArabicReportApiContract';
import { adminDashboardApiContract } from './AdminDashboardApiContract';
import { adminEventsApiContract } from './AdminEventsApiContract';
import { adminJobsApiContract } from './AdminJobsApiContract';
import { adminImagesApiContract } from './AdminImagesApiContract';
import { adminInvoiceSettingsApiContract } from './AdminInvoiceSettingsApiContract';
import { adminManagementApiContract } from './AdminManagementApiContract';
import { adminNotificationsApiContract } from './AdminNotificationsApiContract';
import { adminOrderRefundsApiContract } from './AdminOrderRefundsApiContract';
import { adminOrdersApiContract } from './AdminOrdersApiContract';
import { adminTrainingApiContract } from './AdminTrainingApiContract';
import { adminUsersApiContract } from './AdminUsersApiContract';
import { addressBookApiContract } from './AddressBookApiContract';
import { aiApiContract } from './AiApiContract';
import { authApiContract } from './AuthApiContract';
import { aiPlanCatalogApiContract } from './AiPlanCatalogApiContract';
import { catalogApiContract } from './CatalogApiContract';
import { contactApiContract } from './ContactApiContract';
import { invoiceApiContract } from './InvoiceApiContract';
import { maintenanceApiContract } from './MaintenanceApiContract';
import { notificationApiContract } from './NotificationApiContract';
import { orderApiContract } from './OrderApiContract';
import { orderDetailApiContract } from './OrderDetailApiContract';
import { orderReturnsApiContract } from './OrderReturnsApiContract';
import { FakeOrderReturnsApi } from '../../application/support/fakes/FakeOrderReturnsApi';
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
import { type Checkout, intentionBody, orderBody, placedOrder } from './support/checkoutBodies';
import type { PlacedOrder } from './support/PlacedOrder';
import { FakeAdminShippingApi } from '../../application/support/fakes/FakeAdminShippingApi';
import { adminShippingApiContract } from './AdminShippingApiContract';
import { FakeAdminPaymentsApi, cardPayment } from '../../application/support/fakes/FakeAdminPaymentsApi';
import { adminPaymentsApiContract } from './AdminPaymentsApiContract';
import type { AdminPayment } from '../../../src/application/admin/payments/AdminPaymentsApi';
import { FakeAdminPromosApi } from '../../application/support/fakes/FakeAdminPromosApi';
import { adminPromosApiContract } from './AdminPromosApiContract';
import { FakeAdminRefundsApi, cardRefund } from '../../application/support/fakes/FakeAdminRefundsApi';
import { adminRefundsApiContract } from './AdminRefundsApiContract';
import { FakeStaffReturnsApi, staffReturn } from '../../application/support/fakes/FakeStaffReturnsApi';
import { type AskedReturn, type ReturnRequest, adminReturnsApiContract } from './AdminReturnsApiContract';
import { salesReturnsApiContract } from './SalesReturnsApiContract';

/**
 * The port expectations on the in-memory fakes the presenter and use-case tests use: each test
 * gets fresh fakes, and the state another port would bring about (an order placed, a payment) is
 * put straight into the fake that answers for it.
 */
const etch = recordedProduct('product-5.json');
const crown = recordedProduct('product-crown.json');
const crownVariant = crown.variants[0]!;
const lineOne = recordedSubcategories('subcategories-1.json')[0]!;
const customerId = nour.userId;

const etchCheckout: Checkout = { lines: [{ productId: etch.id, name: etch.name, price: etch.price - etch.discount, quantity: 2 }], shipping: 15_000, paymentMethod: 'cash' };
const placed = (orderId: number): PlacedOrder => placedOrder(orderId, 'order', etchCheckout);
const pdf = { content: new Blob(['%PDF-1.7 invoice']), fileName: 'invoice-INV-2026-000041.pdf' };

const detailOf = (order: PlacedOrder): OrderDetail => ({
  id: order.orderId,
  createdAt: new Date('2026-11-21T10:00:00Z'),
  status: 'Pending',
  paymentMethod: 'cash',
  paymentState: 'unpaid',
  subtotal: order.total - order.shipping + order.discount,
  shipping: order.shipping,
  discount: order.discount,
  promoCode: null,
  total: order.total,
  storeCredit: order.storeCredit,
  deliveryAddress: { firstName: 'Salma', middleName: 'Adel', lastName: 'Nabil', address: '5 Tahrir Street', city: 'Garden City', state: 'Cairo', postalCode: '11519', country: 'Egypt', phone: '01012345678', email: 'salma.nabil@clinic.example' },
  lines: order.lines.map((line) => ({ ...line, productId: etch.id, variantId: null, kind: 'product', sku: null, image: '' })),
  timeline: [{ kind: 'placed', at: new Date('2026-11-21T10:00:00Z'), tracking: null, refund: null }],
});

describe('the ports on the in-memory fakes', () => {
  catalogApiContract(async () => ({
    api: new FakeCatalogApi(recordedProducts(), new Map([[1, recordedSubcategories('subcategories-1.json')]]), new Map([etch, crown].map((product) => [product.id, product]))),
    plain: { id: etch.id, price: etch.price, discount: etch.discount, categoryId: etch.categoryId },
    withVariants: { id: crown.id, selection: { side: crownVariant.side, size: crownVariant.size, option: crownVariant.option }, stock: crownVariant.quantity },
    lines: { categoryId: 1, name: lineOne.name },
  }));

  aiPlanCatalogApiContract(async () => ({
    api: (language) => Object.assign(new FakeAiPlanCatalogApi(), { language }),
  }));

  searchSuggestionsApiContract(async () => ({
    api: new FakeSearchSuggestionsApi([{ kind: 'product', id: etch.id, name: etch.name, categoryId: etch.categoryId }]),
    product: { id: etch.id, name: etch.name, categoryId: etch.categoryId, typed: etch.name.slice(0, 12) },
  }));

  let signups = 0;
  let auth = new FakeAuthApi();
  authApiContract(
    async () => ({
      api: (auth = new FakeAuthApi()),
      customer: { email: nour.email, password: nourPassword },
      newAccount: () => ({ firstName: 'Omar', middleName: 'Ali', lastName: 'Fathy', email: `dr.omar.${(signups += 1)}@clinic.example`, password: 'Smile2026!', address: '1 Nile Street', city: 'Maadi', state: 'Cairo', country: 'Egypt', phone: '01112345678' }),
    }),
    async () => auth.resetCode,
  );

  orderApiContract(async () => ({ api: new FakeOrderApi(), cashOrder: () => orderBody(customerId, etchCheckout) }));

  orderHistoryApiContract(
    async () => {
      const api = new FakeOrderHistoryApi();
      return {
        api,
        userId: customerId,
        productId: etch.id,
        async placeOrder() {
          const order = placed(41 + (api.history.get(customerId)?.length ?? 0));
          api.history.set(customerId, [
            {
              id: order.orderId,
              createdAt: new Date('2026-11-21T10:00:00Z'),
              charges: { shipping: order.shipping, discount: order.discount, promoCode: null },
              total: order.total,
              status: 'Pending',
              items: order.lines.map((line) => ({ ...line, image: '', productId: etch.id, variantId: null, kind: 'product' as const })),
            },
            ...(api.history.get(customerId) ?? []),
          ]);
          api.buyAgainOf.set(customerId, [etch]);
          return order;
        },
      };
    },
    { charges: true, buyAgain: true },
  );

  orderDetailApiContract(async () => {
    const api = new FakeOrderDetailApi();
    return {
      api,
      async placeOrder() {
        const order = placed(41);
        api.orders.set(order.orderId, detailOf(order));
        return order;
      },
    };
  });

  invoiceApiContract(async () => {
    const api = new FakeInvoiceApi();
    return {
      api,
      async paidOrder() {
        api.invoices.set(41, pdf);
        return 41;
      },
    };
  });

  orderReturnsApiContract(async () => {
    const api = new FakeOrderReturnsApi();
    let orders = 40;
    const order = (delivered: boolean) => {
      const facts = { orderId: (orders += 1), orderItemId: 900 + orders, bought: 3 };
      api.returnableOrder(facts.orderId, delivered ? api.now : null, [{ orderItemId: facts.orderItemId, name: etch.name, bought: facts.bought }]);
      return Promise.resolve(facts);
    };
    return { api, deliveredOrder: () => order(true), undeliveredOrder: () => order(false) };
  });

  paymentApiContract(async () => ({
    api: new FakePaymentApi(),
    async cardOrder() {
      const order = placedOrder(41, 'order', { ...etchCheckout, paymentMethod: 'credit' });
      return { order, intention: intentionBody(order, { ...etchCheckout, paymentMethod: 'credit' }) };
    },
    payAt: async () => {},
  }));

  promoApiContract(async () => ({ api: new FakePromoApi(), userId: customerId, code: { code: welcome10.code, percent: welcome10.value }, orderWithCode: async () => ({ orderId: 41, promoCodeId: welcome10.id }) }));

  shippingFeeApiContract(async () => ({ api: new FakeShippingFeeApi(), fee: { governorateName: 'Cairo', fee: 15_000 } }));

  trainingApiContract(async () => {
    const lectureOnly = { id: 11, name: 'Lecture only', price: 250_000 };
    return {
      api: new FakeTrainingApi(),
      userId: customerId,
      training: { id: crowns.id, title: crowns.title, package: lectureOnly },
      trainingOrder: async () =>
        placedOrder(41, 'training', { lines: [{ productId: trainingCartId(crowns.id), name: crowns.title, price: lectureOnly.price, quantity: 1, packageId: lectureOnly.id }], shipping: 0, paymentMethod: 'credit' }),
      pay: async () => {},
    };
  });

  aiApiContract(async () => ({
    api: new FakeAiApi(),
    userId: customerId,
    hasAccess: false,
    namesThePlan: true,
    planOrder: async (planId) => {
      const plan = aiPlanById(planId)!;
      return placedOrder(41, 'ai-plan', { lines: [{ productId: aiPlanCartId(plan.id), name: plan.name, price: plan.price, quantity: 1 }], shipping: 0, paymentMethod: 'credit' });
    },
    pay: async () => {},
  }));

  scanUploadApiContract(
    async () => {
      const api = new FakeScanUploadApi();
      return {
        api,
        scan: { file: new Blob(['DICM']), name: 'dicoms.zip' },
        withQuota: async () => {
          api.segmentationsLeft = 25;
        },
      };
    },
    { resumable: true },
  );

  scanHistoryApiContract(
    async () => {
      const api = new FakeScanHistoryApi();
      return {
        api,
        async upload() {
          api.scans = [{ id: 31, fileName: 'dicoms.zip', sizeBytes: 4, format: 'zip', status: 'Queued', uploadedAt: new Date('2026-11-21T10:00:00Z'), finishedAt: null, summary: null, resultLinks: [], error: null }, ...api.scans];
          return 'dicoms.zip';
        },
      };
    },
    { keepsHistory: true },
  );

  notificationApiContract(async () => {
    const api = new FakeNotificationApi();
    api.inboxes.set(customerId, [{ id: 1, isRead: false, title: 'New training', message: 'Pediatric crowns in March.', category: 3, createdAt: new Date('2026-11-01T09:00:00Z') }]);
    return { api, userId: customerId };
  });

  maintenanceApiContract(async () => ({ api: new FakeMaintenanceApi(), underMaintenance: false }));

  contactApiContract(async () => ({ api: new FakeContactApi() }));

  addressBookApiContract(async () => ({ api: new FakeAddressBookApi([]) }));

  stockAlertApiContract(async () => {
    const api = new FakeStockAlertApi();
    api.products.set(12, { name: 'Nitrile gloves M', isActive: true, quantity: 0, variants: [] });
    api.products.set(etch.id, { name: etch.name, isActive: true, quantity: etch.quantity, variants: [] });
    return { api, soldOut: { productId: 12, name: 'Nitrile gloves M' }, inStock: { productId: etch.id } };
  });

  storeCreditApiContract(async () => {
    const api = new FakeStoreCreditApi();
    const given = 42_000;
    api.append({ kind: 'refund', amount: given, orderId: 17 });
    const orders = Object.assign(new FakeOrderApi(), { ledger: api });
    const askToSpend = (amount: number) => orders.create(orderBody(customerId, { ...etchCheckout, storeCredit: amount }));
    return {
      api,
      given,
      none: new FakeStoreCreditApi(),
      askToSpend,
      async spend(amount) {
        const created = await askToSpend(amount);
        if (!created.ok) throw new Error(created.error.message);
        return placedOrder(created.value, 'order', { ...etchCheckout, storeCredit: amount });
      },
    };
  });

  cartLineNamesApiContract(async () => {
    const product = { id: etch.id, name: etch.name, nameAr: 'جل حمض الفوسفوريك' };
    const plan = { id: aiPlanCartId(1), name: 'Light', nameAr: null };
    const training = { id: trainingCartId(crowns.id), name: crowns.title, nameAr: 'تيجان الأطفال', package: { id: 11, name: 'Lecture only', nameAr: 'محاضرة فقط' } };
    return {
      apiIn(language) {
        const api = new FakeCartLineNamesApi(() => language);
        for (const offered of [product, plan, training]) api.items.set(offered.id, offered);
        api.packages.set(training.package.id, training.package);
        return api;
      },
      product,
      plan,
      training,
    };
  });
});

/** The demo shop's staff and customer, whom the staff fakes hold by default. */
const demoStaff = { admin: { email: 'admin@tiara.example', password: 'Admin123!' }, sales: { email: 'sales@tiara.example', password: 'Sales123!' } };
const demoCustomer = { email: 'customer@tiara.example', password: 'Customer123!' };

/** A checkout places an order straight into a staff order book: numbered from 41, each newer than the last. */
const placeInto = (book: Map<number, AdminOrderDetail>) => async (): Promise<PlacedOrder> => {
  const order = placed(41 + book.size);
  book.set(
    order.orderId,
    staffOrder(order.orderId, {
      createdAt: new Date(Date.UTC(2026, 10, 21, 10, book.size)),
      total: order.total,
      subtotal: order.total - etchCheckout.shipping,
      shippingAmount: etchCheckout.shipping,
      itemCount: order.lines.reduce((count, line) => count + line.quantity, 0),
      lines: order.lines.map((line, index) => ({ id: index + 1, kind: 'product', name: line.name, sku: null, quantity: line.quantity, unitPrice: line.price, lineTotal: line.price * line.quantity, image: '' })),
    }),
  );
  return order;
};

describe('the staff ports on the in-memory fakes', () => {
  staffSignInApiContract(async () => ({ api: new FakeStaffSignInApi(), customer: demoCustomer }), demoStaff);

  adminDashboardApiContract(async () => ({ api: new FakeAdminDashboardApi(), products: shopDashboard.totals.products }));

  adminCatalogApiContract(async () => ({ api: new FakeAdminCatalogApi(), uniqueName: (base) => base }));

  adminArabicReportApiContract(async () => {
    const api = new FakeAdminArabicReportApi();
    return { api, catalog: api, uniqueName: (base) => base };
  });

  adminOrdersApiContract(async () => {
    const api = new FakeAdminOrdersApi();
    return { api, placeOrder: placeInto(api.book) };
  });

  adminOrderRefundsApiContract(async () => {
    const orders = new FakeAdminOrdersApi();
    const waitingCashOrder = placeInto(orders.book);
    const api = new FakeAdminOrderRefundsApi(orders.book);
    return {
      api,
      orders,
      waitingCashOrder,
      gatewayGoesQuiet: () => {
        api.cardAnswer = 'Pending';
      },
      aMinutePasses: () => api.aMinutePassed(),
      async cancelledCardOrder() {
        const order = await waitingCashOrder();
        const waiting = orders.book.get(order.orderId);
        if (!waiting) throw new Error('the order was not placed');
        orders.book.set(order.orderId, { ...waiting, status: 'Cancelled', paymentMethod: 'credit', paid: true, refundable: order.total, cardRefundable: order.total });
        return order;
      },
    };
  });

  adminUsersApiContract(async () => {
    const api = new FakeAdminUsersApi();
    return {
      api,
      async newCustomer() {
        const account = shopAccount(100 + api.accounts.size, { createdAt: new Date(Date.UTC(2026, 10, 21, 10, api.accounts.size)) });
        api.accounts.set(account.id, account);
        return account;
      },
    };
  });

  adminNotificationsApiContract(async () => {
    const api = new FakeAdminNotificationsApi();
    return {
      api,
      uniqueTitle: (base) => base,
      async newCustomer() {
        const customer = { id: 100 + api.accountEmails.size, email: `customer${api.accountEmails.size}@clinic.example` };
        api.accountEmails.set(customer.id, customer.email);
        return customer;
      },
    };
  });

  adminEventsApiContract(async () => ({ api: new FakeAdminEventsApi(), uniqueTitle: (base) => base }));

  salesOrdersApiContract(async () => {
    const backOffice = new FakeAdminOrdersApi();
    return {
      api: new FakeSalesOrdersApi(backOffice.book),
      backOffice: new FakeAdminOrdersApi(backOffice.book, 'Sales'),
      placeOrder: placeInto(backOffice.book),
      accept: async (orderId) => void (await backOffice.changeStatus(orderId, 'Processing')),
    };
  });

  adminJobsApiContract(async () => {
    const api = new FakeAdminJobsApi();
    return {
      api,
      async newJob(state, kind, options = {}) {
        const id = api.jobs.length + 1;
        const job = backgroundJob(id, state, { kind, subject: kind === 'mail' ? `Your order #${id}` : null, canRetry: state === 'failed' && kind === 'mail' && !options.textDropped });
        api.jobs.push(job);
        return job;
      },
    };
  });

  adminAiApiContract(async () => {
    const api = new FakeAdminAiApi();
    for (const plan of AI_PLANS) api.planRows.set(plan.id, aiPlan(plan.name, { price: plan.price, segmentations: plan.segmentations, periodLabel: plan.period }));
    return {
      api,
      uniqueName: (base) => base,
      async newSubscription(planId, allowed, used) {
        const id = api.subscriptionRows.length + 1;
        const email = `customer${id}@clinic.example`;
        api.subscriptionRows.push(aiSubscription(id, planId, { user: { id: 100 + id, name: 'Mona Hassan', email }, segmentationsAllowed: allowed, segmentationsUsed: used, createdAt: new Date(Date.UTC(2026, 10, 21, 9, id)) }));
        return { id, email };
      },
      async newScan(subscription, fileName, status) {
        const scan = aiScan(api.scanRows.length + 1, subscription.id, { userEmail: subscription.email, fileName, status });
        api.scanRows.push(scan);
        return scan;
      },
    };
  });

  adminTrainingApiContract(async () => {
    const api = new FakeAdminTrainingApi();
    return {
      api,
      uniqueTitle: (base) => base,
      async register(trainingId, packageId) {
        const id = api.registrationRows.length + 1;
        const registration = trainingRegistration(id, trainingId, { email: `customer${id}@clinic.example`, packageId, orderId: null });
        api.registrationRows.push(registration);
        const training = api.trainingRows.get(trainingId)!;
        api.trainingRows.set(trainingId, { ...training, seatsTaken: training.seatsTaken + 1 });
        return registration;
      },
    };
  });

  adminManagementApiContract(async () => {
    const api = new FakeAdminManagementApi();
    return {
      api,
      adminEmail: api.adminEmail,
      outboxInUse: api.outboxInUse,
      uniqueName: (base) => base,
      async listedUser() {
        const user = { id: 100 + api.listedUsers.length, email: `customer${api.listedUsers.length}@clinic.example`, name: 'Mona Hassan' };
        api.listedUsers = [user, ...api.listedUsers];
        return user;
      },
      async sendMail(mail) {
        api.mail = [{ ...mail, id: `mail-${api.mail.length + 1}`, sentAt: new Date(Date.UTC(2026, 10, 21, 10, api.mail.length)) }, ...api.mail];
      },
      async contactShop(message) {
        api.messages = [{ ...message, id: api.messages.length + 1, createdAt: api.now }, ...api.messages];
      },
    };
  });

  adminInvoiceSettingsApiContract(async () => ({ api: new FakeAdminInvoiceSettingsApi(), uniqueName: (base) => base }));

  adminImagesApiContract(async () => ({ api: new FakeAdminImagesApi() }));

  adminShippingApiContract(async () => ({ api: new FakeAdminShippingApi() }));

  adminPaymentsApiContract(async () => {
    const api = new FakeAdminPaymentsApi();
    let customers = 0;
    return {
      api,
      async newCustomer() {
        const email = `customer${(customers += 1)}@clinic.example`;
        /** The gateway's report of a new card order's payment, numbered from 41, each newer than the last. */
        const cardOrder = (fields: Partial<AdminPayment>) => {
          const order = placed(41 + api.payments.length);
          const payment = cardPayment(api.payments.length + 1, {
            orderId: order.orderId,
            amount: order.total,
            order: { status: 'Pending', total: order.total, paymentMethod: 'credit' },
            customer: { name: 'Salma Nabil', email },
            createdAt: new Date(Date.UTC(2026, 10, 21, 10, api.payments.length)),
            ...fields,
          });
          api.payments = [...api.payments, payment];
          return { orderId: order.orderId, total: order.total };
        };
        return {
          email,
          openedCardOrder: async () => cardOrder({}),
          paidCardOrder: async () => cardOrder({ status: 'Success', transactionId: `tx-${api.payments.length + 1}`, cardBrand: 'Visa', cardLastFour: '4242' }),
        };
      },
    };
  });

  adminPromosApiContract(async () => {
    const api = new FakeAdminPromosApi();
    let codes = 0;
    return {
      api,
      uniqueCode: (base) => `${base}-${(codes += 1)}`,
      /** Checkout holds a use of the code for a new order of a new customer, numbered from 41. */
      async orderWith(promo) {
        const placedUses = [...api.usesOf.values()].flat().length;
        const order = { orderId: 41 + placedUses, email: `customer${placedUses}@clinic.example` };
        api.usesOf.set(promo.id, [...(api.usesOf.get(promo.id) ?? []), { orderId: order.orderId, orderStatus: 'Pending', userEmail: order.email, status: 'Reserved', usedAt: api.now }]);
        return order;
      },
    };
  });

  /** A new customer's report of part of a delivered order, straight into the returns book, with its photo: numbered from 1, each newer than the last. */
  const askInto =
    (book: FakeStaffReturnsApi) =>
    async (request: ReturnRequest = {}): Promise<AskedReturn> => {
      const id = book.book.size + 1;
      const byCard = (request.paidBy ?? 'card') === 'card';
      const asked = staffReturn(id, {
        createdAt: new Date(Date.UTC(2026, 10, 21, 10, id)),
        customer: { name: 'Salma Nabil', email: `customer${id}@clinic.example` },
        paymentMethod: byCard ? 'credit' : 'cash',
        cardRefundable: byCard ? 50_000 : 0,
        reason: request.reason ?? 'damaged-or-defective',
        preferredOutcome: request.outcome ?? 'refund',
        photoIds: [id],
      });
      book.book.set(id, asked);
      book.photos.set(id, new Blob(['a photo of the cracked syringe'], { type: 'image/jpeg' }));
      return { id, orderId: asked.orderId, email: asked.customer.email, photoId: id, worth: asked.suggestedAmount };
    };

  adminReturnsApiContract(async () => {
    const api = new FakeStaffReturnsApi('admin');
    return { api, requestReturn: askInto(api) };
  });

  salesReturnsApiContract(async () => {
    const api = new FakeStaffReturnsApi('sales');
    return { api, backOffice: new FakeStaffReturnsApi('admin', api.book, api.photos, 'Sales'), requestReturn: askInto(api) };
  });
});

describe('the refund reports fake', () => {
  const creditNotePdf = (id: number) => ({ content: new Blob(['%PDF-1.7 credit note']), fileName: `credit-note-CN-2026-${String(id).padStart(6, '0')}.pdf` });

  adminRefundsApiContract(async () => {
    const api = new FakeAdminRefundsApi();
    let customers = 0;
    return {
      api,
      async refundedOrder() {
        const email = `customer${(customers += 1)}@clinic.example`;
        const orderId = 41 + api.refunds.length;
        const first = api.refunds.length + 1;
        const customer = { name: 'Salma Nabil', email };
        const confirmed = cardRefund(first, { orderId, amount: 10_000, customer, createdAt: new Date(Date.UTC(2026, 10, 21, 10, first)) });
        const pending = cardRefund(first + 1, { orderId, amount: 5_000, status: 'Pending', confirmedAt: null, creditNote: null, customer, createdAt: new Date(Date.UTC(2026, 10, 21, 10, first + 1)) });
        api.refunds = [...api.refunds, confirmed, pending];
        api.creditNotes.set(first, creditNotePdf(first));
        return { orderId, confirmed: { id: confirmed.id, amount: confirmed.amount }, pending: { id: pending.id, amount: pending.amount } };
      },
      async giveStoreCredit(amount) {
        const report = api.storeCreditReport;
        api.storeCreditReport = { ...report, issued: report.issued + amount, outstanding: report.outstanding + amount, customersWithBalance: report.customersWithBalance + 1 };
      },
    };
  });
});
