/** A subscription as subscribe answers it. */
export interface PlanSubscription {
  readonly id: number;
  readonly planId: number;
  readonly orderId: number;
  readonly status: 'Pending' | 'Active' | 'Cancelled';
  readonly segmentationsAllowed: number;
  readonly segmentationsUsed: number;
}

export interface PlanPurchase {
  readonly userId: number;
  readonly planId: number;
  readonly orderId: number;
  readonly now: Date;
}

export type SubscribeOutcome =
  | { readonly kind: 'created' | 'existing'; readonly subscription: PlanSubscription }
  | { readonly kind: 'plan-not-found' }
  | { readonly kind: 'order-not-found' }
  | { readonly kind: 'plan-not-in-order' }
  | { readonly kind: 'order-closed' };

export type ActivateOutcome =
  /** `activated` counts the subscriptions this call switched on; 0 when they already were. */
  | { readonly kind: 'active'; readonly activated: number }
  | { readonly kind: 'order-not-found' }
  | { readonly kind: 'not-paid' }
  | { readonly kind: 'no-subscription' };

/** The store of AI subscriptions, as subscribing and activating need it. */
export interface Subscriptions {
  subscribe(purchase: PlanPurchase): Promise<SubscribeOutcome>;
  activateForOrder(userId: number, orderId: number, now: Date): Promise<ActivateOutcome>;
}
