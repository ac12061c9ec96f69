import { inject, injectable } from 'inversify';
import { observableRef } from 'mobx';
import { OrderAgain, type OrderAgainLine, type OrderAgainResult } from '../../application/order-again/OrderAgain';
import type { ApiFailure } from '../../application/shared/ApiResult';
import { Navigator } from '../../application/shared/Navigator';
import type { Result } from '@tiara/domain/result';
import { variantNamesEn } from '../../locales/shared/en/variantNamesEn';
import { CartPresenter } from '../cart/CartPresenter';
import { OrderAgainMessages } from '../messages/OrderAgainMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { ShopPaths } from '../routing/ShopPaths';
import { ToastPresenter } from '../toast/ToastPresenter';

const texts = OrderAgainMessages;

/**
 * One "Order again" button: a click puts the order's items back into the cart at today's prices
 * and stock, then a small window says what was added and names what was cut down or left out,
 * with a way to the cart. A failure to ask the catalogue adds nothing and says why.
 */
@injectable()
export class OrderAgainPresenter {
  working = false;
  /** What the last click did, shown until the window is closed. */
  outcome: OrderAgainResult | null = null;

  constructor(
    @inject(OrderAgain) private readonly orderAgain: OrderAgain,
    @inject(CartPresenter) private readonly cart: CartPresenter,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
    @inject(Navigator) private readonly navigator: Navigator,
  ) {
    makePresenterObservable(this, arguments, { outcome: observableRef });
  }

  get isOpen(): boolean {
    return this.outcome !== null;
  }

  get title(): string {
    return this.addedCount > 0 ? texts.addedTitle : texts.nothingAddedTitle;
  }

  /** Units added, as the cart's badge counts them. */
  get addedCount(): number {
    const outcome = this.outcome;
    if (outcome === null) return 0;
    return [...outcome.added, ...outcome.reduced].reduce((sum, entry) => sum + entry.quantity, 0);
  }

  get addedText(): string | null {
    return this.addedCount > 0 ? texts.addedCount(this.addedCount) : null;
  }

  /** Each line cut down or left out, by the name it was bought under. */
  get notes(): readonly string[] {
    const outcome = this.outcome;
    if (outcome === null) return [];
    return [
      ...outcome.reduced.map(({ line, quantity, requested }) => texts.reduced(line.name, quantity, requested)),
      ...outcome.unavailable.map(({ line, reason }) => texts.unavailable[reason](line.name)),
    ];
  }

  clicked(lines: readonly OrderAgainLine[]): void {
    if (this.working) return;
    this.working = true;
    void this.orderAgain.execute({ lines, currentCart: () => this.cart.cart, names: variantNamesEn }).then(this.finished);
  }

  goToCartClicked(): void {
    this.outcome = null;
    this.navigator.go(ShopPaths.cart);
  }

  closed(): void {
    this.outcome = null;
  }

  private finished(result: Result<OrderAgainResult, ApiFailure>): void {
    this.working = false;
    if (!result.ok) {
      this.toasts.error(result.error.message);
      return;
    }
    for (const { item, quantity } of result.value.additions) this.cart.addClicked(item, quantity);
    this.outcome = result.value;
  }
}
