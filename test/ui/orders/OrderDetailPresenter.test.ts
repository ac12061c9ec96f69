import { afterEach, describe, expect, it } from 'vitest';
import { isolated } from '@tiara/domain/language';
import { type OrderDetail, OrderDetailApi } from '../../../src/application/orders/OrderDetailApi';
import { showLanguage } from '../../../src/ui/i18n/localized';
import { loadTexts } from '../../../src/ui/i18n/translations';
import { OrderDetailPresenter } from '../../../src/ui/orders/OrderDetailPresenter';
import { apiFailure } from '../../application/support/checkoutFakes';
import { networkFailure, notOffered } from '../../application/support/fakes/FakeApi';
import { FakeOrderDetailApi } from '../../application/support/fakes/FakeOrderDetailApi';
import { accountTestKit, settle, signedInStorage } from '../account/accountTestKit';

const shippedOrder: OrderDetail = {
  id: 41,
  createdAt: new Date('2026-11-20T08:15:00Z'),
  status: 'Shipped',
  paymentMethod: 'credit',
  paymentState: 'paid',
  subtotal: 180_000,
  shipping: 5_000,
  discount: 10_000,
  promoCode: 'CLINIC100',
  total: 175_000,
  storeCredit: 0,
  deliveryAddress: {
    firstName: 'Nour',
    middleName: 'Ahmed',
    lastName: 'Mansour',
    address: '14 El Nozha Street',
    city: 'Heliopolis',
    state: 'Cairo',
    postalCode: '11341',
    country: 'Egypt',
    phone: '01012345678',
    email: 'nour@clinic.example',
  },
  lines: [
    { productId: 5, variantId: null, kind: 'product', sku: null, name: 'Nitrile gloves', quantity: 2, price: 60_000, image: '/uploads/gloves.webp' },
    { productId: 9, variantId: 31, kind: 'product', sku: 'NS-UR-4', name: 'NuSmile crown', quantity: 1, price: 60_000, image: '' },
  ],
  timeline: [
    { kind: 'placed', at: new Date('2026-11-20T08:15:00Z'), tracking: null, refund: null },
    { kind: 'paid', at: new Date('2026-11-20T08:16:00Z'), tracking: null, refund: null },
    { kind: 'processing', at: new Date('2026-11-20T08:16:00Z'), tracking: null, refund: null },
    {
      kind: 'shipped',
      at: new Date('2026-11-21T13:40:00Z'),
      tracking: { courier: 'bosta', courierName: 'Bosta', number: '1234567890', url: 'https://bosta.co/en-eg/tracking-shipments?shipment-number=1234567890' },
      refund: null,
    },
  ],
};

async function openOrder(param: string | undefined, prepare: (api: FakeOrderDetailApi) => void = () => {}, storage = signedInStorage()) {
  const kit = accountTestKit(storage);
  const api = new FakeOrderDetailApi();
  api.orders.set(41, shippedOrder);
  prepare(api);
  kit.container.bind(OrderDetailApi).toConstantValue(api);
  const page = kit.container.get(OrderDetailPresenter);
  const closed = page.opened(param);
  await settle();
  return { page, api, history: kit.orders, language: kit.language, closed };
}

describe('OrderDetailPresenter', () => {
  afterEach(() => showLanguage('en'));

  it('shows the order: number, day, status, items, amounts with the discount, payment and delivery address', async () => {
    const { page, api } = await openOrder('41');
    expect(api.calls).toEqual([41]);
    expect(page.state).toBe('loaded');
    expect([page.orderNumberText, page.placedText, page.statusText]).toEqual(['Order #41', 'Placed on Nov 20, 2026', 'Shipped']);
    expect(page.lineViews.map((line) => [line.name, line.image, line.quantityText, line.priceText, line.lineTotalText])).toEqual([
      ['Nitrile gloves', '/uploads/gloves.webp', 'Qty: 2', '600 EGP', '1,200 EGP'],
      ['NuSmile crown', '', 'Qty: 1', '600 EGP', '600 EGP'],
    ]);
    expect(page.amounts).toEqual({
      rows: [
        { label: 'Subtotal', amountText: '1,800 EGP' },
        { label: 'Shipping', amountText: '50 EGP' },
        { label: 'Discount (CLINIC100)', amountText: '-100 EGP' },
      ],
      total: { label: 'Total', amountText: '1,750 EGP' },
    });
    expect([page.paymentMethodText, page.paymentStateText]).toEqual(['Credit Card', 'Paid']);
    expect(page.addressLines).toEqual(['Nour Ahmed Mansour', '14 El Nozha Street', `${isolated('Heliopolis')}, Cairo, 11341`, 'Phone: 01012345678', 'nour@clinic.example']);
  });

  it('shows the store credit the order was paid with as a payment, and what its method collected of the unchanged total', async () => {
    const { page } = await openOrder('41', (api) => api.orders.set(41, { ...shippedOrder, paymentMethod: 'cash', storeCredit: 42_000 }));
    expect(page.amounts?.total).toEqual({ label: 'Total', amountText: '1,750 EGP' });
    expect(page.storeCreditPayment).toEqual({ credit: { label: 'Paid with store credit', amountText: '420 EGP' }, rest: { label: 'By Cash on Delivery', amountText: '1,330 EGP' } });
    const whole = await openOrder('41', (api) => api.orders.set(41, { ...shippedOrder, storeCredit: 175_000 }));
    expect(whole.page.storeCreditPayment).toEqual({ credit: { label: 'Paid with store credit', amountText: '1,750 EGP' }, rest: null });
    expect((await openOrder('41')).page.storeCreditPayment).toBeNull();
  });

  it('leaves the discount out when there is none', async () => {
    const { page } = await openOrder('41', (api) => api.orders.set(41, { ...shippedOrder, discount: 0, promoCode: null, total: 185_000 }));
    expect(page.amounts?.rows.map((amount) => amount.label)).toEqual(['Subtotal', 'Shipping']);
  });

  it('shows no shipping for a plan, which is not delivered, and a discount without a code as Discount', async () => {
    const plan = { productId: 2, variantId: null, kind: 'ai-plan' as const, sku: null, name: 'Pro', quantity: 1, price: 610_000, image: '' };
    const { page } = await openOrder('41', (api) => api.orders.set(41, { ...shippedOrder, lines: [plan], subtotal: 610_000, shipping: 0, discount: 61_000, promoCode: null, total: 549_000 }));
    expect(page.amounts).toEqual({
      rows: [
        { label: 'Subtotal', amountText: '6,100 EGP' },
        { label: 'Discount', amountText: '-610 EGP' },
      ],
      total: { label: 'Total', amountText: '5,490 EGP' },
    });
  });

  describe('in Arabic', () => {
    afterEach(() => showLanguage('en'));

    it('words the amounts, the code kept in its own direction', async () => {
      const { page } = await openOrder('41');
      await loadTexts('ar', ['storefront']);
      showLanguage('ar');
    expect([...(page.amounts?.rows ?? []), page.amounts?.total].map((amount) => amount && [amount.label, amount.amountText])).toEqual([
      ['المجموع الفرعي', '1,800 ج.م'],
      ['الشحن', '50 ج.م'],
      ['الخصم (\u2066CLINIC100\u2069)', '-100 ج.م'],
      ['الإجمالي', '1,750 ج.م'],
    ]);
    });

    it('writes the delivery place with the Arabic comma and keeps the phone number left to right', async () => {
      const { page } = await openOrder('41');
      await loadTexts('ar', ['storefront']);
      showLanguage('ar');
      expect(page.addressLines).toEqual(['Nour Ahmed Mansour', '14 El Nozha Street', `${isolated('مصر الجديدة')}، القاهرة، 11341`, 'الهاتف: \u206601012345678\u2069', 'nour@clinic.example']);
    });
  });

  it('tells the order’s history in Cairo time, the shipped step with the courier, number and tracking link', async () => {
    const { page } = await openOrder('41');
    expect(page.steps.map((step) => [step.title, step.dateText, step.details, step.trackingUrl])).toEqual([
      ['Order placed', 'Nov 20, 2026, 10:15', [], null],
      ['Payment received', 'Nov 20, 2026, 10:16', [], null],
      ['Accepted and being prepared', 'Nov 20, 2026, 10:16', [], null],
      ['Shipped', 'Nov 21, 2026, 15:40', ['With Bosta', 'Tracking number: 1234567890'], 'https://bosta.co/en-eg/tracking-shipments?shipment-number=1234567890'],
    ]);
  });

  it('shows an order store credit paid in full as paid with store credit, in its payment and its history, in both languages; one it paid in part keeps its card payment', async () => {
    const paidWithCredit: OrderDetail = {
      ...shippedOrder,
      status: 'Processing',
      storeCredit: 175_000,
      timeline: [
        { kind: 'placed', at: new Date('2026-11-20T08:15:00Z'), tracking: null, refund: null },
        { kind: 'paid-with-store-credit', at: new Date('2026-11-20T08:15:00Z'), tracking: null, refund: null },
        { kind: 'processing', at: new Date('2026-11-20T08:16:00Z'), tracking: null, refund: null },
      ],
    };
    const { page } = await openOrder('41', (api) => api.orders.set(41, paidWithCredit));
    expect([page.paymentMethodText, page.paymentStateText, page.paid]).toEqual(['Store credit', 'Paid', true]);
    expect(page.steps.map((step) => [step.title, step.dateText])).toEqual([
      ['Order placed', 'Nov 20, 2026, 10:15'],
      ['Paid with store credit', 'Nov 20, 2026, 10:15'],
      ['Accepted and being prepared', 'Nov 20, 2026, 10:16'],
    ]);
    const inPart = await openOrder('41', (api) => api.orders.set(41, { ...shippedOrder, storeCredit: 42_000 }));
    expect([inPart.page.paymentMethodText, inPart.page.steps[1]?.title]).toEqual(['Credit Card', 'Payment received']);
    expect(inPart.page.storeCreditPayment?.rest).toEqual({ label: 'By Credit Card', amountText: '1,330 EGP' });
    await loadTexts('ar', ['storefront']);
    showLanguage('ar');
    expect([page.paymentMethodText, page.paymentStateText, page.steps[1]?.title]).toEqual(['رصيد المتجر', 'مدفوع', 'تم الدفع من رصيد المتجر']);
  });

  it('tells a cancelled order’s store credit given back with its amount, and reads the order refunded, in both languages', async () => {
    const cancelled: OrderDetail = {
      ...shippedOrder,
      status: 'Cancelled',
      paymentState: 'refunded',
      storeCredit: 95_000,
      total: 95_000,
      timeline: [
        { kind: 'placed', at: new Date('2026-11-20T08:15:00Z'), tracking: null, refund: null },
        { kind: 'paid-with-store-credit', at: new Date('2026-11-20T08:15:00Z'), tracking: null, refund: null },
        { kind: 'cancelled', at: new Date('2026-11-20T09:00:00Z'), tracking: null, refund: null },
        { kind: 'store-credit-given-back', at: new Date('2026-11-20T09:00:00Z'), tracking: null, refund: { amount: 95_000, method: 'store-credit' } },
      ],
    };
    const { page } = await openOrder('41', (api) => api.orders.set(41, cancelled));
    expect([page.paymentMethodText, page.paymentStateText]).toEqual(['Store credit', 'Refunded']);
    expect(page.steps.slice(2).map((step) => [step.title, step.dateText])).toEqual([
      ['Cancelled', 'Nov 20, 2026, 11:00'],
      ['Store credit given back: 950 EGP', 'Nov 20, 2026, 11:00'],
    ]);
    // From a backend that does not say how much, the step is still named.
    const unsaid = await openOrder('41', (api) => api.orders.set(41, { ...cancelled, timeline: [{ kind: 'store-credit-given-back', at: new Date('2026-11-20T09:00:00Z'), tracking: null, refund: null }] }));
    expect(unsaid.page.steps[0]?.title).toBe('Store credit given back');
    await loadTexts('ar', ['storefront']);
    showLanguage('ar');
    expect([page.paymentStateText, page.steps[3]?.title]).toEqual(['مُسترد', 'تم إرجاع رصيد المتجر: 950 ج.م']);
  });

  it('tells a return’s steps and each refund confirmed with its amount and where it went', async () => {
    const { page } = await openOrder('41', (api) =>
      api.orders.set(41, {
        ...shippedOrder,
        status: 'Delivered',
        paymentState: 'partly_refunded',
        timeline: [
          { kind: 'return-requested', at: new Date('2026-12-01T08:00:00Z'), tracking: null, refund: null },
          { kind: 'refunded', at: new Date('2026-12-03T10:00:00Z'), tracking: null, refund: { amount: 42_000, method: 'card' } },
          { kind: 'refunded', at: new Date('2026-12-04T10:00:00Z'), tracking: null, refund: { amount: 15_050, method: 'store-credit' } },
          { kind: 'refunded', at: new Date('2026-12-05T10:00:00Z'), tracking: null, refund: null },
        ],
      }),
    );
    expect(page.steps.map((step) => step.title)).toEqual(['Return requested', 'Refund of 420 EGP to your card confirmed', 'Refund of 150.50 EGP as store credit confirmed', 'Refund confirmed']);
    expect([page.paymentStateText, page.paid]).toEqual(['Partly refunded', true]);
    await loadTexts('ar', ['storefront']);
    showLanguage('ar');
    expect(page.steps[1]?.title).toBe('تم تأكيد استرداد 420 ج.م إلى بطاقتك');
  });

  it('reads the order’s returns beside it, and the order again once a return is requested; a receipt reads no returns', async () => {
    const { page, api } = await openOrder('41', (fake) => fake.returnableOrder(41, new Date('2026-11-30T17:30:00Z'), [{ orderItemId: 77, name: 'Nitrile gloves', bought: 2 }]));
    expect(api.returnsRead).toEqual([41]);
    expect(page.returns.orderStatus).toBe('Shipped');
    page.returns.form.quantityIncreased(77);
    page.returns.form.reasonChosen('other');
    page.returns.form.outcomeChosen('refund');
    await page.returns.form.sendClicked();
    await settle();
    expect(api.calls).toEqual([41, 41]);

    const kit = accountTestKit(signedInStorage());
    const receiptApi = new FakeOrderDetailApi();
    receiptApi.orders.set(41, shippedOrder);
    kit.container.bind(OrderDetailApi).toConstantValue(receiptApi);
    const receipt = kit.container.get(OrderDetailPresenter);
    receipt.receiptOpened(41);
    await settle();
    expect([receipt.state, receiptApi.calls, receiptApi.returnsRead]).toEqual(['loaded', [41], []]);
  });

  it('gives the order-again and invoice parts the lines, the status and whether it is paid', async () => {
    const { page } = await openOrder('41');
    expect(page.lines).toEqual([
      { productId: 5, variantId: null, kind: 'product', name: 'Nitrile gloves', quantity: 2 },
      { productId: 9, variantId: 31, kind: 'product', name: 'NuSmile crown', quantity: 1 },
    ]);
    expect([page.status, page.paid]).toEqual(['Shipped', true]);
    const unpaid = await openOrder('41', (api) => api.orders.set(41, { ...shippedOrder, paymentState: 'refund_due', status: 'Cancelled' }));
    expect([unpaid.page.status, unpaid.page.paid]).toEqual(['Cancelled', false]);
  });

  it.each([
    ['someone else’s order', apiFailure('forbidden')],
    ['an order that does not exist', apiFailure('not-found')],
  ])('says it cannot find %s', async (_case, answer) => {
    const { page } = await openOrder('41', (api) => api.failures.set('order', answer));
    expect(page.state).toBe('not-found');
    expect(page.order).toBeNull();
  });

  it('does not ask about an address that names no order', async () => {
    const { page, api } = await openOrder('abc');
    expect(page.state).toBe('not-found');
    expect(api.calls).toEqual([]);
  });

  describe('from a backend without the order’s page (SPEC §7 has only the list of orders)', () => {
    it('shows the order as that list tells it: number, day, status, items and amounts, with no payment, address or history', async () => {
      const { page, history } = await openOrder('12', (fake) => fake.failures.set('order', notOffered));
      expect(history.calls).toEqual([7]);
      expect(page.state).toBe('loaded');
      expect([page.order, page.summary?.id]).toEqual([null, 12]);
      expect([page.orderNumberText, page.placedText, page.statusText]).toEqual(['Order #12', 'Placed on Nov 2, 2026', 'Delivered']);
      expect(page.lineViews.map((line) => [line.name, line.quantityText, line.lineTotalText])).toEqual([['Premier Etch 37% Phosphoric Acid Gel, 3 x 5 ml', 'Qty: 1', '390 EGP']]);
      expect(page.amounts).toEqual({
        rows: [
          { label: 'Subtotal', amountText: '390 EGP' },
          { label: 'Shipping', amountText: '150 EGP' },
        ],
        total: { label: 'Total', amountText: '540 EGP' },
      });
      expect([page.steps, page.addressLines, page.paid, page.lines.map((line) => line.productId)]).toEqual([[], [], false, [5]]);
    });

    it('says the order is not found when the list does not hold it, and that loading failed when the list cannot be read', async () => {
      const missing = await openOrder('99', (fake) => fake.failures.set('order', notOffered));
      expect(missing.page.state).toBe('not-found');
      const { page, history } = await openOrder('12', (fake) => fake.failures.set('order', notOffered));
      history.failures.set('ordersOf', networkFailure);
      page.retryClicked();
      await settle();
      expect(page.state).toBe('failed');
    });

    it('never stands in for an order page that failed or could not be reached', async () => {
      const { page, history } = await openOrder('12', (fake) => fake.failures.set('order', networkFailure));
      expect([page.state, history.calls]).toEqual(['failed', []]);
    });
  });

  it('asks a visitor to log in, and asks again when the customer retries after a failure', async () => {
    const visitor = await openOrder('41', undefined, {});
    expect(visitor.page.state).toBe('signed-out');
    expect(visitor.api.calls).toEqual([]);

    const { page, api } = await openOrder('41', (fake) => fake.failures.set('order', apiFailure('network')));
    expect(page.state).toBe('failed');
    api.failures.delete('order');
    page.retryClicked();
    expect(page.state).toBe('loading');
    await settle();
    expect(page.state).toBe('loaded');
    expect(api.calls).toEqual([41, 41]);
  });

  it('reads the order again after a switch of language, its lines named as the shop now answers, the page staying in place meanwhile', async () => {
    const { page, api, language, closed } = await openOrder('41');
    expect(page.lineViews.map((line) => line.name)).toEqual(['Nitrile gloves', 'NuSmile crown']);
    api.orders.set(41, { ...shippedOrder, lines: shippedOrder.lines.map((line, index) => ({ ...line, name: ['جوانتي نيتريل', 'تاج نوسمايل'][index] ?? line.name })) });
    api.hold();
    await language.choose('ar');
    expect(page.state).toBe('loaded');
    expect(page.lineViews.map((line) => line.name)).toEqual(['Nitrile gloves', 'NuSmile crown']);
    await api.release();
    expect(page.lineViews.map((line) => line.name)).toEqual(['جوانتي نيتريل', 'تاج نوسمايل']);
    expect(api.calls).toEqual([41, 41]);

    closed();
    await language.choose('en');
    await settle();
    expect(api.calls).toEqual([41, 41]);
  });
});
