import { inject, injectable } from 'inversify';
import { CheckoutDetailsStore } from '../../application/orders/CheckoutDetailsStore';
import { PlaceOrder, type PlaceOrderError, type PlaceOrderOutcome } from '../../application/orders/PlaceOrder';
import { SessionStore } from '../../application/session/SessionStore';
import { Navigator } from '../../application/shared/Navigator';
import {
  type AiCheckoutField,
  type AiCheckoutFieldErrors,
  type AiCheckoutForm,
  type AiCheckoutPaymentMethod,
  aiCheckoutPaymentMethods,
  validateAiCheckout,
} from '@tiara/domain/ai-plan';
import { hasPhysicalItems } from '@tiara/domain/cart';
import type { CheckoutFormProblem } from '@tiara/domain/checkout';
import type { Piasters } from '@tiara/domain/money';
import { type PriceBreakdown, priceCart } from '@tiara/domain/pricing';
import type { Result } from '@tiara/domain/result';
import { DEFAULT_GOVERNORATE, ShippingFeeTable, shippingFeeFor } from '@tiara/domain/shipping-fee';
import { CartLineNamesPresenter } from '../cart/CartLineNamesPresenter';
import { CartPresenter } from '../cart/CartPresenter';
import { shownLineName } from '../cart/shownLineName';
import { FieldFocus } from '../forms/FieldFocus';
import { StoreCreditChoicePresenter } from '../checkout/StoreCreditChoicePresenter';
import { StoreCreditPayment } from '../checkout/StoreCreditPayment';
import { followOrderOutcome } from '../checkout/followOrderOutcome';
import { shownPrice } from '../i18n/shownPrice';
import { AiCheckoutMessages } from '../messages/AiCheckoutMessages';
import { CheckoutRuleMessages } from '../messages/CheckoutRuleMessages';
import { DisplayNames } from '../messages/DisplayNames';
import { makePresenterObservable } from '../presenter/makePresenterObservable';

export type AiCheckoutTextField = Exclude<AiCheckoutField, 'paymentMethod'>;

export interface AiCheckoutLine {
  readonly key: string;
  readonly name: string;
  readonly quantity: number;
  readonly lineTotal: string;
}

/** The page's fields from top to bottom. */
const SCREEN_ORDER: readonly AiCheckoutField[] = ['fullName', 'email', 'phone', 'address', 'paymentMethod'];

/** No fee table is asked for: the fee is fixed, the default governorate's default fee. */
const FIXED_FEE_TABLE = new ShippingFeeTable([]);

/**
 * The alternate AI checkout (/tiara-ai-checkout, SPEC §2): one full-name field, a fixed shipping
 * fee, credit or cash, and the cart's contents placed as an order like the main checkout does,
 * without the special reference (SPEC §7). Like the main checkout, it asks for an address only
 * when the cart holds something to deliver, and offers a signed-in customer their store credit
 * (the main checkout's choice and summary lines): the card is charged only the rest, and an order
 * the credit pays in full goes to its confirmation without the card page.
 */
@injectable()
export class AiCheckoutPresenter {
  fullName = '';
  email = '';
  phone = '';
  address = '';
  paymentMethod: AiCheckoutPaymentMethod = 'credit';
  /** What the rules found wrong with each field, worded in the shown language by `fieldErrors`. */
  private problems: AiCheckoutFieldErrors = {};
  /** A form-wide rule that stops the order, worded by `formError`. */
  private formProblem: CheckoutFormProblem | null = null;
  /** One of SPEC §8's checkout errors, as placing the order told it. */
  private orderRefusal: string | null = null;
  placing = false;
  /** The field the view brings into view and focuses: the first one 'Place Order' found wrong. */
  readonly focus = new FieldFocus<AiCheckoutField>(SCREEN_ORDER);
  /** The store credit the order uses and what is left to pay. */
  readonly credit = new StoreCreditPayment(this.storeCredit, () => this.breakdown.total);
  /** Stops naming the lines afresh when the page closes. */
  private stopNaming: () => void = () => {};

  constructor(
    @inject(CartPresenter) private readonly cart: CartPresenter,
    @inject(CartLineNamesPresenter) private readonly names: CartLineNamesPresenter,
    @inject(PlaceOrder) private readonly placeOrder: PlaceOrder,
    @inject(CheckoutDetailsStore) private readonly details: CheckoutDetailsStore,
    @inject(SessionStore) private readonly sessions: SessionStore,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(StoreCreditChoicePresenter) readonly storeCredit: StoreCreditChoicePresenter,
  ) {
    makePresenterObservable<AiCheckoutPresenter, 'stopNaming'>(this, arguments, { focus: false, credit: false, stopNaming: false });
  }

  /** Whether the cart holds anything to deliver; a cart of only plans and trainings asks for no address. */
  get needsDelivery(): boolean {
    return hasPhysicalItems(this.cart.cart);
  }

  get lines(): AiCheckoutLine[] {
    return this.cart.lines.map((line) => ({ key: this.cart.keyOf(line), name: shownLineName(line), quantity: line.quantity, lineTotal: shownPrice(line.price * line.quantity) }));
  }

  get isCartEmpty(): boolean {
    return this.cart.isEmpty;
  }

  get paymentMethods(): { readonly value: AiCheckoutPaymentMethod; readonly label: string }[] {
    return aiCheckoutPaymentMethods(this.cart.holdsSubscriptions).map((value) => ({ value, label: DisplayNames.paymentMethods[value] }));
  }

  get paymentNote(): string | null {
    return this.cart.holdsSubscriptions ? CheckoutRuleMessages.subscriptionPaymentNote : null;
  }

  /** Fixed: the default fee for a parcel, nothing for a cart of plans and trainings delivered online. */
  get shippingFee(): Piasters {
    return shippingFeeFor({ governorate: DEFAULT_GOVERNORATE, pickup: false, hasPhysicalItems: this.needsDelivery }, FIXED_FEE_TABLE);
  }

  get breakdown(): PriceBreakdown {
    return priceCart({ lines: this.cart.lines, shipping: this.shippingFee, discount: 0 });
  }

  get subtotalText(): string {
    return shownPrice(this.breakdown.subtotal);
  }

  get shippingText(): string {
    return shownPrice(this.breakdown.shipping);
  }

  get totalText(): string {
    return shownPrice(this.breakdown.total);
  }

  /**
   * Fills in what the browser remembers about the customer and asks for a signed-in customer's
   * store credit; the lines are named in the reader's language, now and after a switch.
   */
  opened(): void {
    this.stopNaming = this.names.shown();
    this.storeCredit.opened();
    const stored = this.details.details();
    this.fullName = [stored.firstName, stored.middleName, stored.lastName].map((name) => name.trim()).filter((name) => name !== '').join(' ');
    this.email = this.sessions.current().email ?? '';
    this.phone = stored.phone;
    this.address = stored.address;
    const remembered = this.details.paymentMethod();
    const offered = this.paymentMethods.map((method) => method.value);
    this.paymentMethod = offered.find((method) => method === remembered) ?? offered[0] ?? 'credit';
  }

  closed(): void {
    this.stopNaming();
  }

  fieldChanged(field: AiCheckoutTextField, value: string): void {
    this[field] = value;
    this.forget(field);
  }

  paymentMethodChosen(value: string): void {
    const method = this.paymentMethods.find((choice) => choice.value === value)?.value;
    if (method === undefined) return;
    this.paymentMethod = method;
    this.forget('paymentMethod');
  }

  /** Each field's error in the shown language. */
  get fieldErrors(): Partial<Record<AiCheckoutField, string>> {
    const errors: Partial<Record<AiCheckoutField, string>> = {};
    for (const [field, problem] of Object.entries(this.problems) as [AiCheckoutField, AiCheckoutFieldErrors[AiCheckoutField]][]) {
      if (problem !== undefined) errors[field] = problem === 'fullNameRequired' ? AiCheckoutMessages.fullNameRequired : CheckoutRuleMessages[problem];
    }
    return errors;
  }

  /** Why the order could not be placed: a form-wide rule or one of SPEC §8's checkout errors. */
  get formError(): string | null {
    return this.formProblem === null ? this.orderRefusal : CheckoutRuleMessages[this.formProblem];
  }

  placeOrderClicked(): void {
    if (this.placing) return;
    const form: AiCheckoutForm = { fullName: this.fullName, email: this.email, phone: this.phone, address: this.address, paymentMethod: this.paymentMethod };
    const checked = validateAiCheckout(form, {
      cartTotal: this.breakdown.total,
      cartIsEmpty: this.cart.isEmpty,
      hasSubscriptionItems: this.cart.holdsSubscriptions,
      needsDelivery: this.needsDelivery,
    });
    this.problems = checked.ok ? {} : checked.fieldErrors;
    this.formProblem = checked.ok ? null : checked.formError;
    this.orderRefusal = null;
    if (!checked.ok) {
      this.focus.problemsFound(checked.fieldErrors);
      return;
    }
    this.placing = true;
    void this.placeOrder
      .execute({ form: checked.form, lines: this.cart.lines, shipping: this.shippingFee, promo: null, storeCredit: this.credit.storeCredit, omitSpecialReference: true })
      .then(this.orderAnswered);
  }

  private orderAnswered(result: Result<PlaceOrderOutcome, PlaceOrderError>): void {
    const refusal = followOrderOutcome(result, { cart: this.cart, details: this.details, navigator: this.navigator });
    if (refusal === null) return;
    this.placing = false;
    this.orderRefusal = refusal;
  }

  private forget(field: AiCheckoutField): void {
    if (this.problems[field] === undefined) return;
    const { [field]: _forgotten, ...rest } = this.problems;
    this.problems = rest;
  }
}
