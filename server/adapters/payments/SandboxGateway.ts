import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { PaymentIntentionBillingData, PaymentIntentionItem } from '@tiara/domain/checkout';
import type { Piasters } from '@tiara/domain/money';
import { type Result, fail, ok } from '@tiara/domain/result';
import type { CreatedIntention, GatewayFailure, GatewayTransaction, IntentionRequest, PaymentGateway, RefundRequest } from '../../application/payments/PaymentGateway';
import type { Database } from '../db/Database';
import { sandboxCheckouts } from '../db/schema';
import { signHmac } from './Hmac';
import { callbackHmacMessage, parseTransaction, redirectHmacMessage, verifiedCallback, verifiedRedirect } from './PaymobTransactions';

/**
 * The default gateway: a local stand-in for Paymob's Unified Checkout, so that card payments work
 * end to end on a fresh machine. It answers intentions like Paymob (406 when the items do not add
 * up), serves the checkout page through `server/http/sandbox`, approves Paymob's documented test
 * card and declines the decline card, and reports each payment exactly as Paymob does: a
 * transaction-processed callback signed with HMAC-SHA512 and a browser redirect with the
 * flattened transaction and its HMAC. Open checkouts are kept in the shop's database, so the page,
 * the payment and an inquiry work whichever server of the shop each reaches, and across restarts.
 * It refunds as Paymob does too (./PAYMOB.md): a refund is a transaction of its own that follows
 * the payment, answered to the caller and then reported by the same signed callback; the payment
 * keeps the running total it has refunded. Paid checkouts are kept, so a payment can be refunded
 * whenever its goods come back.
 */

/** Paymob's documented Mastercard test card. */
export const SANDBOX_APPROVED_CARD = '5123456789012346';
/** Declined by the sandbox, as any card other than the approved one is. */
export const SANDBOX_DECLINED_CARD = '4000000000000002';

const INTEGRATION_ID = 4_097_558;
const MERCHANT_ID = 302_852;
/** Paymob's longest intention life, 36 days. */
const LONGEST_EXPIRATION_SECONDS = 3_110_400;
/** Expired checkouts that were never paid are forgotten after a day; inquiries about them answer nothing after that. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

export interface SandboxCheckout {
  readonly intentionId: string;
  readonly clientSecret: string;
  readonly gatewayOrderId: string;
  readonly amount: Piasters;
  readonly currency: string;
  readonly items: readonly PaymentIntentionItem[];
  readonly billing: PaymentIntentionBillingData;
  readonly extras: Readonly<Record<string, string | number>>;
  readonly specialReference: string;
  readonly notificationUrl: string;
  readonly redirectionUrl: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/** A checkout as the database keeps it (times as ISO text). */
type StoredCheckout = Omit<SandboxCheckout, 'createdAt' | 'expiresAt'> & { readonly createdAt: string; readonly expiresAt: string };

const revived = (stored: StoredCheckout): SandboxCheckout => ({ ...stored, createdAt: new Date(stored.createdAt), expiresAt: new Date(stored.expiresAt) });

export type CheckoutLookup =
  | { readonly kind: 'open'; readonly checkout: SandboxCheckout }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'expired' }
  | { readonly kind: 'paid'; readonly redirectUrl: string };

/**
 * What the checkout page does after a card was submitted: post the callback, then send the browser
 * back. No callback when the checkout had already been paid (Pay pressed twice, perhaps on two servers).
 */
export interface SandboxPayment {
  readonly approved: boolean;
  readonly callback: { readonly url: string; readonly body: Record<string, unknown> } | null;
  readonly redirectUrl: string;
}

/**
 * Tests only: how the sandbox's next refund call goes wrong. `answer-lost`: the refund is made but
 * its answer never comes back (a timeout), its callback is still sent; `answer-and-callback-lost`:
 * made, and neither reaches the shop; `unreachable`: nothing is made; `declined`: the gateway says
 * no; `callback-first`: made, and its callback reaches the shop before the answer does.
 */
export type SandboxRefundFault = 'answer-lost' | 'answer-and-callback-lost' | 'unreachable' | 'declined' | 'callback-first';

/** A refund call's answer as Paymob gives it over HTTP: the refund transaction (200), or `{ detail }`. */
export interface SandboxRefundAnswer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/** How the sandbox posts its callbacks to the shop; answers the HTTP status it got. */
export type SandboxCallbackDelivery = (url: string, body: Record<string, unknown>) => Promise<number>;

/** Reaches the shop over the network, as Paymob would, when no server of the shop delivers its callbacks in process. */
const overTheNetwork: SandboxCallbackDelivery = async (url, body) =>
  (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(15_000) })).status;

/** Statuses for what went wrong without a word from the gateway. */
const NO_ANSWER = { unreachable: 503, timedOut: 504 } as const;

/** Paymob writes times without a zone and with microseconds. */
function paymobTime(at: Date): string {
  return `${at.toISOString().slice(0, -1)}000`;
}

function cardBrand(cardNumber: string): string {
  if (cardNumber.startsWith('4')) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(cardNumber)) return 'MasterCard';
  return 'Card';
}

/** Ids far apart from one start to the next, so a restarted sandbox never reuses a transaction id the shop has stored. */
const newGatewayId = () => randomInt(10 ** 11, 2 ** 47);

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly publicKey: string;
  /** What the shop authenticates its server calls with (`Authorization: Token <secret key>`), as Paymob's secret key. */
  readonly secretKey: string;
  private readonly hmacSecret: string;
  private readonly now: () => Date;
  private readonly db: Database;
  private deliverCallback: SandboxCallbackDelivery = overTheNetwork;
  private readonly callbacksUnderWay = new Set<Promise<void>>();
  private refundFaults: SandboxRefundFault[] = [];

  constructor(options: { readonly hmacSecret: string; readonly now: () => Date; readonly db: Database }) {
    if (options.hmacSecret.length < 32) throw new Error('The sandbox HMAC secret must be at least 32 characters');
    this.hmacSecret = options.hmacSecret;
    this.now = options.now;
    this.db = options.db;
    this.publicKey = `sandbox_pk_${createHash('sha256').update(`public:${options.hmacSecret}`).digest('hex').slice(0, 32)}`;
    this.secretKey = `sandbox_sk_${createHash('sha256').update(`secret:${options.hmacSecret}`).digest('hex').slice(0, 48)}`;
  }

  /** The shop's app delivers the callbacks of refunds made in process (server/http/buildApp.ts), as it does the checkout page's. */
  deliverCallbacksWith(deliver: SandboxCallbackDelivery): void {
    this.deliverCallback = deliver;
  }

  /** Tests only: the next `calls` refund calls go wrong this way. */
  nextRefundGoes(fault: SandboxRefundFault, calls = 1): void {
    this.refundFaults = Array.from({ length: calls }, () => fault);
  }

  /** Resolves once every callback posted so far has reached the shop (or failed to). */
  async callbacksDelivered(): Promise<void> {
    while (this.callbacksUnderWay.size > 0) await Promise.all([...this.callbacksUnderWay]);
  }

  /** Whether an `Authorization` header carries this sandbox's secret key as Paymob's `Token` does. */
  authorizes(header: string | undefined): boolean {
    const expected = Buffer.from(`Token ${this.secretKey}`);
    const given = Buffer.from(header ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  async createIntention(request: IntentionRequest): Promise<Result<CreatedIntention, GatewayFailure>> {
    const refusal = this.refusalOf(request);
    if (refusal) return fail({ code: 'gateway_refused', message: refusal });
    const now = this.now();
    await this.forgetOldCheckouts(now);
    const checkout: SandboxCheckout = {
      intentionId: `pi_sandbox_${randomBytes(16).toString('hex')}`,
      clientSecret: `sandbox_csk_${randomBytes(24).toString('hex')}`,
      gatewayOrderId: String(newGatewayId()),
      amount: request.amount,
      currency: request.currency,
      items: request.items.map((item) => ({ ...item })),
      billing: { ...request.billing },
      extras: { ...request.extras },
      specialReference: request.specialReference,
      notificationUrl: request.notificationUrl,
      redirectionUrl: request.redirectionUrl,
      createdAt: now,
      expiresAt: new Date(now.getTime() + Math.min(request.expiresInSeconds, LONGEST_EXPIRATION_SECONDS) * 1000),
    };
    await this.db
      .insert(sandboxCheckouts)
      .values({ clientSecret: checkout.clientSecret, gatewayOrderId: checkout.gatewayOrderId, checkout, expiresAt: checkout.expiresAt });
    const page = new URL('/sandbox/unifiedcheckout/', request.notificationUrl);
    // The page opens in the language the customer was paying in: the link carries it, as the page's own language switch does.
    page.search = new URLSearchParams({ publicKey: this.publicKey, clientSecret: checkout.clientSecret, ...(request.language === null ? {} : { lang: request.language }) }).toString();
    return ok({ intentionId: checkout.intentionId, gatewayOrderId: checkout.gatewayOrderId, checkoutUrl: page.toString() });
  }

  /** Paymob's own checks of an intention (notes/paymob.md §2.2), with its messages. */
  private refusalOf(request: IntentionRequest): string | null {
    if (!Number.isSafeInteger(request.amount) || request.amount <= 0) return 'amount: Ensure this value is greater than 0.';
    if (request.items.reduce((sum, item) => sum + item.amount, 0) !== request.amount) return 'unmatched_item_prices';
    if (request.items.some((item) => item.name.trim() === '' || Array.from(item.name).length > 50)) return 'items.name: Ensure this field has no more than 50 characters.';
    const { first_name: firstName, last_name: lastName, email, phone_number: phone } = request.billing;
    if (![firstName, lastName, email, phone].every((value) => value.trim() !== '')) return 'billing_data: first_name, last_name, email and phone_number are required.';
    if (!/^https?:\/\//.test(request.notificationUrl) || !/^https?:\/\//.test(request.redirectionUrl)) return 'notification_url and redirection_url must be absolute URLs.';
    return null;
  }

  private async forgetOldCheckouts(now: Date): Promise<void> {
    await this.db
      .delete(sandboxCheckouts)
      .where(and(lt(sandboxCheckouts.expiresAt, new Date(now.getTime() - FORGET_AFTER_MS)), isNull(sandboxCheckouts.approvedRedirectUrl)));
  }

  /** The checkout the hosted page shows for these keys, or why it cannot be paid. */
  async checkout(publicKey: string, clientSecret: string): Promise<CheckoutLookup> {
    if (publicKey !== this.publicKey) return { kind: 'unknown' };
    const [row] = await this.db
      .select({ checkout: sandboxCheckouts.checkout, approvedRedirectUrl: sandboxCheckouts.approvedRedirectUrl })
      .from(sandboxCheckouts)
      .where(eq(sandboxCheckouts.clientSecret, clientSecret))
      .limit(1);
    if (!row) return { kind: 'unknown' };
    if (row.approvedRedirectUrl !== null) return { kind: 'paid', redirectUrl: row.approvedRedirectUrl };
    const checkout = revived(row.checkout as StoredCheckout);
    if (checkout.expiresAt.getTime() <= this.now().getTime()) return { kind: 'expired' };
    return { kind: 'open', checkout };
  }

  /**
   * Charges the card: approved for the documented test card, declined for any other. Returns the
   * signed callback to post and where to send the browser, both as Paymob would.
   */
  async pay(checkout: SandboxCheckout, cardNumber: string): Promise<SandboxPayment> {
    const now = this.now();
    const approved = cardNumber === SANDBOX_APPROVED_CARD;
    const createdAt = paymobTime(now);
    const transaction: Record<string, unknown> = {
      id: newGatewayId(),
      pending: false,
      amount_cents: checkout.amount,
      success: approved,
      is_auth: false,
      is_capture: false,
      is_standalone_payment: true,
      is_voided: false,
      is_refunded: false,
      is_3d_secure: true,
      integration_id: INTEGRATION_ID,
      profile_id: MERCHANT_ID,
      has_parent_transaction: false,
      order: {
        id: Number(checkout.gatewayOrderId),
        created_at: paymobTime(checkout.createdAt),
        delivery_needed: false,
        amount_cents: checkout.amount,
        currency: checkout.currency,
        merchant_order_id: checkout.specialReference,
        items: checkout.items.map((item) => ({ name: item.name, description: item.description, amount_cents: item.amount, quantity: item.quantity })),
      },
      created_at: createdAt,
      currency: checkout.currency,
      source_data: { type: 'card', pan: cardNumber.slice(-4), sub_type: cardBrand(cardNumber) },
      api_source: 'IFRAME',
      error_occured: false,
      is_live: false,
      owner: MERCHANT_ID,
      refunded_amount_cents: 0,
      captured_amount: 0,
      updated_at: createdAt,
      data: approved
        ? { message: 'Approved', txn_response_code: 'APPROVED', acq_response_code: '00' }
        : { message: 'Do not honour', txn_response_code: 'DECLINED', acq_response_code: '05' },
      payment_key_claims: { extra: checkout.extras, order_id: Number(checkout.gatewayOrderId), billing_data: checkout.billing, integration_id: INTEGRATION_ID },
    };
    const callbackUrl = new URL(checkout.notificationUrl);
    callbackUrl.searchParams.set('hmac', signHmac(this.hmacSecret, callbackHmacMessage(transaction)));
    const redirectUrl = this.redirectUrl(checkout, transaction);
    // Recorded only while the checkout is unpaid: of two approvals racing (Pay pressed twice, on
    // two servers) one is recorded and posts its callback, the other sends the browser where the first did.
    const [recorded] = await this.db
      .update(sandboxCheckouts)
      .set({
        transactions: sql`${sandboxCheckouts.transactions} || ${JSON.stringify([transaction])}::jsonb`,
        ...(approved ? { approvedRedirectUrl: redirectUrl } : {}),
      })
      .where(and(eq(sandboxCheckouts.clientSecret, checkout.clientSecret), isNull(sandboxCheckouts.approvedRedirectUrl)))
      .returning({ clientSecret: sandboxCheckouts.clientSecret });
    if (!recorded) {
      const lookup = await this.checkout(this.publicKey, checkout.clientSecret);
      if (lookup.kind === 'paid') return { approved: true, callback: null, redirectUrl: lookup.redirectUrl };
    }
    return {
      approved,
      callback: { url: callbackUrl.toString(), body: { type: 'TRANSACTION', obj: transaction, issuer_bank: null, transaction_processed_callback_responses: null } },
      redirectUrl,
    };
  }

  /** The browser's return to the shop: the transaction flattened with dots, as Paymob's samples show it, and its HMAC. */
  private redirectUrl(checkout: SandboxCheckout, transaction: Record<string, unknown>): string {
    const source = transaction.source_data as Record<string, string>;
    const data = transaction.data as Record<string, string>;
    const fields: Record<string, string> = {
      id: String(transaction.id),
      pending: String(transaction.pending),
      amount_cents: String(transaction.amount_cents),
      success: String(transaction.success),
      is_auth: 'false',
      is_capture: 'false',
      is_standalone_payment: 'true',
      is_voided: 'false',
      is_refunded: 'false',
      is_3d_secure: 'true',
      integration_id: String(INTEGRATION_ID),
      profile_id: String(MERCHANT_ID),
      has_parent_transaction: 'false',
      order: checkout.gatewayOrderId,
      created_at: String(transaction.created_at),
      currency: checkout.currency,
      merchant_commission: '0',
      discount_details: '[]',
      is_void: 'false',
      is_refund: 'false',
      error_occured: 'false',
      refunded_amount_cents: '0',
      captured_amount: '0',
      updated_at: String(transaction.updated_at),
      is_settled: 'false',
      bill_balanced: 'false',
      is_bill: 'false',
      owner: String(MERCHANT_ID),
      merchant_order_id: checkout.specialReference,
      'data.message': data.message ?? '',
      'source_data.type': source.type ?? '',
      'source_data.pan': source.pan ?? '',
      'source_data.sub_type': source.sub_type ?? '',
      acq_response_code: data.acq_response_code ?? '',
      txn_response_code: data.txn_response_code ?? '',
    };
    const url = new URL(checkout.redirectionUrl);
    for (const [key, value] of Object.entries(fields)) url.searchParams.set(key, value);
    url.searchParams.set('hmac', signHmac(this.hmacSecret, redirectHmacMessage(fields)));
    return url.toString();
  }

  async refund(request: RefundRequest): Promise<Result<GatewayTransaction, GatewayFailure>> {
    const answer = await this.answerRefund(request.transactionId, request.amount);
    if (answer.status === NO_ANSWER.unreachable) return fail({ code: 'gateway_unavailable', message: 'The sandbox gateway could not be reached' });
    if (answer.status === NO_ANSWER.timedOut) return fail({ code: 'gateway_unavailable', message: 'The sandbox gateway did not answer in time' });
    if (answer.status !== 200) return fail({ code: 'gateway_refused', message: String(answer.body.detail) });
    const transaction = parseTransaction(answer.body);
    if (!transaction) throw new Error('the sandbox wrote a refund transaction it cannot read');
    return ok(transaction);
  }

  /**
   * `POST /api/acceptance/void_refund/refund` as Paymob answers it: the refund transaction, or a
   * refusal with its reason for an amount that is not a whole positive number of piasters or is
   * more than the payment has left, and for a transaction that is unknown or not a successful
   * payment. Refunds of one payment are made one at a time (its checkout's row is locked), so two
   * at once never refund more than it took. The signed callback follows the answer.
   */
  async answerRefund(transactionId: string, amount: unknown): Promise<SandboxRefundAnswer> {
    const fault = this.refundFaults.shift() ?? null;
    if (fault === 'unreachable') return { status: NO_ANSWER.unreachable, body: { detail: 'Service unavailable' } };
    if (fault === 'declined') return { status: 400, body: { detail: 'The refund was declined by the card issuer.' } };
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) return { status: 400, body: { detail: 'amount_cents: Ensure this value is greater than 0.' } };
    const made = await this.makeRefund(transactionId, amount);
    if (made.kind === 'refused') return made.answer;
    const callback = this.signedCallback(made.checkout, made.refund);
    if (fault === 'callback-first') await this.post(callback, 'now');
    else if (fault !== 'answer-and-callback-lost') void this.post(callback, 'after-the-answer');
    if (fault === 'answer-lost' || fault === 'answer-and-callback-lost') return { status: NO_ANSWER.timedOut, body: { detail: 'Gateway timeout' } };
    return { status: 200, body: made.refund };
  }

  private makeRefund(
    transactionId: string,
    amount: Piasters,
  ): Promise<{ kind: 'made'; checkout: SandboxCheckout; refund: Record<string, unknown> } | { kind: 'refused'; answer: SandboxRefundAnswer }> {
    const refused = (status: number, detail: string) => ({ kind: 'refused' as const, answer: { status, body: { detail } } });
    const id = Number(transactionId);
    if (!/^\d{1,15}$/.test(transactionId)) return Promise.resolve(refused(404, 'Not found.'));
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ clientSecret: sandboxCheckouts.clientSecret, checkout: sandboxCheckouts.checkout, transactions: sandboxCheckouts.transactions })
        .from(sandboxCheckouts)
        .where(sql`${sandboxCheckouts.transactions} @> ${JSON.stringify([{ id }])}::jsonb`)
        .limit(1)
        .for('update');
      const transactions = (row?.transactions ?? []) as Array<Record<string, unknown>>;
      const parent = transactions.find((transaction) => transaction.id === id);
      if (!row || !parent) return refused(404, 'Not found.');
      if (parent.success !== true || parent.pending === true || parent.is_refund === true) return refused(400, 'Only a successful payment transaction can be refunded.');
      const refunded = Number(parent.refunded_amount_cents ?? 0);
      const left = Number(parent.amount_cents) - refunded;
      if (amount > left) return refused(400, `The refund amount is more than is left to refund of the transaction (${left} cents).`);
      const createdAt = paymobTime(this.now());
      const refund: Record<string, unknown> = {
        ...parent,
        id: newGatewayId(),
        pending: false,
        success: true,
        amount_cents: amount,
        is_standalone_payment: false,
        is_refund: true,
        is_refunded: false,
        is_void: false,
        is_voided: false,
        has_parent_transaction: true,
        parent_transaction: id,
        refunded_amount_cents: 0,
        created_at: createdAt,
        updated_at: createdAt,
        data: { message: 'Approved', txn_response_code: 'APPROVED', acq_response_code: '00' },
      };
      const updatedParent = { ...parent, is_refunded: true, refunded_amount_cents: refunded + amount, updated_at: createdAt };
      await tx
        .update(sandboxCheckouts)
        .set({ transactions: [...transactions.map((transaction) => (transaction === parent ? updatedParent : transaction)), refund] })
        .where(eq(sandboxCheckouts.clientSecret, row.clientSecret));
      return { kind: 'made' as const, checkout: revived(row.checkout as StoredCheckout), refund };
    });
  }

  /** `GET /api/acceptance/transactions/{id}`: the transaction as the sandbox keeps it, or null for one it does not know. */
  async transaction(transactionId: string): Promise<Record<string, unknown> | null> {
    if (!/^\d{1,15}$/.test(transactionId)) return null;
    const id = Number(transactionId);
    const [row] = await this.db
      .select({ transactions: sandboxCheckouts.transactions })
      .from(sandboxCheckouts)
      .where(sql`${sandboxCheckouts.transactions} @> ${JSON.stringify([{ id }])}::jsonb`)
      .limit(1);
    return (row?.transactions as Array<Record<string, unknown>> | undefined)?.find((transaction) => transaction.id === id) ?? null;
  }

  async refundedAmount(transactionId: string): Promise<Result<Piasters, GatewayFailure>> {
    const transaction = await this.transaction(transactionId);
    if (!transaction) return fail({ code: 'gateway_refused', message: 'Not found.' });
    return ok(Number(transaction.refunded_amount_cents ?? 0));
  }

  /** The transaction-processed callback of a transaction, signed as a payment's is. */
  private signedCallback(checkout: SandboxCheckout, transaction: Record<string, unknown>): { url: string; body: Record<string, unknown> } {
    const url = new URL(checkout.notificationUrl);
    url.searchParams.set('hmac', signHmac(this.hmacSecret, callbackHmacMessage(transaction)));
    return { url: url.toString(), body: { type: 'TRANSACTION', obj: transaction, issuer_bank: null, transaction_processed_callback_responses: null } };
  }

  /** Posts a callback; a shop that does not take it is not asked again (its refunds are reconciled by reading the payment instead). */
  private post(callback: { url: string; body: Record<string, unknown> }, when: 'now' | 'after-the-answer'): Promise<void> {
    const turn = when === 'now' ? Promise.resolve() : new Promise<void>((resolve) => setImmediate(resolve));
    const delivery = turn
      .then(() => this.deliverCallback(callback.url, callback.body))
      .then(
        () => undefined,
        () => undefined,
      );
    this.callbacksUnderWay.add(delivery);
    return delivery.finally(() => this.callbacksUnderWay.delete(delivery));
  }

  verifyCallback(body: unknown, hmac: string): GatewayTransaction | null {
    return verifiedCallback(this.hmacSecret, body, hmac);
  }

  verifyRedirect(query: Readonly<Record<string, string>>): GatewayTransaction | null {
    return verifiedRedirect(this.hmacSecret, query);
  }

  async inquire(gatewayOrderId: string): Promise<Result<GatewayTransaction | null, GatewayFailure>> {
    const [row] = await this.db
      .select({ transactions: sandboxCheckouts.transactions })
      .from(sandboxCheckouts)
      .where(eq(sandboxCheckouts.gatewayOrderId, gatewayOrderId))
      .limit(1);
    const latest = (row?.transactions as Array<Record<string, unknown>> | undefined)?.at(-1);
    return ok(latest ? parseTransaction(latest) : null);
  }
}
