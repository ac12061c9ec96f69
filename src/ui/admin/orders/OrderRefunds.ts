import { reaction } from 'mobx';
import type { AdminOrderDetail } from '../../../application/admin/AdminOrdersApi';
import type { AdminOrderRefundsApi, OrderRefund } from '../../../application/admin/refunds/AdminOrderRefundsApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import { shownPrice } from '../../i18n/shownPrice';
import { AdminRefundMessages } from '../../messages/AdminRefundMessages';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import type { ToastPresenter } from '../../toast/ToastPresenter';
import { inputOfPiasters, piastersOfInput } from '../events/formValues';
import { Confirmation } from '../shared/Confirmation';
import type { OrderBoard } from '../shared/OrderBoard';
import { PendingRefundCheck } from '../shared/PendingRefundCheck';

const texts = AdminRefundMessages;

/**
 * The refunds of the order opened on the back office's orders board (issue 29): listed with their
 * status (a Pending card refund with its attempts and last error), and, on a cancelled order the
 * card paid, the refund to the card offered right there: the whole amount left, which staff may
 * lower for a partial refund, confirmed before it is asked. The refund is asked for as the next
 * of the refunds shown, so a second click sends the same request and the server makes it once.
 * A card refund still Pending may be checked with the gateway again (`gatewayCheck`).
 */
export class OrderRefunds {
  refunds: readonly OrderRefund[] = [];
  loading = false;
  error: string | null = null;
  amountText = '';
  amountError: string | null = null;
  refunding = false;
  readonly confirmation = new Confirmation();
  /** What a check settles shows on the order too: a refused refund frees its amount again. */
  readonly gatewayCheck = new PendingRefundCheck(this.api, this.toasts, () => this.orderChanged());
  /** The order the refunds shown are of. */
  private shownOrderId: number | null = null;
  /** The latest reading of the refunds: an answer about an order no longer open is not shown. */
  private asked = 0;
  private stopWatching: () => void = () => {};

  constructor(
    private readonly api: AdminOrderRefundsApi,
    private readonly toasts: ToastPresenter,
    private readonly board: OrderBoard<AdminOrderDetail>,
  ) {
    makePresenterObservable<OrderRefunds, 'shownOrderId' | 'asked' | 'stopWatching'>(this, arguments, {
      confirmation: false,
      gatewayCheck: false,
      shownOrderId: false,
      asked: false,
      stopWatching: false,
    });
  }

  private get order(): AdminOrderDetail | null {
    return this.board.detail;
  }

  /** What may still go back to the card of a cancelled order, when there is any: the refund offered. */
  get cardOffer(): number | null {
    const order = this.order;
    return order && order.status === 'Cancelled' && order.cardRefundable > 0 ? order.cardRefundable : null;
  }

  /** The amount typed, when it is one the card may get back. */
  private get amount(): number | null {
    const amount = piastersOfInput(this.amountText);
    return amount !== null && amount > 0 && this.cardOffer !== null && amount <= this.cardOffer ? amount : null;
  }

  get refundLabel(): string {
    return texts.refundToCard(shownPrice(this.amount ?? this.cardOffer ?? 0));
  }

  get amountHint(): string {
    return texts.amountHint(shownPrice(this.cardOffer ?? 0));
  }

  /** The orders screen appeared: the refunds follow the order opened on it, until it closes. */
  opened(): void {
    this.stopWatching();
    this.stopWatching = reaction(
      () => this.order,
      (order) => void this.orderShown(order),
      { fireImmediately: true },
    );
  }

  closed(): void {
    this.stopWatching();
  }

  amountChanged(text: string): void {
    this.amountText = text;
    this.amountError = null;
  }

  /** Checks the amount and asks before the refund: money sent to a card cannot be taken back. */
  refundClicked(): void {
    const order = this.order;
    const most = this.cardOffer;
    if (!order || most === null || this.refunding) return;
    const amount = piastersOfInput(this.amountText);
    if (amount === null) this.amountError = texts.errors.notAnAmount;
    else if (amount <= 0) this.amountError = texts.errors.notPositive;
    else if (amount > most) this.amountError = texts.errors.tooMuch(shownPrice(most));
    if (amount === null || this.amountError !== null) return;
    this.confirmation.ask({ title: texts.confirmTitle, message: texts.confirmMessage(shownPrice(amount), order.id), confirmLabel: texts.refundToCard(shownPrice(amount)) }, () =>
      this.refund(order.id, amount),
    );
  }

  private async refund(orderId: number, amount: number): Promise<void> {
    this.refunding = true;
    const answer = await this.api.refund(orderId, { method: 'card', amount, note: null, refundsSeen: this.refunds.length });
    this.refundAnswered(orderId, answer);
    await this.orderChanged();
  }

  /** What is left to refund, and the refunds' lines, as the server now has them. */
  private async orderChanged(): Promise<void> {
    const orderId = this.shownOrderId;
    if (orderId !== null) await Promise.all([this.board.openedOrderChanged(), this.read(orderId)]);
  }

  private refundAnswered(orderId: number, answer: ApiResult<OrderRefund>): void {
    this.refunding = false;
    if (!answer.ok) {
      this.toasts.error(answer.error.message);
      return;
    }
    const refund = answer.value;
    // The next refund starts from what is then left, not from this one's amount.
    this.amountText = '';
    if (refund.status === 'Confirmed') this.toasts.success(texts.refunded(shownPrice(refund.amount), orderId));
    else if (refund.status === 'Pending') this.toasts.info(texts.waiting(shownPrice(refund.amount)));
    else this.toasts.error(texts.refused(refund.lastError ?? ''));
  }

  private async orderShown(order: AdminOrderDetail | null): Promise<void> {
    if (order === null) {
      this.shownOrderId = null;
      this.asked += 1;
      this.cleared();
      return;
    }
    const another = order.id !== this.shownOrderId;
    this.shownOrderId = order.id;
    if (another) this.cleared();
    this.offerReset();
    await this.read(order.id);
  }

  private cleared(): void {
    this.refunds = [];
    this.error = null;
    this.loading = false;
  }

  /** The whole amount left is offered again; an amount staff typed stands while it is still allowed. */
  private offerReset(): void {
    const most = this.cardOffer;
    const typed = piastersOfInput(this.amountText);
    if (most !== null && typed !== null && typed > 0 && typed <= most) return;
    this.amountText = most === null ? '' : inputOfPiasters(most);
    this.amountError = null;
  }

  private async read(orderId: number): Promise<void> {
    const asked = ++this.asked;
    this.loading = this.refunds.length === 0;
    const answer = await this.api.refunds(orderId);
    this.refundsAnswered(asked, answer);
  }

  private refundsAnswered(asked: number, answer: ApiResult<OrderRefund[]>): void {
    if (asked !== this.asked) return;
    this.loading = false;
    if (answer.ok) {
      this.refunds = answer.value;
      this.error = null;
    } else {
      this.error = answer.error.message;
    }
  }
}
