import { ok } from '../../domain/result';
import { aiSlug } from '../../domain/brand';
import type { ActiveSubscription, AiApi, PendingSubscription } from '../../application/ai/AiApi';
import type { ApiResult } from '../../application/shared/ApiResult';
import type { HttpClient } from './HttpClient';
import { activeSubscriptionSchema, aiAccessSchema, pendingSubscriptionSchema } from './schemas/aiSchemas';

/** The server's code for "this user has no Active subscription" (a 404, not a missing route). */
const NO_ACTIVE_SUBSCRIPTION = 'no_active_subscription';

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
    if (!result.ok && result.error.kind === 'not-found' && result.error.code === NO_ACTIVE_SUBSCRIPTION) return ok(null);
    return result;
  }

  subscribe(userId: number, request: { readonly subscriptionId: number; readonly orderId: number }): Promise<ApiResult<PendingSubscription>> {
    return this.http.post(
      `/api/${aiSlug}subscription/user/${userId}/subscribe`,
      { subscription_id: request.subscriptionId, order_id: request.orderId },
      pendingSubscriptionSchema,
    );
  }

  activate(userId: number, orderReference: string): Promise<ApiResult<ActiveSubscription>> {
    return this.http.post(`/api/${aiSlug}subscription/user/${userId}/activate/${encodeURIComponent(orderReference)}`, undefined, activeSubscriptionSchema);
  }
}
