import type { SubscribeJson } from '@tiara/contract/aiJson';
import { ok } from '@tiara/domain/result';
import { aiSlug } from '@tiara/domain/brand';
import type { ActiveSubscription, AiApi } from '../../application/ai/AiApi';
import type { ApiResult } from '../../application/shared/ApiResult';
import { type HttpClient, failureCodeForStatus } from './HttpClient';
import { activationSchema, activeSubscriptionSchema, aiAccessSchema } from './schemas/aiSchemas';
import { ignoredBodySchema } from './schemas/ignoredBodySchema';

/**
 * The 404 codes that mean "this user has no Active subscription": this repository's server names
 * it; a backend that keeps to SPEC §7 ("200 means active") answers a 404 with no code at all. A
 * 404 naming another reason (an unknown user) stays a failure.
 */
const NO_ACTIVE_SUBSCRIPTION: readonly string[] = ['no_active_subscription', failureCodeForStatus(404)];

export class HttpAiApi implements AiApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  hasAccess(userId: number): Promise<ApiResult<boolean>> {
    return this.http.get(`/api/${aiSlug}/access/${userId}`, aiAccessSchema);
  }

  async activeSubscription(userId: number): Promise<ApiResult<ActiveSubscription | null>> {
    const result = await this.http.get(`/api/${aiSlug}subscription/user/${userId}/active`, activeSubscriptionSchema);
    if (!result.ok && result.error.kind === 'not-found' && NO_ACTIVE_SUBSCRIPTION.includes(result.error.code)) return ok(null);
    return result;
  }

  subscribe(userId: number, request: { readonly subscriptionId: number; readonly orderId: number }): Promise<ApiResult<void>> {
    return this.http.post(
      `/api/${aiSlug}subscription/user/${userId}/subscribe`,
      { subscription_id: request.subscriptionId, order_id: request.orderId } satisfies SubscribeJson,
      ignoredBodySchema,
    );
  }

  activate(userId: number, orderReference: string): Promise<ApiResult<ActiveSubscription | null>> {
    return this.http.post(`/api/${aiSlug}subscription/user/${userId}/activate/${encodeURIComponent(orderReference)}`, undefined, activationSchema);
  }
}
