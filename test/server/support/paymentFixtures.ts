/**
 * The card payment journey as the storefront and the customer make it, through HTTP: the intention
 * payload the SPA builds (with the SPA's own `buildPaymentIntention`), the sandbox checkout page,
 * the browser's return, and direct access to the sandbox for callbacks a test delivers itself.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { type CheckoutLine, type OrderLine, type PaymentIntentionPayload, buildPaymentIntention } from '@tiara/domain/checkout';
import type { Piasters } from '@tiara/domain/money';
import { type OrderReferenceKind, orderReference } from '@tiara/domain/order-reference';
import { SANDBOX_APPROVED_CARD, type SandboxCheckout, type SandboxGateway, type SandboxPayment } from '../../../server/adapters/payments/SandboxGateway';
import { aiSubscriptions, payments, trainingRegistrations } from '../../../server/adapters/db/schema';
import { CAIRO_FEE, orderPayload } from './orderFixtures';
import type { ShopClient, ShopDatabase, TestServer } from './testServer';

type TestUser = Awaited<ReturnType<TestServer['createUser']>>;

export interface CardOrder {
  readonly orderId: number;
  readonly reference: string;
  readonly intention: PaymentIntentionPayload;
}

export interface CardOrderOptions {
  readonly user?: TestUser | null;
  readonly kind?: OrderReferenceKind;
  readonly shipping?: Piasters;
  readonly discount?: Piasters;
  readonly promoCodeId?: number | null;
  readonly storeCredit?: Piasters;
}

/** Places a card order as the SPA does and builds the intention payload the SPA would send for it. */
export async function placeCardOrder(server: ShopClient, lines: readonly OrderLine[], options: CardOrderOptions = {}): Promise<CardOrder> {
  const user = options.user ?? null;
  const shipping = options.shipping ?? (options.kind === 'ai-plan' || options.kind === 'training' ? 0 : CAIRO_FEE);
  const discount = options.discount ?? 0;
  const storeCredit = options.storeCredit ?? 0;
  const body = orderPayload(lines, { userId: user?.id ?? 0, paymentMethod: 'credit', shipping, discount, promoCodeId: options.promoCodeId ?? null, storeCredit });
  const placed = await server.request({ method: 'POST', url: '/api/order/create', token: user?.token ?? null, body });
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId = (placed.json() as { orderid: number }).orderid;
  const reference = orderReference(options.kind ?? 'order', orderId);
  const checkoutLines: CheckoutLine[] = lines.map((line) => ({ name: line.name, price: line.price, quantity: line.quantity }));
  const intention = buildPaymentIntention({
    lines: checkoutLines,
    shipping,
    discount,
    storeCredit,
    billing: { firstName: 'Mona', lastName: 'Hassan', email: 'mona@clinic.example', phone: '01012345678', street: '6 Merryland Buildings', state: 'Cairo' },
    orderId,
    reference,
    paymentMethods: [12, 'card'],
  });
  return { orderId, reference, intention };
}

export function createIntention(server: ShopClient, body: unknown, user: TestUser | null) {
  return server.request({ method: 'POST', url: '/api/payment/create-intention', token: user?.token ?? null, body });
}

/** Opens the checkout and answers its URL. */
export async function openCheckout(server: ShopClient, order: CardOrder, user: TestUser | null): Promise<string> {
  const response = await createIntention(server, order.intention, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as string;
}

export const pathOf = (url: string) => {
  const parsed = new URL(url, 'http://localhost');
  return `${parsed.pathname}${parsed.search}`;
};

export function checkoutKeys(checkoutUrl: string): { publicKey: string; clientSecret: string } {
  const url = new URL(checkoutUrl);
  return { publicKey: url.searchParams.get('publicKey') ?? '', clientSecret: url.searchParams.get('clientSecret') ?? '' };
}

export function sandboxOf(server: TestServer): SandboxGateway {
  const sandbox = server.payments.sandbox;
  if (!sandbox) throw new Error('this test server does not run the sandbox');
  return sandbox;
}

/** The sandbox's checkout behind a checkout URL. */
export async function sandboxCheckout(server: TestServer, checkoutUrl: string): Promise<SandboxCheckout> {
  const { publicKey, clientSecret } = checkoutKeys(checkoutUrl);
  const lookup = await sandboxOf(server).checkout(publicKey, clientSecret);
  if (lookup.kind !== 'open') throw new Error(`the checkout is ${lookup.kind}`);
  return lookup.checkout;
}

export interface CardDetails {
  readonly card_number: string;
  readonly expiry: string;
  readonly cvv: string;
  readonly card_holder: string;
}

export const card = (card_number: string = SANDBOX_APPROVED_CARD): CardDetails => ({ card_number, expiry: '12/30', cvv: '123', card_holder: 'Mona Hassan' });

/** Submits the checkout page's form, as the browser does. */
export function submitCard(server: ShopClient, checkoutUrl: string, details: CardDetails) {
  const form = new URLSearchParams({ ...checkoutKeys(checkoutUrl), ...details });
  return server.request({ method: 'POST', url: '/sandbox/unifiedcheckout/pay', body: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
}

/** Pays on the checkout page and follows the browser back to the shop: answers the confirmation page's URL. */
export async function payAtCheckout(server: ShopClient, checkoutUrl: string, details: CardDetails = card()): Promise<URL> {
  const page = await server.request({ method: 'GET', url: pathOf(checkoutUrl) });
  expect(page.statusCode, page.body).toBe(200);
  const paid = await submitCard(server, checkoutUrl, details);
  expect(paid.statusCode, paid.body).toBe(303);
  const back = await server.request({ method: 'GET', url: pathOf(String(paid.headers.location)) });
  expect(back.statusCode, back.body).toBe(302);
  return new URL(String(back.headers.location), 'http://localhost');
}

/** Posts a callback the sandbox signed, as the gateway would. */
export function deliver(server: TestServer, payment: Pick<SandboxPayment, 'callback'>, change: { hmac?: string; body?: unknown } = {}) {
  const callback = signedCallback(payment);
  const url = new URL(callback.url);
  if (change.hmac !== undefined) url.searchParams.set('hmac', change.hmac);
  return server.request({ method: 'POST', url: `${url.pathname}${url.search}`, body: change.body ?? callback.body });
}

/** The callback a charge posts; a charge of a checkout paid already posts none. */
export function signedCallback(payment: Pick<SandboxPayment, 'callback'>): NonNullable<SandboxPayment['callback']> {
  if (!payment.callback) throw new Error('the checkout was paid already: this charge posts no callback');
  return payment.callback;
}

export const paymentStatus = (server: ShopClient, reference: string | number, status: 'Success' | 'Failed', user: TestUser | null) =>
  server.request({ method: 'POST', url: `/api/payment/payment-status/${reference}/${status}`, token: user?.token ?? null });

export const confirmOrder = (server: ShopClient, reference: string | number, status: 'Success' | 'Failed', user: TestUser | null) =>
  server.request({ method: 'POST', url: `/api/order/confirmOrder/${reference}/${status}`, token: user?.token ?? null });

export function paymentsOf(server: ShopDatabase, orderId: number) {
  return server.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
}

export function subscriptionsOf(server: ShopDatabase, userId: number) {
  return server.db.select().from(aiSubscriptions).where(eq(aiSubscriptions.userId, userId)).orderBy(aiSubscriptions.id);
}

export function registrationsOf(server: TestServer, orderId: number) {
  return server.db.select().from(trainingRegistrations).where(eq(trainingRegistrations.orderId, orderId)).orderBy(trainingRegistrations.id);
}

/** The confirmation e-mails of one order in the outbox. */
export async function confirmationMails(server: TestServer, orderId: number) {
  return (await server.outbox.list(1_000)).filter((mail) => mail.subject === `Tiara: order #${orderId} received`);
}
