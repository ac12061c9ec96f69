import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, reaction } from 'mobx';
import type { SavedAddress } from '../../application/addresses/AddressBookApi';
import type { AddressBookError } from '../../application/addresses/AddressBookErrors';
import { LoadSavedAddresses } from '../../application/addresses/LoadSavedAddresses';
import { SaveAddress } from '../../application/addresses/SaveAddress';
import { type AppliedPromo, CheckoutDetailsStore } from '../../application/orders/CheckoutDetailsStore';
import { PlaceOrder, type PlaceOrderError, type PlaceOrderOutcome } from '../../application/orders/PlaceOrder';
import type { PromoRefusal } from '../../application/promo/ApplyPromoCode';
import { RefreshPromo } from '../../application/promo/RefreshPromo';
import { SessionStore } from '../../application/session/SessionStore';
import { Navigator } from '../../application/shared/Navigator';
import type { ApiResult } from '../../application/shared/ApiResult';
import { ShippingFeeApi } from '../../application/shipping/ShippingFeeApi';
import { type CartLine, hasPhysicalItems } from '@tiara/domain/cart';
import {
  type CheckoutField,
  type CheckoutFieldErrors,
  type CheckoutForm,
  type CheckoutFormProblem,
  type DeliveryAddress,
  type PaymentMethod,
  allowedPaymentMethods,
  deliveryAddressOf,
  sameDeliveryAddress,
  validateCheckout,
} from '@tiara/domain/checkout';
import type { Piasters } from '@tiara/domain/money';
import { type PriceBreakdown, priceCart } from '@tiara/domain/pricing';
import type { Result } from '@tiara/domain/result';
import { SAVED_ADDRESS_MAX_LENGTH, defaultOf, hasRoomIn } from '@tiara/domain/saved-address';
import {
  DEFAULT_GOVERNORATE,
  DEFAULT_SHIPPING_FEE,
  PICKUP_SHIPPING_FEE,
  type ShippingFeeRecord,
  ShippingFeeTable,
  canonicalGovernorate,
  citiesOf,
  shippingFeeFor,
} from '@tiara/domain/shipping-fee';
import { CartPresenter } from '../cart/CartPresenter';
import { shownLineName } from '../cart/shownLineName';
import { shownPrice } from '../i18n/shownPrice';
import { addressLine } from '../messages/AddressMessages';
import { CheckoutRuleMessages } from '../messages/CheckoutRuleMessages';
import { DisplayNames, type NamedChoice, cityChoices, cityName, governorateChoices, governorateName } from '../messages/DisplayNames';
import { promoRefusalMessage } from '../messages/PromoMessages';
import { followOrderOutcome } from './followOrderOutcome';

/** The text fields of the form, as the person types them. */
export type CheckoutTextField = Exclude<CheckoutField, 'paymentMethod' | 'governorate'>;

export interface SummaryLineView {
  readonly key: string;
  readonly name: string;
  readonly quantity: number;
  readonly unitPrice: string;
  readonly lineTotal: string;
}

/** A saved address as the picker above the form offers it. */
export interface SavedAddressChoice {
  readonly id: number;
  readonly label: string;
  readonly place: string;
  readonly isDefault: boolean;
}

/** The delivery fields, which a saved address fills. */
const DELIVERY_FIELDS: readonly (keyof DeliveryAddress)[] = ['firstName', 'middleName', 'lastName', 'phone', 'address', 'governorate', 'city', 'postalCode'];

export interface PaymentMethodChoice {
  readonly value: PaymentMethod;
  readonly label: string;
}

/** The checkout page (/checkout): SPEC §2 "Checkout", §4 "Checkout flow" and "Shipping fee", §5 and §8. */
@injectable()
export class CheckoutPresenter {
  firstName = '';
  middleName = '';
  lastName = '';
  email = '';
  phone = '';
  address = '';
  governorate: string = DEFAULT_GOVERNORATE;
  city = '';
  postalCode = '';
  paymentMethod: PaymentMethod = 'cash';

  /** What the rules found wrong with each field, worded in the shown language by `fieldErrors`. */
  private problems: CheckoutFieldErrors = {};
  /** A form-wide rule that stops the order, worded by `formError`. */
  private formProblem: CheckoutFormProblem | null = null;
  /** One of SPEC §8's checkout errors, as placing the order told it. */
  private orderRefusal: string | null = null;
  /** Why a stored promo no longer applies, after it was checked against the new amount. */
  promoNotice: string | null = null;
  /** The 'Confirm Credit Card Payment' modal. */
  confirmingCard = false;
  placing = false;
  /** A stored promo is being checked against a new amount; the order waits for the verdict. */
  checkingPromo = false;
  promo: AppliedPromo | null = null;
  /** The signed-in customer's e-mail, shown as read-only text; null for a guest. */
  sessionEmail: string | null = null;
  signedIn = false;
  /** The signed-in customer's saved addresses, the default first; none for a guest or until they arrive. */
  savedAddresses: readonly SavedAddress[] = [];
  savedAddressesLoaded = false;
  /** 'Save this address to my account', for an address the customer typed. */
  saveToAccount = false;
  saveLabel = '';

  /** Null until GET /api/ShippingFees answered; the fee stored at the last visit applies meanwhile. */
  private feeTable: ShippingFeeTable | null = null;
  private restoredFee: Piasters | null = null;
  private stopWatching: (() => void) | null = null;
  private promoCheck = 0;
  private readonly cart: CartPresenter;
  private readonly placeOrder: PlaceOrder;
  private readonly refreshPromo: RefreshPromo;
  private readonly shippingFees: ShippingFeeApi;
  private readonly details: CheckoutDetailsStore;
  private readonly sessions: SessionStore;
  private readonly navigator: Navigator;
  private readonly loadSavedAddresses: LoadSavedAddresses;
  private readonly saveAddress: SaveAddress;

  constructor(
    @inject(CartPresenter) cart: CartPresenter,
    @inject(PlaceOrder) placeOrder: PlaceOrder,
    @inject(RefreshPromo) refreshPromo: RefreshPromo,
    @inject(ShippingFeeApi) shippingFees: ShippingFeeApi,
    @inject(CheckoutDetailsStore) details: CheckoutDetailsStore,
    @inject(SessionStore) sessions: SessionStore,
    @inject(Navigator) navigator: Navigator,
    @inject(LoadSavedAddresses) loadSavedAddresses: LoadSavedAddresses,
    @inject(SaveAddress) saveAddress: SaveAddress,
  ) {
    this.cart = cart;
    this.placeOrder = placeOrder;
    this.refreshPromo = refreshPromo;
    this.shippingFees = shippingFees;
    this.details = details;
    this.sessions = sessions;
    this.navigator = navigator;
    this.loadSavedAddresses = loadSavedAddresses;
    this.saveAddress = saveAddress;
    makeAutoObservable<
      CheckoutPresenter,
      | 'feeTable'
      | 'stopWatching'
      | 'promoCheck'
      | 'cart'
      | 'placeOrder'
      | 'refreshPromo'
      | 'shippingFees'
      | 'details'
      | 'sessions'
      | 'navigator'
      | 'loadSavedAddresses'
      | 'saveAddress'
    >(
      this,
      {
        feeTable: observableRef,
        promo: observableRef,
        savedAddresses: observableRef,
        stopWatching: false,
        promoCheck: false,
        cart: false,
        placeOrder: false,
        refreshPromo: false,
        shippingFees: false,
        details: false,
        sessions: false,
        navigator: false,
        loadSavedAddresses: false,
        saveAddress: false,
      },
      { autoBind: true },
    );
  }

  // ---- What the page shows

  get lines(): SummaryLineView[] {
    return this.cart.lines.map((line) => ({
      key: this.cart.keyOf(line),
      name: shownLineName(line),
      quantity: line.quantity,
      unitPrice: shownPrice(line.price),
      lineTotal: shownPrice(line.price * line.quantity),
    }));
  }

  get isCartEmpty(): boolean {
    return this.cart.isEmpty;
  }

  get governorates(): NamedChoice[] {
    return governorateChoices();
  }

  /** The city list of Cairo or Giza; other governorates take a typed city. */
  get cities(): NamedChoice[] {
    return cityChoices(this.governorate);
  }

  /** The saved addresses the picker offers: label, street, city and governorate. */
  get addressChoices(): SavedAddressChoice[] {
    return this.savedAddresses.map((address) => ({ id: address.id, label: address.label, place: addressLine(address), isDefault: address.isDefault }));
  }

  /** The saved address the form holds now (picked, or typed the same), or null. */
  get pickedAddressId(): number | null {
    const entered = this.deliveryValues();
    return this.savedAddresses.find((address) => sameDeliveryAddress(address, entered))?.id ?? null;
  }

  /** 'Save this address to my account' is offered for a new address, while the book has room. */
  get offersSaving(): boolean {
    return this.signedIn && this.savedAddressesLoaded && this.pickedAddressId === null && hasRoomIn(this.savedAddresses);
  }

  get paymentMethods(): PaymentMethodChoice[] {
    return allowedPaymentMethods(this.cart.holdsSubscriptions).map((value) => ({ value, label: DisplayNames.paymentMethods[value] }));
  }

  /** SPEC §2: 'Subscriptions require online payment' when the cart holds a plan or a training. */
  get paymentNote(): string | null {
    return this.cart.holdsSubscriptions ? CheckoutRuleMessages.subscriptionPaymentNote : null;
  }

  /** Each field's error in the shown language. */
  get fieldErrors(): Partial<Record<CheckoutField, string>> {
    const errors: Partial<Record<CheckoutField, string>> = {};
    for (const [field, problem] of Object.entries(this.problems) as [CheckoutField, CheckoutFieldErrors[CheckoutField]][]) {
      if (problem !== undefined) errors[field] = CheckoutRuleMessages[problem];
    }
    return errors;
  }

  /** Why the order could not be placed: a form-wide rule or one of SPEC §8's checkout errors. */
  get formError(): string | null {
    return this.formProblem === null ? this.orderRefusal : CheckoutRuleMessages[this.formProblem];
  }

  /** SPEC §4 "Shipping fee": 150 by default, 0 for pickup, the governorate's fee (150 when 0 or unknown). */
  get shippingFee(): Piasters {
    const input = { governorate: this.governorate, pickup: this.paymentMethod === 'pickup', hasPhysicalItems: hasPhysicalItems(this.cart.cart) };
    if (this.feeTable !== null) return shippingFeeFor(input, this.feeTable);
    if (input.pickup) return PICKUP_SHIPPING_FEE;
    return input.hasPhysicalItems ? (this.restoredFee ?? DEFAULT_SHIPPING_FEE) : 0;
  }

  get breakdown(): PriceBreakdown {
    return priceCart({ lines: this.cart.lines, shipping: this.shippingFee, discount: this.promo?.discount ?? 0 });
  }

  get subtotalText(): string {
    return shownPrice(this.breakdown.subtotal);
  }

  get shippingText(): string {
    return shownPrice(this.breakdown.shipping);
  }

  get discountText(): string | null {
    return this.breakdown.discount > 0 ? `-${shownPrice(this.breakdown.discount)}` : null;
  }

  get totalText(): string {
    return shownPrice(this.breakdown.total);
  }

  /** Subtotal plus shipping: what the promo's discount is taken from. */
  get promoAmount(): Piasters {
    return this.breakdown.subtotal + this.breakdown.shipping;
  }

  // ---- What the person did

  /** The view mounted: fill the form from what the browser remembers, load the fee table, keep the promo current. */
  opened(): void {
    const session = this.sessions.current();
    this.signedIn = session.token !== null && session.userId !== null;
    this.sessionEmail = this.signedIn ? (session.email ?? '') : null;
    const stored = this.details.details();
    this.firstName = stored.firstName;
    this.middleName = stored.middleName;
    this.lastName = stored.lastName;
    this.phone = stored.phone;
    this.address = stored.address;
    this.governorate = canonicalGovernorate(stored.state) ?? DEFAULT_GOVERNORATE;
    this.city = this.cities.length === 0 || citiesOf(this.governorate).includes(stored.city) ? stored.city : '';
    this.postalCode = stored.postalCode;
    const allowed = allowedPaymentMethods(this.cart.holdsSubscriptions);
    const method = this.details.paymentMethod();
    this.paymentMethod = method !== null && allowed.includes(method) ? method : (allowed[0] ?? 'credit');
    this.restoredFee = this.details.shippingFee();
    this.promo = this.details.promo();

    this.stopWatching = reaction(
      () => this.promoAmount,
      (amount) => void this.checkPromo(amount),
      { fireImmediately: true },
    );
    void this.loadFees();
    if (this.signedIn) void this.loadSavedAddresses.execute().then(this.savedAddressesArrived);
  }

  closed(): void {
    this.stopWatching?.();
    this.stopWatching = null;
  }

  fieldChanged(field: CheckoutTextField, value: string): void {
    this[field] = value;
    this.forget(field);
  }

  governorateChosen(name: string | null): void {
    const governorate = name === null ? undefined : canonicalGovernorate(name);
    if (governorate === undefined || governorate === this.governorate) return;
    this.governorate = governorate;
    if (!citiesOf(this.governorate).includes(this.city)) this.city = '';
    this.forget('governorate');
    this.details.saveShippingFee(this.shippingFee);
  }

  /** One click on a saved address fills every delivery field, and the governorate's shipping fee with it. */
  addressPicked(id: number): void {
    const address = this.savedAddresses.find((entry) => entry.id === id);
    if (address === undefined) return;
    this.firstName = address.firstName;
    this.middleName = address.middleName;
    this.lastName = address.lastName;
    this.phone = address.phone;
    this.address = address.address;
    this.governorate = canonicalGovernorate(address.governorate) ?? DEFAULT_GOVERNORATE;
    this.city = address.city;
    this.postalCode = address.postalCode;
    this.saveToAccount = false;
    for (const field of DELIVERY_FIELDS) this.forget(field);
    this.details.saveShippingFee(this.shippingFee);
  }

  saveToAccountChanged(checked: boolean): void {
    this.saveToAccount = checked;
    if (checked && this.saveLabel.trim() === '') this.saveLabel = this.suggestedLabel;
  }

  saveLabelChanged(value: string): void {
    this.saveLabel = value;
  }

  paymentMethodChosen(value: string): void {
    const method = this.paymentMethods.find((choice) => choice.value === value)?.value;
    if (method === undefined) return;
    this.paymentMethod = method;
    this.forget('paymentMethod');
    this.details.savePaymentMethod(method);
    this.details.saveShippingFee(this.shippingFee);
  }

  /** SPEC §4 steps 1 and 2: validate, then ask to confirm a card payment or place the order at once. */
  placeOrderClicked(): void {
    if (this.placing || this.checkingPromo) return;
    const form = this.validForm();
    if (form === null) return;
    if (form.paymentMethod === 'credit') {
      this.confirmingCard = true;
      return;
    }
    void this.place(form);
  }

  cardPaymentConfirmed(): void {
    this.confirmingCard = false;
    const form = this.validForm();
    if (form !== null) void this.place(form);
  }

  cardPaymentCancelled(): void {
    this.confirmingCard = false;
  }

  // ---- Inside

  private validForm(): CheckoutForm | null {
    const validation = validateCheckout(this.formValues(), {
      signedIn: this.signedIn,
      cartTotal: this.breakdown.total,
      cartIsEmpty: this.cart.isEmpty,
      hasSubscriptionItems: this.cart.holdsSubscriptions,
    });
    this.orderRefusal = null;
    if (validation.ok) {
      this.problems = {};
      this.formProblem = null;
      return validation.form;
    }
    this.problems = validation.fieldErrors;
    this.formProblem = validation.formError;
    return null;
  }

  private formValues(): CheckoutForm {
    return {
      firstName: this.firstName,
      middleName: this.middleName,
      lastName: this.lastName,
      email: this.sessionEmail ?? this.email,
      phone: this.phone,
      address: this.address,
      governorate: this.governorate,
      city: this.city,
      postalCode: this.postalCode,
      paymentMethod: this.paymentMethod,
    };
  }

  private async place(form: CheckoutForm): Promise<void> {
    this.placing = true;
    this.orderRefusal = null;
    // Saved before the order, whose card payment leaves the page; a refusal (the book filled up in
    // another tab) must not stop the order, which is what the customer came for.
    if (this.offersSaving && this.saveToAccount) await this.saveAddress.execute({ id: null, address: { ...deliveryAddressOf(form), label: this.labelToSave } });
    const lines: readonly CartLine[] = this.cart.lines;
    this.orderAnswered(await this.placeOrder.execute({ form, lines, shipping: this.shippingFee, promo: this.promo }));
  }

  private orderAnswered(result: Result<PlaceOrderOutcome, PlaceOrderError>): void {
    const refusal = followOrderOutcome(result, { cart: this.cart, details: this.details, navigator: this.navigator });
    if (refusal === null) return;
    this.placing = false;
    this.orderRefusal = refusal;
  }

  private deliveryValues(): DeliveryAddress {
    return deliveryAddressOf(this.formValues());
  }

  /** Nothing typed or restored yet: the default address may fill the form. */
  private get deliveryFieldsEmpty(): boolean {
    return DELIVERY_FIELDS.every((field) => field === 'governorate' || this[field].trim() === '');
  }

  private get suggestedLabel(): string {
    return this.city.trim() === '' ? governorateName(this.governorate) : cityName(this.city.trim());
  }

  private get labelToSave(): string {
    return (this.saveLabel.trim() || this.suggestedLabel).slice(0, SAVED_ADDRESS_MAX_LENGTH.label);
  }

  private savedAddressesArrived(result: Result<SavedAddress[], AddressBookError>): void {
    if (!result.ok) return;
    this.savedAddresses = result.value;
    this.savedAddressesLoaded = true;
    // The default fills only an empty form: what the customer typed or the browser kept stays until they pick.
    const defaultId = defaultOf(result.value);
    if (defaultId !== null && this.deliveryFieldsEmpty) this.addressPicked(defaultId);
  }

  private async loadFees(): Promise<void> {
    this.feesArrived(await this.shippingFees.fees());
  }

  private feesArrived(result: ApiResult<ShippingFeeRecord[]>): void {
    // Without the table every governorate is charged the default, as SPEC §4 says for unknown ones.
    this.feeTable = new ShippingFeeTable(result.ok ? result.value : []);
    this.details.saveShippingFee(this.shippingFee);
  }

  private async checkPromo(amount: Piasters): Promise<void> {
    if (this.promo === null || this.cart.isEmpty) return;
    const check = ++this.promoCheck;
    this.checkingPromo = true;
    this.promoChecked(check, await this.refreshPromo.execute(amount));
  }

  private promoChecked(check: number, result: Result<AppliedPromo | null, PromoRefusal>): void {
    // Only the answer about the latest amount counts.
    if (check !== this.promoCheck) return;
    this.checkingPromo = false;
    this.promo = result.ok ? result.value : null;
    this.promoNotice = result.ok ? null : promoRefusalMessage(result.error);
  }

  private forget(field: CheckoutField): void {
    if (this.problems[field] === undefined) return;
    const { [field]: _forgotten, ...rest } = this.problems;
    this.problems = rest;
  }
}
