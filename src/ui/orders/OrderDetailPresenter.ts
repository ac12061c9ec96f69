import { inject, injectable } from 'inversify';
import { observableRef, reaction } from 'mobx';
import type { PastOrder } from '../../application/account/OrderHistoryApi';
import { orderAgainLinesOf } from '../../application/order-again/OrderAgain';
import { LoadOrderDetail, type OrderDetailError, type OrderPageContent } from '../../application/orders/LoadOrderDetail';
import type { OrderDetail, OrderStep } from '../../application/orders/OrderDetailApi';
import type { OrderAgainLine } from '@tiara/domain/order-again';
import type { TimelineKind } from '@tiara/domain/order-tracking';
import type { Result } from '@tiara/domain/result';
import { shortDateText } from '../../locales/format/dateTexts';
import { dateTimeText } from '../../locales/format/orderDateTexts';
import { LanguagePresenter } from '../i18n/LanguagePresenter';
import { shownLanguage } from '../i18n/localized';
import { shownPrice } from '../i18n/shownPrice';
import { AccountMessages } from '../messages/AccountMessages';
import { placeLine } from '../messages/AddressMessages';
import { orderStatusName } from '../messages/DisplayNames';
import { OrderDetailMessages } from '../messages/OrderDetailMessages';
import { ReturnMessages } from '../messages/ReturnMessages';
import { ShipmentMessages } from '../messages/ShipmentMessages';
import { paymentMethodName } from '../messages/StoreCreditMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { type OrderAmountsView, orderAmountsView } from './orderAmountsView';
import { ReturnsPresenter } from './ReturnsPresenter';
import { type StoreCreditPaymentView, storeCreditPaymentView } from './storeCreditPaymentView';

export type OrderDetailState = 'loading' | 'loaded' | 'not-found' | 'failed' | 'signed-out';

/** What the order-again part reads from a line: the item to put back in the cart. */
export interface OrderLineView {
  readonly key: string;
  readonly name: string;
  readonly image: string;
  readonly quantityText: string;
  readonly priceText: string;
  readonly lineTotalText: string;
}

export interface OrderStepView {
  readonly kind: TimelineKind;
  readonly title: string;
  readonly dateText: string;
  /** On the shipped step: "With Aramex" and "Tracking number: …". */
  readonly details: readonly string[];
  /** The courier's page for the parcel, opened in a new tab. */
  readonly trackingUrl: string | null;
}

const texts = OrderDetailMessages;

/** A step's title; money given back names its amount, and for a refund where it went. */
function stepTitle(step: OrderStep): string {
  if (!step.refund) return texts.steps[step.kind];
  const amount = shownPrice(step.refund.amount);
  return step.kind === 'store-credit-given-back' ? texts.storeCreditGivenBack(amount) : ReturnMessages.refundedStep[step.refund.method](amount);
}

/**
 * The order detail page (/my-orders/:orderId): the order as the server has it now, with its history,
 * its lines named in the reader's language (read again after a switch, the page staying in place),
 * and its returns (`returns`), whose request sent adds to the history. From a backend without the
 * order's page it shows what SPEC's list of orders tells (`summary`): date, status, items and total.
 */
@injectable()
export class OrderDetailPresenter {
  state: OrderDetailState = 'loading';
  order: OrderDetail | null = null;
  /** The order as SPEC §3 reads it back, where the backend has no page of it; null otherwise. */
  summary: PastOrder | null = null;

  private orderId = 0;
  /** The latest load: an answer to an earlier one (another order, before a retry) is not shown. */
  private asked = 0;

  constructor(
    @inject(LoadOrderDetail) private readonly loadOrder: LoadOrderDetail,
    @inject(LanguagePresenter) private readonly language: LanguagePresenter,
    @inject(ReturnsPresenter) readonly returns: ReturnsPresenter,
  ) {
    makePresenterObservable<OrderDetailPresenter, 'orderId' | 'asked'>(this, arguments, { order: observableRef, summary: observableRef, orderId: false, asked: false });
  }

  /**
   * The page opened on `/my-orders/{orderIdParam}`: the order and its returns are read now, and
   * again after every switch of language until the returned function is called.
   */
  opened(orderIdParam: string | undefined): () => void {
    const stopFollowing = this.followed(orderIdParam);
    // A request sent is a new step of the order's history.
    const stopReturns = this.returns.opened(this.orderId, () => this.readAgain());
    return () => {
      stopFollowing();
      stopReturns();
    };
  }

  /** A new order's receipt (OrderReceipt): the order alone, which has no returns yet. */
  receiptOpened(orderId: number): () => void {
    return this.followed(String(orderId));
  }

  retryClicked(): void {
    this.load();
  }

  get lines(): readonly OrderAgainLine[] {
    if (this.summary) return orderAgainLinesOf(this.summary.items);
    return (this.order?.lines ?? []).map(({ productId, variantId, kind, name, quantity }) => ({ productId, variantId, kind, name, quantity }));
  }

  get status(): string {
    return this.shown?.status ?? '';
  }

  /** A refund, whole or in part, leaves the order paid for its invoice. */
  get paid(): boolean {
    const state = this.order?.paymentState;
    return state === 'paid' || state === 'partly_refunded' || state === 'refunded';
  }

  get orderNumberText(): string {
    return this.shown ? texts.title(AccountMessages.orders.orderNumber(this.shown.id)) : '';
  }

  get placedText(): string {
    return this.shown ? texts.placedOn(shortDateText(this.shown.createdAt, shownLanguage())) : '';
  }

  get statusText(): string {
    return this.shown ? orderStatusName(this.shown.status) : '';
  }

  get lineViews(): readonly OrderLineView[] {
    const lines = this.order?.lines ?? this.summary?.items ?? [];
    return lines.map((line, index) => ({
      key: `${index}-${line.name}`,
      name: line.name,
      image: line.image,
      quantityText: texts.quantity(line.quantity),
      priceText: shownPrice(line.price),
      lineTotalText: shownPrice(line.price * line.quantity),
    }));
  }

  /**
   * The order's own shipping (none for a plan or a course) and discount with its code: lines that
   * add up to its total; from SPEC's total alone, what it holds beyond the items is one line.
   */
  get amounts(): OrderAmountsView | null {
    const { order, summary } = this;
    if (summary) return orderAmountsView({ lines: summary.items, charges: summary.charges, total: summary.total }, summary.charges?.promoCode ?? null);
    if (!order) return null;
    return orderAmountsView({ lines: order.lines, charges: { shipping: order.shipping, discount: order.discount }, total: order.total }, order.promoCode);
  }

  /** The store credit the order was paid with and what its payment method collected of the rest; null without credit. */
  get storeCreditPayment(): StoreCreditPaymentView | null {
    return this.order ? storeCreditPaymentView(this.order) : null;
  }

  /** The method chosen at checkout, or store credit for an order it paid in full. */
  get paymentMethodText(): string {
    return this.order ? paymentMethodName(this.order) : '';
  }

  get paymentStateText(): string {
    return this.order ? texts.paymentStates[this.order.paymentState] : '';
  }

  get addressLines(): readonly string[] {
    const address = this.order?.deliveryAddress;
    if (!address) return [];
    const name = [address.firstName, address.middleName, address.lastName].filter((part) => part.trim() !== '').join(' ');
    const place = placeLine({ city: address.city, governorate: address.state, postalCode: address.postalCode });
    return [name, address.address, place, address.phone ? texts.phone(address.phone) : '', address.email].filter((line) => line.trim() !== '');
  }

  get steps(): readonly OrderStepView[] {
    const language = shownLanguage();
    return (this.order?.timeline ?? []).map((step) => ({
      kind: step.kind,
      title: stepTitle(step),
      dateText: dateTimeText(step.at, language),
      details: step.tracking
        ? [texts.withCourier(step.tracking.courier ? ShipmentMessages.courierNames[step.tracking.courier] : step.tracking.courierName), texts.trackingNumber(step.tracking.number)]
        : [],
      trackingUrl: step.tracking?.url ?? null,
    }));
  }

  /** What either reading tells alike: number, date, status. */
  private get shown(): OrderDetail | PastOrder | null {
    return this.order ?? this.summary;
  }

  private followed(orderIdParam: string | undefined): () => void {
    this.orderId = /^\d{1,15}$/.test(orderIdParam ?? '') ? Number(orderIdParam) : 0;
    this.load();
    return reaction(
      () => this.language.language,
      () => this.readAgain(),
    );
  }

  private load(): void {
    this.state = 'loading';
    this.readAgain();
  }

  /** Reads the order again, leaving what is shown in place until the answer comes. */
  private readAgain(): void {
    const asked = ++this.asked;
    void this.loadOrder.execute(this.orderId).then((result) => this.loaded(asked, result));
  }

  private loaded(asked: number, result: Result<OrderPageContent, OrderDetailError>): void {
    if (asked !== this.asked) return;
    this.order = result.ok && result.value.kind === 'detail' ? result.value.order : null;
    this.summary = result.ok && result.value.kind === 'summary' ? result.value.order : null;
    this.state = result.ok ? 'loaded' : result.error;
    if (result.ok) this.returns.orderRead(result.value.order.status);
  }
}
