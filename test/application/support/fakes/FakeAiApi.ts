import type { ActiveSubscription, AiApi } from '../../../../src/application/ai/AiApi';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import { type AiPlan, aiPlanById } from '@tiara/domain/ai-plan';
import { parseOrderReference } from '@tiara/domain/order-reference';
import { fail, ok } from '@tiara/domain/result';
import { FakeApi, refusal } from './FakeApi';

/** A plan an order bought for a user (SPEC §9 plan ids 1 to 3), active once the order was activated. */
export interface PlanOrder {
  readonly userId: number;
  readonly planId: number;
  active: boolean;
}

const planNotFound = refusal(404, 'plan_not_found', 'Plan not found');

/**
 * The AI calls in memory. `usersWithAccess` see the AI tab; `quotas` holds each user's active quota
 * (every Active subscription summed, named after the newest); `planOrders` the plans orders bought,
 * by order id: subscribing records one, activating its order adds its segmentations to the
 * user's quota once and answers the quota (or nothing, as SPEC §7 allows, when
 * `activationCarriesQuota` is off). Every call is logged in `calls`; the users whose quota was
 * asked in `activeCalls`, subscriptions and activations as sent.
 */
export class FakeAiApi extends FakeApi implements AiApi {
  readonly calls: string[] = [];
  readonly activeCalls: number[] = [];
  readonly subscriptions: [number, { subscriptionId: number; orderId: number }][] = [];
  readonly activations: [number, string][] = [];
  readonly usersWithAccess = new Set<number>();
  readonly quotas = new Map<number, ActiveSubscription>();
  readonly planOrders = new Map<number, PlanOrder>();
  activationCarriesQuota = true;

  hasAccess(userId: number): Promise<ApiResult<boolean>> {
    return this.respond('hasAccess', `access ${userId}`, () => ok(this.usersWithAccess.has(userId)));
  }

  activeSubscription(userId: number): Promise<ApiResult<ActiveSubscription | null>> {
    this.activeCalls.push(userId);
    return this.respond('activeSubscription', `active ${userId}`, () => ok(this.quotas.get(userId) ?? null));
  }

  subscribe(userId: number, request: { readonly subscriptionId: number; readonly orderId: number }): Promise<ApiResult<void>> {
    this.subscriptions.push([userId, { subscriptionId: request.subscriptionId, orderId: request.orderId }]);
    return this.respond('subscribe', `subscribe ${userId}`, () => {
      if (!aiPlanById(request.subscriptionId)) return fail(planNotFound);
      if (!this.planOrders.has(request.orderId)) this.planOrders.set(request.orderId, { userId, planId: request.subscriptionId, active: false });
      return ok(undefined);
    });
  }

  activate(userId: number, orderReference: string): Promise<ApiResult<ActiveSubscription | null>> {
    this.activations.push([userId, orderReference]);
    return this.respond('activate', `activate ${userId} ${orderReference}`, () => {
      const orderId = parseOrderReference(orderReference)?.orderId;
      const bought = orderId === undefined ? undefined : this.planOrders.get(orderId);
      if (!bought || bought.userId !== userId) return fail(refusal(404, 'no_subscription', 'No subscription was bought with this order'));
      const plan = aiPlanById(bought.planId);
      if (!plan) return fail(planNotFound);
      if (!bought.active) this.addToQuota(userId, plan);
      bought.active = true;
      return ok(this.activationCarriesQuota ? (this.quotas.get(userId) ?? null) : null);
    });
  }

  private addToQuota(userId: number, plan: AiPlan): void {
    const before = this.quotas.get(userId);
    this.quotas.set(userId, {
      isActive: true,
      name: plan.name,
      planId: plan.id,
      segmentationsAllowed: (before?.segmentationsAllowed ?? 0) + plan.segmentations,
      segmentationsUsed: before?.segmentationsUsed ?? 0,
    });
  }

  protected override callLog(): string[] {
    return this.calls;
  }
}
