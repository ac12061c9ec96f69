import type { ServiceIdentifier } from 'inversify';
import type { ApiResult } from '../shared/ApiResult';

/** SPEC §3 "AI subscription (active)": the user's quota, every Active subscription summed. */
export interface ActiveSubscription {
  readonly isActive: true;
  /**
   * The plan name of the newest Active subscription (the account card shows it); null when the
   * server does not send one, since SPEC §3 promises only the counts.
   */
  readonly name: string | null;
  /** The plan id (1 to 3) of that newest subscription, which the plans mark as the customer's; null when the server does not send one. */
  readonly planId: number | null;
  readonly segmentationsAllowed: number;
  readonly segmentationsUsed: number;
}

/** The AI calls of SPEC §7 (`/api/{product}ai/...`, `/api/{product}aisubscription/...`). */
export interface AiApi {
  /** Whether the navbar shows the AI tab (`has_access`). */
  hasAccess(userId: number): Promise<ApiResult<boolean>>;
  /** The user's active quota, or null when the server answers that none is active. */
  activeSubscription(userId: number): Promise<ApiResult<ActiveSubscription | null>>;
  /** Records the plan (`subscriptionId` = plan id 1..3) that order `orderId` buys, before payment (SPEC §7 shows no answer). */
  subscribe(userId: number, request: { readonly subscriptionId: number; readonly orderId: number }): Promise<ApiResult<void>>;
  /**
   * Activates what a paid order bought; `orderReference` is the bare order id or `tiaraai-<id>`.
   * SPEC §7 shows no answer: the new quota when the server sends one, otherwise null.
   */
  activate(userId: number, orderReference: string): Promise<ApiResult<ActiveSubscription | null>>;
}

export const AiApi: ServiceIdentifier<AiApi> = Symbol('AiApi');
