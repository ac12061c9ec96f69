import { observableRef, reaction } from 'mobx';
import type { OrderFilter, StaffOrderDetail, StaffOrderSummary, StaffOrdersApi, StatusChange } from '../../../application/admin/AdminOrdersApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import { ORDER_STATUSES, type OrderStatus, isOrderStatus } from '@tiara/domain/order-lifecycle';
import type { Shipment } from '@tiara/domain/order-tracking';
import type { LanguagePresenter } from '../../i18n/LanguagePresenter';
import { AdminMessages } from '../../messages/AdminMessages';
import { DisplayNames, shownName } from '../../messages/DisplayNames';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import type { ToastPresenter } from '../../toast/ToastPresenter';
import { Confirmation } from './Confirmation';
import { PagedList } from './PagedList';
import { ShipmentForm } from './ShipmentForm';

/**
 * The orders of a staff area (back office or sales desk): search, a status filter, the server's
 * pages, an order opened in detail, and the moves the server offers for it, each confirmed first.
 * The server names order lines in the language asked for, so both are read again after a switch.
 */
export class OrderBoard<Detail extends StaffOrderDetail> {
  search = '';
  status: OrderStatus | null = null;
  detail: Detail | null = null;
  detailLoading = false;
  detailError: string | null = null;
  moving = false;
  /** Open while staff say how the opened order leaves: Shipped needs its courier and tracking number. */
  shipping: ShipmentForm | null = null;
  readonly list = new PagedList<StaffOrderSummary>((page) => this.api.orders(this.filter, page));
  readonly confirmation = new Confirmation();
  readonly statuses = ORDER_STATUSES;
  private openedId: number | null = null;
  /** The latest reading of the opened order: an answer to an earlier one (another order, before a switch) is not shown. */
  private detailAsked = 0;
  /** Stops reading the orders again after a switch when the screen closes. */
  private stopRereading: () => void = () => {};

  constructor(
    private readonly api: StaffOrdersApi<Detail>,
    private readonly toasts: ToastPresenter,
    private readonly language: LanguagePresenter,
  ) {
    makePresenterObservable<OrderBoard<Detail>, 'openedId' | 'detailAsked' | 'stopRereading'>(this, arguments, {
      list: false,
      confirmation: false,
      statuses: false,
      detail: observableRef,
      shipping: observableRef,
      openedId: false,
      detailAsked: false,
      stopRereading: false,
    });
  }

  get filter(): OrderFilter {
    return { search: this.search, status: this.status };
  }

  /** The screen appeared: its orders are read now, and again, in place, after every switch of language until it closes. */
  opened(): Promise<void> {
    this.stopRereading();
    this.stopRereading = reaction(
      () => this.language.language,
      () => void this.readAgain(),
    );
    return this.list.reload();
  }

  closed(): void {
    this.stopRereading();
  }

  searchChanged(value: string): void {
    this.search = value;
  }

  searchSubmitted(): Promise<void> {
    return this.list.firstPage();
  }

  statusChosen(value: string | null): Promise<void> {
    this.status = isOrderStatus(value) ? value : null;
    return this.list.firstPage();
  }

  async orderOpened(id: number): Promise<void> {
    this.openedId = id;
    this.detail = null;
    this.detailError = null;
    this.detailLoading = true;
    await this.readDetail(id);
  }

  detailClosed(): void {
    this.detailAsked += 1;
    this.openedId = null;
    this.detail = null;
    this.detailError = null;
    this.detailLoading = false;
    this.shipping = null;
  }

  /** Asks first; cancelling a card-paid order says the card is then refunded from the order's refunds. */
  moveChosen(status: OrderStatus): void {
    const order = this.detail;
    if (!order || !order.nextStatuses.includes(status)) return;
    if (status === 'Shipped') {
      this.shipping = new ShipmentForm();
      return;
    }
    const cancelling = status === 'Cancelled';
    const message = cancelling
      ? [order.paid ? AdminMessages.orders.paidByCardWarning : null, AdminMessages.orders.confirmCancel(order.id)].filter(Boolean).join('. ')
      : AdminMessages.orders.confirmMove(order.id, DisplayNames.orderStatuses[status]);
    this.confirmation.ask({ title: AdminMessages.orders.updateStatus, message, confirmLabel: AdminMessages.orders.moveTo(DisplayNames.orderStatuses[status]), danger: cancelling }, () => this.move(order.id, status));
  }

  /** Ships the opened order once its courier and tracking number are complete; the form is the confirmation. */
  async shipSubmitted(): Promise<void> {
    const order = this.detail;
    const shipment = this.shipping?.submitted();
    if (!order || !shipment || this.moving) return;
    await this.move(order.id, 'Shipped', shipment);
  }

  shipCancelled(): void {
    this.shipping = null;
  }

  private async move(id: number, status: OrderStatus, shipment?: Shipment): Promise<void> {
    this.moving = true;
    const answer = await this.api.changeStatus(id, status, shipment);
    await this.moved(id, answer);
  }

  private async moved(id: number, answer: ApiResult<StatusChange>): Promise<void> {
    this.moving = false;
    if (answer.ok) this.shipping = null;
    if (!answer.ok) {
      this.toasts.error(answer.error.message);
    } else {
      const change = answer.value;
      if (change.refundDue) this.toasts.info(AdminMessages.orders.refundDue(id));
      else if (change.changed) this.toasts.success(AdminMessages.orders.moved(id, shownName(DisplayNames.orderStatuses, change.status)));
      else this.toasts.info(AdminMessages.orders.unchanged(id, shownName(DisplayNames.orderStatuses, change.status)));
    }
    // Either way the order may have changed (or been changed by someone else): show it as it is now.
    await Promise.all([this.list.reload(), this.openedId === id ? this.orderOpened(id) : Promise.resolve()]);
  }

  /** Something done to the opened order beside its status (a refund): the page and the order are read again, what is shown staying meanwhile. */
  openedOrderChanged(): Promise<void> {
    return this.readAgain();
  }

  /** The page and the opened order read again, what is shown staying until the answers come. */
  private async readAgain(): Promise<void> {
    const id = this.openedId;
    await Promise.all([this.list.reload(), id === null ? Promise.resolve() : this.readDetail(id)]);
  }

  private async readDetail(id: number): Promise<void> {
    const asked = ++this.detailAsked;
    const answer = await this.api.order(id);
    this.detailAnswered(asked, answer);
  }

  private detailAnswered(asked: number, answer: ApiResult<Detail>): void {
    if (asked !== this.detailAsked) return;
    this.detailLoading = false;
    if (answer.ok) this.detail = answer.value;
    else this.detailError = answer.error.message;
  }
}
