import type { ActiveSubscription } from '../../../src/application/ai/AiApi';
import type { AppliedPromo, CheckoutDetails, CheckoutDetailsStore } from '../../../src/application/orders/CheckoutDetailsStore';
import type { SessionStore, StoredSession } from '../../../src/application/session/SessionStore';
import type { ApiFailure, ApiResult } from '../../../src/application/shared/ApiResult';
import type { PaymentMethod } from '@tiara/domain/checkout';
import type { Piasters } from '@tiara/domain/money';
import { fail } from '@tiara/domain/result';

export const apiFailure = (kind: ApiFailure['kind'], message = `a ${kind} failure`, status: number | null = null): ApiFailure => ({ kind, status, code: kind, message });

export const failure = (kind: ApiFailure['kind'], message = `a ${kind} failure`, status: number | null = null): ApiResult<never> => fail(apiFailure(kind, message, status));

export const customer: StoredSession = { token: 'a.b.c', userId: 7, role: 'User', email: 'clinic@example.com' };
export const guest: StoredSession = { token: null, userId: null, role: null, email: null };

export class FakeSessionStore implements SessionStore {
  constructor(public session: StoredSession = customer) {}
  current(): StoredSession {
    return this.session;
  }
  onChange(): () => void {
    return () => {};
  }
}

export const noDetails: CheckoutDetails = { firstName: '', middleName: '', lastName: '', address: '', phone: '', city: '', state: '', postalCode: '' };

export class MemoryCheckoutDetailsStore implements CheckoutDetailsStore {
  stored: CheckoutDetails = noDetails;
  fee: Piasters | null = null;
  method: PaymentMethod | null = null;
  applied: AppliedPromo | null = null;
  /** The allowed count passed when an AI plan was activated (null: not reported); undefined until then. */
  aiActivated: number | null | undefined = undefined;
  details() {
    return this.stored;
  }
  saveDetails(details: CheckoutDetails) {
    this.stored = details;
  }
  shippingFee() {
    return this.fee;
  }
  saveShippingFee(fee: Piasters) {
    this.fee = fee;
  }
  paymentMethod() {
    return this.method;
  }
  savePaymentMethod(method: PaymentMethod) {
    this.method = method;
  }
  promo() {
    return this.applied;
  }
  savePromo(promo: AppliedPromo) {
    this.applied = promo;
  }
  clearPromo() {
    this.applied = null;
  }
  rememberAiActivated(segmentationsAllowed: number | null) {
    this.aiActivated = segmentationsAllowed;
  }
}

export const proQuota: ActiveSubscription = { isActive: true, name: 'Pro', planId: 2, segmentationsAllowed: 25, segmentationsUsed: 0 };

/** Lets pending promise callbacks run, so a test can look at the state after an awaited call. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
