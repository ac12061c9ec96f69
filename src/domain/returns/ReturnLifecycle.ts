/**
 * A return request's life: the customer asks (Requested); staff approve or refuse it; approved
 * goods may come back (Received); the shop then resolves it with a refund, store credit, money
 * paid back by hand or a replacement. Staff may resolve an approved request without the goods
 * coming back (a damaged item not worth its return postage). Refused and Resolved are final.
 */
export const RETURN_STATUSES = ['Requested', 'Approved', 'Refused', 'Received', 'Resolved'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** What the customer would like: SPEC §9's refund to the original payment, an exchange, or store credit. */
export const RETURN_OUTCOMES = ['refund', 'exchange', 'store-credit'] as const;
export type ReturnOutcome = (typeof RETURN_OUTCOMES)[number];

/**
 * How the shop settled a request: money back to the card through the gateway, store credit, money
 * paid back by hand (cash-on-delivery and pickup orders), or a replacement order at no charge.
 */
export const RETURN_RESOLUTIONS = ['card-refund', 'store-credit', 'paid-back-by-hand', 'exchange'] as const;
export type ReturnResolution = (typeof RETURN_RESOLUTIONS)[number];

const NEXT: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  Requested: ['Approved', 'Refused'],
  Approved: ['Received', 'Resolved'],
  Received: ['Resolved'],
  Refused: [],
  Resolved: [],
};

export function isReturnStatus(value: unknown): value is ReturnStatus {
  return typeof value === 'string' && (RETURN_STATUSES as readonly string[]).includes(value);
}

export function canMoveReturn(from: ReturnStatus, to: ReturnStatus): boolean {
  return NEXT[from].includes(to);
}

/** The statuses a request may be in for a move to `to`: the only ones a conditional update may change. */
export function returnStatusesBefore(to: ReturnStatus): ReturnStatus[] {
  return RETURN_STATUSES.filter((from) => canMoveReturn(from, to));
}

/** A request still waiting for the shop: it claims its lines' quantities and shows in the staff queue. */
export function isOpenReturn(status: ReturnStatus): boolean {
  return NEXT[status].length > 0;
}
