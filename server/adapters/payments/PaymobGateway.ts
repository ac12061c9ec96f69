import { z } from 'zod';
import { type Result, fail, ok } from '@tiara/domain/result';
import type { Piasters } from '@tiara/domain/money';
import type { CreatedIntention, GatewayFailure, GatewayTransaction, IntentionRequest, PaymentGateway, RefundRequest } from '../../application/payments/PaymentGateway';
import { parseTransaction, verifiedCallback, verifiedRedirect } from './PaymobTransactions';

export interface PaymobSettings {
  /** Egypt `https://accept.paymob.com`; KSA, UAE and Oman have their own hosts. */
  readonly baseUrl: string;
  /** Server side: `Authorization: Token <secret key>`. */
  readonly secretKey: string;
  /** Browser side: opens the Unified Checkout. */
  readonly publicKey: string;
  readonly hmacSecret: string;
  /** The payment methods offered on the checkout page. */
  readonly integrationIds: readonly number[];
  /**
   * The legacy API key. Paymob's transaction-inquiry collection authenticates with a bearer token
   * obtained from it; without it the inquiry uses the secret key, as Paymob's integration guide does.
   */
  readonly apiKey?: string;
}

/** The `fetch` the adapter uses: the global one, or a recording in tests. */
export type Fetch = (url: string, init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal }) => Promise<Response>;

const TIMEOUT_MS = 15_000;
/** Paymob's tokens last 60 minutes; renew a little earlier. */
const TOKEN_LIFETIME_MS = 50 * 60 * 1000;

const createdIntention = z.object({
  id: z.string().min(1),
  client_secret: z.string().min(1),
  intention_order_id: z.union([z.number().int(), z.string().min(1)]),
});

const authToken = z.object({ token: z.string().min(1) });

const refundedSoFar = z.object({ refunded_amount_cents: z.number().int().nonnegative().nullish() });

/** Paymob's ids are integers, which its refund call takes as numbers. */
const transactionIdValue = (id: string): number | string => (/^\d{1,15}$/.test(id) ? Number(id) : id);

/** Statuses that say nothing about what Paymob did: it may have done it, or not yet. */
const UNDECIDED = new Set([408, 425, 429]);

/** Paymob's error bodies: `{ detail }`, `{ message }`, or field errors such as `{ items: { name: ["This field is required."] } }`. */
function describeError(status: number, body: unknown): string {
  if (body && typeof body === 'object') {
    const { detail, message } = body as { detail?: unknown; message?: unknown };
    if (typeof detail === 'string') return detail;
    if (typeof message === 'string') return message;
    return JSON.stringify(body).slice(0, 300);
  }
  if (typeof body === 'string' && body.trim()) return body.trim().slice(0, 300);
  return `HTTP ${status}`;
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Paymob's Intention API (create intention, Unified Checkout), its transaction inquiry, its refund
 * and transaction retrieval, and the HMAC checks of its callbacks (notes/paymob.md §2; the facts
 * the refunds rely on, with their sources, are in ./PAYMOB.md). The callback and browser-return
 * URLs are set per intention, so nothing needs configuring in Paymob's dashboard besides the keys.
 */
export class PaymobGateway implements PaymentGateway {
  readonly name = 'paymob' as const;
  private readonly settings: PaymobSettings;
  private readonly fetch: Fetch;
  private readonly now: () => Date;
  private token: { value: string; expiresAt: number } | null = null;

  constructor(settings: PaymobSettings, options: { readonly fetch?: Fetch; readonly now?: () => Date } = {}) {
    this.settings = { ...settings, baseUrl: settings.baseUrl.replace(/\/+$/, '') };
    this.fetch = options.fetch ?? ((url, init) => fetch(url, init));
    this.now = options.now ?? (() => new Date());
  }

  private async call(path: string, init: { method: string; headers: Record<string, string>; body?: unknown }): Promise<Result<{ status: number; body: unknown }, GatewayFailure>> {
    try {
      const response = await this.fetch(`${this.settings.baseUrl}${path}`, {
        method: init.method,
        headers: { accept: 'application/json', ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      return ok({ status: response.status, body: await bodyOf(response) });
    } catch (error) {
      return fail({ code: 'gateway_unavailable', message: `Paymob could not be reached: ${error instanceof Error ? error.message : String(error)}` });
    }
  }

  async createIntention(request: IntentionRequest): Promise<Result<CreatedIntention, GatewayFailure>> {
    const answer = await this.call('/v1/intention/', {
      method: 'POST',
      headers: { authorization: `Token ${this.settings.secretKey}` },
      body: {
        amount: request.amount,
        currency: request.currency,
        payment_methods: [...this.settings.integrationIds],
        items: request.items,
        billing_data: request.billing,
        customer: { first_name: request.customer.firstName, last_name: request.customer.lastName, email: request.customer.email, extras: request.extras },
        extras: request.extras,
        special_reference: request.specialReference,
        expiration: request.expiresInSeconds,
        notification_url: request.notificationUrl,
        redirection_url: request.redirectionUrl,
      },
    });
    if (!answer.ok) return answer;
    const { status, body } = answer.value;
    if (status >= 500) return fail({ code: 'gateway_unavailable', message: `Paymob answered ${status}: ${describeError(status, body)}` });
    if (status !== 200 && status !== 201) return fail({ code: 'gateway_refused', message: describeError(status, body) });
    const intention = createdIntention.safeParse(body);
    if (!intention.success) return fail({ code: 'gateway_unavailable', message: 'Paymob answered the intention without a client secret' });
    const checkout = new URL('/unifiedcheckout/', this.settings.baseUrl);
    checkout.search = new URLSearchParams({ publicKey: this.settings.publicKey, clientSecret: intention.data.client_secret }).toString();
    return ok({ intentionId: intention.data.id, gatewayOrderId: String(intention.data.intention_order_id), checkoutUrl: checkout.toString() });
  }

  verifyCallback(body: unknown, hmac: string): GatewayTransaction | null {
    return verifiedCallback(this.settings.hmacSecret, body, hmac);
  }

  verifyRedirect(query: Readonly<Record<string, string>>): GatewayTransaction | null {
    return verifiedRedirect(this.settings.hmacSecret, query);
  }

  async inquire(gatewayOrderId: string): Promise<Result<GatewayTransaction | null, GatewayFailure>> {
    const authorization = await this.inquiryAuthorization();
    if (!authorization.ok) return authorization;
    const answer = await this.call('/api/ecommerce/orders/transaction_inquiry', {
      method: 'POST',
      headers: { authorization: authorization.value },
      body: { order_id: gatewayOrderId },
    });
    if (!answer.ok) return answer;
    const { status, body } = answer.value;
    // Paymob answers 404 for an order that has no transaction yet.
    if (status === 404) return ok(null);
    if (status === 401 || status === 403) this.token = null;
    if (status !== 200) return fail({ code: status >= 500 ? 'gateway_unavailable' : 'gateway_refused', message: `Paymob's transaction inquiry answered ${status}: ${describeError(status, body)}` });
    const transaction = parseTransaction(body);
    return transaction ? ok(transaction) : fail({ code: 'gateway_unavailable', message: "Paymob's transaction inquiry answered without a transaction" });
  }

  /**
   * `POST /api/acceptance/void_refund/refund`. Paymob takes no idempotency key: an answer lost to a
   * timeout or a server error is `gateway_unavailable`, and the caller reads `refundedAmount`
   * before ever asking again.
   */
  async refund(request: RefundRequest): Promise<Result<GatewayTransaction, GatewayFailure>> {
    const authorization = await this.inquiryAuthorization();
    if (!authorization.ok) return authorization;
    const answer = await this.call('/api/acceptance/void_refund/refund', {
      method: 'POST',
      headers: { authorization: authorization.value },
      body: { transaction_id: transactionIdValue(request.transactionId), amount_cents: request.amount },
    });
    if (!answer.ok) return answer;
    const { status, body } = answer.value;
    const refused = this.refusalOf('refund', status, body);
    if (refused) return fail(refused);
    // The legacy documentation wraps the refund transaction as a callback does ({ type, obj }).
    const wrapped = body && typeof body === 'object' && 'obj' in body ? (body as { obj: unknown }).obj : body;
    const transaction = parseTransaction(wrapped);
    return transaction ? ok(transaction) : fail({ code: 'gateway_unavailable', message: "Paymob's refund answered without a transaction" });
  }

  /** `GET /api/acceptance/transactions/{id}`: the payment's `refunded_amount_cents` (null before any refund). */
  async refundedAmount(transactionId: string): Promise<Result<Piasters, GatewayFailure>> {
    const authorization = await this.inquiryAuthorization();
    if (!authorization.ok) return authorization;
    const answer = await this.call(`/api/acceptance/transactions/${encodeURIComponent(transactionId)}`, { method: 'GET', headers: { authorization: authorization.value } });
    if (!answer.ok) return answer;
    const { status, body } = answer.value;
    const refused = this.refusalOf('transaction retrieval', status, body);
    if (refused) return fail(refused);
    const read = refundedSoFar.safeParse(body);
    return read.success ? ok(read.data.refunded_amount_cents ?? 0) : fail({ code: 'gateway_unavailable', message: "Paymob's transaction answered without its refunded amount" });
  }

  /** What an answer other than 200/201 means: refused when Paymob said no, unavailable when it said nothing usable. */
  private refusalOf(call: string, status: number, body: unknown): GatewayFailure | null {
    if (status === 200 || status === 201) return null;
    if (status === 401 || status === 403) this.token = null;
    const unavailable = status >= 500 || UNDECIDED.has(status);
    return { code: unavailable ? 'gateway_unavailable' : 'gateway_refused', message: `Paymob's ${call} answered ${status}: ${describeError(status, body)}` };
  }

  private async inquiryAuthorization(): Promise<Result<string, GatewayFailure>> {
    const apiKey = this.settings.apiKey;
    if (!apiKey) return ok(`Token ${this.settings.secretKey}`);
    const now = this.now().getTime();
    if (this.token && this.token.expiresAt > now) return ok(`Bearer ${this.token.value}`);
    const answer = await this.call('/api/auth/tokens', { method: 'POST', headers: {}, body: { api_key: apiKey } });
    if (!answer.ok) return answer;
    const token = authToken.safeParse(answer.value.body);
    if (answer.value.status !== 200 && answer.value.status !== 201) return fail({ code: 'gateway_refused', message: `Paymob refused the API key: ${describeError(answer.value.status, answer.value.body)}` });
    if (!token.success) return fail({ code: 'gateway_unavailable', message: 'Paymob answered the token request without a token' });
    this.token = { value: token.data.token, expiresAt: now + TOKEN_LIFETIME_MS };
    return ok(`Bearer ${token.data.token}`);
  }
}
