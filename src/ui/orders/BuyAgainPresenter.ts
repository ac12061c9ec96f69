import { inject, injectable } from 'inversify';
import { observableRef } from 'mobx';
import { productCartItem } from '../../application/catalog/CatalogCartItems';
import type { Product } from '../../application/catalog/Product';
import { type BuyAgainError, LoadBuyAgain } from '../../application/order-again/LoadBuyAgain';
import type { Result } from '@tiara/domain/result';
import { CartPresenter } from '../cart/CartPresenter';
import { announceCartOutcome } from '../catalog/announceCartOutcome';
import { type ProductCard, productCardOf } from '../catalog/productCard';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { ToastPresenter } from '../toast/ToastPresenter';

/**
 * The "Buy again" strip of the home and account pages: the products the signed-in customer orders
 * most, each as the product list's tile. Shown only when there is something to show: a visitor,
 * a customer without orders or a failed load leaves no trace on the page.
 */
@injectable()
export class BuyAgainPresenter {
  products: readonly Product[] = [];
  private started = false;

  constructor(
    @inject(LoadBuyAgain) private readonly load: LoadBuyAgain,
    @inject(CartPresenter) private readonly cart: CartPresenter,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
  ) {
    makePresenterObservable<BuyAgainPresenter, 'started'>(this, arguments, { products: observableRef, started: false });
  }

  get isShown(): boolean {
    return this.products.length > 0;
  }

  /** Computed, so that prices follow a switch of language. */
  get cards(): ProductCard[] {
    return this.products.map(productCardOf);
  }

  opened(): void {
    if (this.started) return;
    this.started = true;
    void this.load.execute().then(this.loaded);
  }

  addToCartClicked(product: Product): void {
    announceCartOutcome(this.toasts, this.cart.addClicked(productCartItem(product), 1));
  }

  private loaded(result: Result<readonly Product[], BuyAgainError>): void {
    this.products = result.ok ? result.value : [];
  }
}
