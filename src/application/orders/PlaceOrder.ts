import { inject, injectable } from 'inversify';
import { type CartLine, aiPlanIdOf, trainingIdOf } from '@tiara/domain/cart';
import { type CheckoutForm, type OrderLine, buildOrderPayload, buildPaymentIntention, checkoutAmounts } from '@tiara/domain/checkout';
import type { Piasters } from '@tiara/domain/money';
import { coversTotal } from '@tiara/domain/store-credit';
import { orderReference } from '@tiara/domain/order-reference';
import { type Result, fail, ok } from '@tiara/domain/result';
import { AiApi } from '../ai/AiApi';
import { PaymentApi } from '../payments/PaymentApi';
import { confirmationPathFor } from '../payments/PaymentConfirmationQuery';
import { SessionStore } from '../session/SessionStore';
import type { ApiFailure } from '../shared/ApiResult';
import { TrainingApi } from '../training/TrainingApi';
import { type AppliedPromo, CheckoutDetailsStore } from './CheckoutDetailsStore';
import { OrderApi } from './OrderApi';

/** SPEC §7's payload names the payment methods; the server offers the card integrations it is configured with. */
export const CARD_PAYMENT_METHODS: readonly string[] = ['card'];

export interface PlaceOrderInput {
  /** A form that passed `validateCheckout` (a signed-in customer's e-mail already filled in). */
  readonly form: CheckoutForm;
  readonly lines: readonly CartLine[];
  readonly shipping: Piasters;
  readonly promo: AppliedPromo | null;
  /** The store credit the signed-in customer uses (0..total, the summary's); absent: none. */
  readonly storeCredit?: Piasters;
  /** SPEC §7: the alternate AI checkout page sends no special_reference (the server then derives it from the order). */
  readonly omitSpecialReference?: boolean;
}

export type PlaceOrderOutcome =
  /** Cash or pickup, or a card order store credit paid in full: the order stands; the cart is to be cleared and the confirmation shown. */
  | { readonly kind: 'placed'; readonly orderId: number; readonly confirmationPath: string }
  /** Card: the customer pays on the gateway's page. */
  | { readonly kind: 'pay-online'; readonly orderId: number; readonly checkoutUrl: string };

export interface PlaceOrderError {
  readonly code: 'order-failed' | 'registration-failed' | 'payment-failed';
  /**
   * One of SPEC §8's checkout texts, by its key in the checkout rules' table, which the presenter
   * words; null when `detail` is the whole explanation.
   */
  readonly problem: PlaceOrderProblem | null;
  /** What follows the text (the failure's detail), or the server's own explanation (a changed price, missing stock). */
  readonly detail: string;
}

export type PlaceOrderProblem = 'invalidOrderResponse' | 'somethingWentWrong' | 'invalidPaymentResponse' | 'paymentRequestError' | 'trainingRegistrationError';

function failure(code: PlaceOrderError['code'], problem: PlaceOrderProblem | null, detail = ''): PlaceOrderError {
  return { code, problem, detail };
}

/** Failures the server explained: its message says what to fix (a 409 names the new total). */
const EXPLAINED = new Set<ApiFailure['kind']>(['conflict', 'rejected', 'not-found', 'unauthorized', 'forbidden', 'rate-limited']);

function orderFailure(answer: ApiFailure): PlaceOrderError {
  if (answer.kind === 'invalid-response') return failure('order-failed', 'invalidOrderResponse', answer.message);
  return EXPLAINED.has(answer.kind) ? failure('order-failed', null, answer.message) : failure('order-failed', 'somethingWentWrong');
}

function paymentFailure(answer: ApiFailure): PlaceOrderError {
  return failure('payment-failed', answer.kind === 'invalid-response' ? 'invalidPaymentResponse' : 'paymentRequestError', answer.message);
}

function orderLine(line: CartLine): OrderLine {
  return {
    productId: line.id,
    name: line.name,
    price: line.price,
    quantity: line.quantity,
    image: line.image,
    ...(line.sku === undefined ? {} : { sku: line.sku }),
    ...(line.packageId === undefined ? {} : { packageId: line.packageId }),
  };
}

/**
 * SPEC §4 checkout flow, steps 3 to 6: save the details locally, create the order (201 with an
 * orderid), then for a card payment record the plan's subscription or the training's seat, and ask
 * for the payment intention whose URL the browser is sent to, for what store credit left to pay. A
 * card order the credit pays in full needs no gateway: it goes straight to its confirmation, which
 * accepts it as a paid card order.
 */
@injectable()
export class PlaceOrder {
  private readonly orders: OrderApi;
  private readonly payments: PaymentApi;
  private readonly ai: AiApi;
  private readonly trainings: TrainingApi;
  private readonly sessions: SessionStore;
  private readonly details: CheckoutDetailsStore;

  constructor(
    @inject(OrderApi) orders: OrderApi,
    @inject(PaymentApi) payments: PaymentApi,
    @inject(AiApi) ai: AiApi,
    @inject(TrainingApi) trainings: TrainingApi,
    @inject(SessionStore) sessions: SessionStore,
    @inject(CheckoutDetailsStore) details: CheckoutDetailsStore,
  ) {
    this.orders = orders;
    this.payments = payments;
    this.ai = ai;
    this.trainings = trainings;
    this.sessions = sessions;
    this.details = details;
  }

  async execute(input: PlaceOrderInput): Promise<Result<PlaceOrderOutcome, PlaceOrderError>> {
    const { form } = input;
    this.saveDetails(input);
    const userId = this.sessions.current().userId ?? 0;
    const lines = input.lines.map(orderLine);
    const discount = input.promo?.discount ?? 0;
    const storeCredit = input.storeCredit ?? 0;

    const created = await this.orders.create(
      buildOrderPayload({ userId, form, lines, shipping: input.shipping, discount, promoCodeId: input.promo?.promoCodeId ?? null, storeCredit }),
    );
    if (!created.ok) return fail(orderFailure(created.error));
    const orderId = created.value;

    if (form.paymentMethod !== 'credit') return ok({ kind: 'placed', orderId, confirmationPath: confirmationPathFor(orderId, form.paymentMethod) });

    const reference = await this.recordWhatTheOrderBuys(input.lines, userId, orderId);
    if (!reference.ok) return reference;
    if (coversTotal(checkoutAmounts({ lines, shipping: input.shipping, discount }).total, storeCredit)) {
      return ok({ kind: 'placed', orderId, confirmationPath: confirmationPathFor(reference.value, 'credit') });
    }

    const intention = await this.payments.createIntention(
      buildPaymentIntention({
        lines,
        shipping: input.shipping,
        discount,
        storeCredit,
        billing: { firstName: form.firstName, lastName: form.lastName, email: form.email, phone: form.phone, street: form.address, state: form.governorate },
        orderId,
        reference: input.omitSpecialReference ? null : reference.value,
        paymentMethods: CARD_PAYMENT_METHODS,
      }),
    );
    if (!intention.ok) return fail(paymentFailure(intention.error));
    return ok({ kind: 'pay-online', orderId, checkoutUrl: intention.value });
  }

  private saveDetails({ form, shipping }: PlaceOrderInput): void {
    this.details.saveDetails({
      firstName: form.firstName,
      middleName: form.middleName,
      lastName: form.lastName,
      address: form.address,
      phone: form.phone,
      city: form.city,
      state: form.governorate,
      postalCode: form.postalCode,
    });
    this.details.saveShippingFee(shipping);
    this.details.savePaymentMethod(form.paymentMethod);
  }

  /**
   * SPEC §4 step 5 and §8: a plan's subscription record is created before payment (its failure is
   * not the customer's to fix, so checkout goes on); a training's seat must be held, and a refusal
   * stops checkout with the server's reason. The reference tells the confirmation page what to
   * activate; a training's prefix wins when the cart holds both.
   */
  private async recordWhatTheOrderBuys(lines: readonly CartLine[], userId: number, orderId: number): Promise<Result<string, PlaceOrderError>> {
    let kind: 'order' | 'ai-plan' | 'training' = 'order';
    for (const line of lines) {
      const planId = aiPlanIdOf(line.id);
      if (planId !== null) {
        await this.ai.subscribe(userId, { subscriptionId: planId, orderId });
        if (kind === 'order') kind = 'ai-plan';
      }
      const trainingId = trainingIdOf(line.id);
      if (trainingId !== null) {
        const registered = await this.trainings.register(trainingId, userId, orderId);
        // A call that never reached the server is only logged in SPEC §8; an answered refusal stops.
        if (!registered.ok && registered.error.kind !== 'network') {
          return fail(failure('registration-failed', 'trainingRegistrationError', registered.error.message));
        }
        kind = 'training';
      }
    }
    return ok(orderReference(kind, orderId));
  }
}
