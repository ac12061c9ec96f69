import { z } from 'zod';
import type { GatewayTransaction } from '../../application/payments/PaymentGateway';
import { type HmacField, hmacMatches, hmacMessage } from './Hmac';

/**
 * Paymob's transaction, as its transaction-processed callback (`obj`), its transaction inquiry and
 * its browser redirect (flattened query) carry it (notes/paymob.md §2.5–2.7). The sandbox speaks
 * the same shapes, so both gateways read transactions here.
 */

const gatewayId = z.union([z.number().int().nonnegative(), z.string().min(1).max(64)]);
/** Paymob's legacy samples (its refund answer among them) write booleans as "true" and "false". */
const bool = z.union([z.boolean(), z.enum(['true', 'false']).transform((text) => text === 'true')]);
const flag = bool.nullish();
const cents = z.number().int().min(-1_000_000_000_000).max(1_000_000_000_000);

const transactionObject = z
  .object({
    id: gatewayId,
    success: bool,
    pending: bool,
    amount_cents: cents,
    currency: z.string().max(8),
    has_parent_transaction: flag,
    is_refunded: flag,
    is_voided: flag,
    is_capture: flag,
    is_refund: flag,
    is_void: flag,
    // The payment a refund follows: its id, or the transaction itself in some answers.
    parent_transaction: z.union([gatewayId, z.object({ id: gatewayId }).loose()]).nullish(),
    refunded_amount_cents: cents.nullish(),
    order: z.union([z.object({ id: gatewayId, merchant_order_id: z.string().max(200).nullish() }).loose(), gatewayId]),
    source_data: z.object({ pan: z.string().max(64).nullish(), sub_type: z.string().max(64).nullish(), type: z.string().max(64).nullish() }).loose().nullish(),
  })
  .loose();

type TransactionObject = z.infer<typeof transactionObject>;

/** The last four digits of a masked or bare card number ("2346", "512345xxxxxx2346"). */
function lastFour(pan: string | null | undefined): string | null {
  return pan ? (/(\d{4})\D*$/.exec(pan)?.[1] ?? null) : null;
}

function fromObject(object: TransactionObject, raw: unknown): GatewayTransaction {
  const order = typeof object.order === 'object' ? object.order : { id: object.order, merchant_order_id: null };
  return {
    transactionId: String(object.id),
    gatewayOrderId: String(order.id),
    merchantOrderId: order.merchant_order_id ?? null,
    success: object.success,
    pending: object.pending,
    amount: object.amount_cents,
    currency: object.currency,
    cardBrand: object.source_data?.sub_type ?? null,
    cardLastFour: lastFour(object.source_data?.pan),
    followsEarlierTransaction: Boolean(object.has_parent_transaction || object.is_refunded || object.is_voided || object.is_capture || object.is_refund || object.is_void),
    parentTransactionId: parentIdOf(object.parent_transaction),
    refundedAmount: object.refunded_amount_cents ?? null,
    raw,
  };
}

function parentIdOf(parent: TransactionObject['parent_transaction']): string | null {
  if (parent === null || parent === undefined) return null;
  return String(typeof parent === 'object' ? parent.id : parent);
}

/** A transaction object (a callback's `obj`, an inquiry's answer), or null when it lacks what a transaction has. */
export function parseTransaction(raw: unknown): GatewayTransaction | null {
  const parsed = transactionObject.safeParse(raw);
  return parsed.success ? fromObject(parsed.data, raw) : null;
}

function objectValue(object: Record<string, unknown>, field: HmacField): unknown {
  const [head, tail] = field.split('.') as [string, string | undefined];
  const value = object[head];
  if (tail === undefined) return value;
  // Some payloads name the order by its bare id instead of an object.
  if (head === 'order' && (typeof value === 'number' || typeof value === 'string')) return value;
  return value && typeof value === 'object' ? (value as Record<string, unknown>)[tail] : undefined;
}

/** The text a callback's HMAC signs, read from its `obj`. */
export function callbackHmacMessage(object: Record<string, unknown>): string {
  return hmacMessage((field) => objectValue(object, field));
}

/** The transaction of a transaction-processed callback (`{ type, obj }`) whose HMAC verifies with `secret`. */
export function verifiedCallback(secret: string, body: unknown, hmac: string): GatewayTransaction | null {
  const object = body && typeof body === 'object' ? (body as { obj?: unknown }).obj : undefined;
  if (!object || typeof object !== 'object' || Array.isArray(object)) return null;
  if (!hmacMatches(secret, callbackHmacMessage(object as Record<string, unknown>), hmac)) return null;
  return parseTransaction(object);
}

/**
 * The redirect's query names the gateway order `order` in Paymob's samples and `order_id` on its
 * HMAC page, and the card fields `source_data.pan` or `source_data_pan` (notes/paymob.md §2.6):
 * every spelling is tried, each checked in constant time.
 */
const REDIRECT_SPELLINGS = [
  { order: 'order', sourceData: 'source_data.' },
  { order: 'order_id', sourceData: 'source_data.' },
  { order: 'order', sourceData: 'source_data_' },
  { order: 'order_id', sourceData: 'source_data_' },
] as const;

type RedirectSpelling = (typeof REDIRECT_SPELLINGS)[number];

function queryKey(field: HmacField, spelling: RedirectSpelling): string {
  if (field === 'order.id') return spelling.order;
  if (field.startsWith('source_data.')) return `${spelling.sourceData}${field.slice('source_data.'.length)}`;
  return field;
}

/** The text a browser redirect's HMAC signs, in one spelling of its keys. */
export function redirectHmacMessage(query: Readonly<Record<string, string>>, spelling: RedirectSpelling = REDIRECT_SPELLINGS[0]): string {
  return hmacMessage((field) => query[queryKey(field, spelling)]);
}

const INTEGER = /^-?\d{1,13}$/;

/** The transaction of a browser redirect from the checkout page whose HMAC verifies with `secret`. */
export function verifiedRedirect(secret: string, query: Readonly<Record<string, string>>): GatewayTransaction | null {
  const hmac = query.hmac;
  if (!hmac) return null;
  const spelling = REDIRECT_SPELLINGS.find((candidate) => query[queryKey('order.id', candidate)] !== undefined && hmacMatches(secret, redirectHmacMessage(query, candidate), hmac));
  if (!spelling) return null;
  const read = (field: HmacField) => query[queryKey(field, spelling)];
  const id = read('id');
  const order = read('order.id');
  const amount = read('amount_cents');
  if (!id || !order || !amount || !INTEGER.test(amount)) return null;
  const yes = (field: HmacField) => read(field) === 'true';
  return {
    transactionId: id,
    gatewayOrderId: order,
    merchantOrderId: query.merchant_order_id ?? null,
    success: yes('success'),
    pending: yes('pending'),
    amount: Number(amount),
    currency: read('currency') ?? '',
    cardBrand: read('source_data.sub_type') ?? null,
    cardLastFour: lastFour(read('source_data.pan')),
    followsEarlierTransaction: yes('has_parent_transaction') || yes('is_refunded') || yes('is_voided') || yes('is_capture'),
    parentTransactionId: null,
    refundedAmount: null,
    raw: Object.fromEntries(Object.entries(query).filter(([key]) => key !== 'hmac')),
  };
}

