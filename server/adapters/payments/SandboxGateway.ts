import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { PaymentIntentionBillingData, PaymentIntentionItem } from '@tiara/domain/checkout';
import type { Piasters } from '@tiara/domain/money';
import { type Result, fail, ok } from '@tiara/domain/result';
import type { CreatedIntention, GatewayFailure, GatewayTransaction, IntentionRequest, PaymentGateway } from '../../application/payments/PaymentGateway';
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
 */

/** Paymob's documented Mastercard test card. */
export const SANDBOX_APPROVED_CARD = '5123456789012346';
/** Declined by the sandbox, as any card other than the approved one is. */
export const SANDBOX_DECLINED_CARD = '4000000000000002';

const INTEGRATION_ID = 4_097_558;
const MERCHANT_ID = 302_852;
/** Paymob's longest intention life, 36 days. */
const LONGEST_EXPIRATION_SECONDS = 3_110_400;
/** Expired checkouts are forgotten after a day; inquiries about them answer nothing after that. */
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
  private readonly hmacSecret: string;
  private readonly now: () => Date;
  private readonly db: Database;

  constructor(options: { readonly hmacSecret: string; readonly now: () => Date; readonly db: Database }) {
    if (options.hmacSecret.length < 32) throw new Error('The sandbox HMAC secret must be at least 32 characters');
    this.hmacSecret = options.hmacSecret;
    this.now = options.now;
    this.db = options.db;
    this.publicKey = `sandbox_pk_${createHash('sha256').update(`public:${options.hmacSecret}`).digest('hex').slice(0, 32)}`;
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
    await this.db.delete(sandboxCheckouts).where(lt(sandboxCheckouts.expiresAt, new Date(now.getTime() - FORGET_AFTER_MS)));
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
