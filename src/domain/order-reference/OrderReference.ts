import { aiSlug, trainingSlug } from '../brand';

/**
 * The reference a card payment carries to the gateway (`special_reference`, echoed back as
 * `merchant_order_id`): `tiaraai-<orderid>` for an AI plan, `tiaradentaltraining-<orderid>` for a
 * training, the bare order id for everything else. The confirmation page parses it back to know
 * which order to confirm and whether to activate a subscription.
 */
export type OrderReferenceKind = 'order' | 'ai-plan' | 'training';

export interface ParsedOrderReference {
  readonly kind: OrderReferenceKind;
  readonly orderId: number;
}

const PREFIXES: Readonly<Record<OrderReferenceKind, string>> = {
  order: '',
  'ai-plan': `${aiSlug}-`,
  training: `${trainingSlug}-`,
};

/** Longest prefix first, so that a kind with an empty prefix never shadows the others. */
const KINDS_BY_PREFIX: readonly OrderReferenceKind[] = (Object.keys(PREFIXES) as OrderReferenceKind[]).sort(
  (a, b) => PREFIXES[b].length - PREFIXES[a].length,
);

/** Positive decimal integers as `String(n)` writes them: no sign, no leading zero, no exponent. */
const ORDER_ID_TEXT = /^[1-9][0-9]*$/;

export function isOrderId(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0;
}

export function orderReference(kind: OrderReferenceKind, orderId: number): string {
  if (!isOrderId(orderId)) throw new RangeError(`Not an order id: ${orderId}`);
  return `${PREFIXES[kind]}${orderId}`;
}

/** The kind and order id of a reference, or null for any text `orderReference` would not produce. */
export function parseOrderReference(text: string): ParsedOrderReference | null {
  for (const kind of KINDS_BY_PREFIX) {
    const prefix = PREFIXES[kind];
    if (!text.startsWith(prefix)) continue;
    const idText = text.slice(prefix.length);
    if (!ORDER_ID_TEXT.test(idText)) return null;
    const orderId = Number(idText);
    return isOrderId(orderId) ? { kind, orderId } : null;
  }
  return null;
}
