import type { ActiveSubscription } from '../../../src/application/ai/AiApi';
import type { AppliedPromo, CheckoutDetails, CheckoutDetailsStore } from '../../../src/application/orders/CheckoutDetailsStore';
import type { OrderApi } from '../../../src/application/orders/OrderApi';
import type { PaymentApi } from '../../../src/application/payments/PaymentApi';
import type { PromoApi, PromoCheck, PromoCheckRequest, PromoUsageRequest } from '../../../src/application/promo/PromoApi';
import type { SessionStore, StoredSession } from '../../../src/application/session/SessionStore';
import type { ApiFailure, ApiResult } from '../../../src/application/shared/ApiResult';
import type { ShippingFeeApi } from '../../../src/application/shipping/ShippingFeeApi';
import type { OrderPayload, PaymentIntentionPayload, PaymentMethod, PaymentOutcome } from '@tiara/domain/checkout';
import type { Piasters } from '@tiara/domain/money';
import { fail, ok } from '@tiara/domain/result';
import type { ShippingFeeRecord } from '@tiara/domain/shipping-fee';

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

/** Answers a promo check the way the demo server does for WELCOME10 (10%) and refuses anything else. */
export class FakePromoApi implements PromoApi {
  checks: PromoCheckRequest[] = [];
  usages: PromoUsageRequest[] = [];
  answer: (request: PromoCheckRequest) => ApiResult<PromoCheck> = (request) =>
    request.code === 'WELCOME10'
      ? ok({ isValid: true, message: 'Promo code applied successfully!', discount: Math.round(request.orderAmount / 10), promoCodeId: 1, code: 'WELCOME10' })
      : ok({ isValid: false, message: 'Invalid promo code', discount: 0, promoCodeId: null, code: null });
  usageAnswer: ApiResult<void> = ok(undefined);
  async validate(request: PromoCheckRequest) {
    this.checks.push(request);
    return this.answer(request);
  }
  async recordUsage(request: PromoUsageRequest) {
    this.usages.push(request);
    return this.usageAnswer;
  }
}

export class FakeOrderApi implements OrderApi {
  created: OrderPayload[] = [];
  confirmations: [string, PaymentOutcome][] = [];
  createAnswer: ApiResult<number> = ok(41);
  confirmAnswer: ApiResult<void> = ok(undefined);
  async create(payload: OrderPayload) {
    this.created.push(payload);
    return this.createAnswer;
  }
  async confirm(reference: string, outcome: PaymentOutcome) {
    this.confirmations.push([reference, outcome]);
    return this.confirmAnswer;
  }
}

export class FakePaymentApi implements PaymentApi {
  intentions: PaymentIntentionPayload[] = [];
  reports: [string, PaymentOutcome][] = [];
  intentionAnswer: ApiResult<string> = ok('/sandbox/unifiedcheckout/?publicKey=pk&clientSecret=cs');
  reportAnswer: ApiResult<void> = ok(undefined);
  async createIntention(payload: PaymentIntentionPayload) {
    this.intentions.push(payload);
    return this.intentionAnswer;
  }
  async reportStatus(reference: string, outcome: PaymentOutcome) {
    this.reports.push([reference, outcome]);
    return this.reportAnswer;
  }
}

export const proQuota: ActiveSubscription = { isActive: true, name: 'Pro', segmentationsAllowed: 25, segmentationsUsed: 0 };

export class FakeShippingFeeApi implements ShippingFeeApi {
  calls = 0;
  answer: ApiResult<ShippingFeeRecord[]> = ok([
    { governorateName: 'Cairo', fee: 15_000 },
    { governorateName: 'Alexandria', fee: 17_500 },
    { governorateName: 'North Sinai', fee: 0 },
  ]);
  async fees() {
    this.calls += 1;
    return this.answer;
  }
}

/** Lets pending promise callbacks run, so a test can look at the state after an awaited call. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
