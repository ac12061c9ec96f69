import { inject, injectable } from 'inversify';
import { observableRef } from 'mobx';
import { CatalogApi } from '../../application/catalog/CatalogApi';
import { productCartItem } from '../../application/catalog/CatalogCartItems';
import type { Product } from '../../application/catalog/Product';
import type { ApiResult } from '../../application/shared/ApiResult';
import { whenAnswered } from '../../application/shared/settledAnswers';
import { CATEGORIES, sellingPrice } from '@tiara/domain/catalog-query';
import type { CartItem } from '@tiara/domain/cart';
import { isValidDate } from '@tiara/domain/time-text';
import { shortDateText } from '../../locales/format/dateTexts';
import { CartPresenter } from '../cart/CartPresenter';
import { shownLanguage } from '../i18n/localized';
import { shownPrice } from '../i18n/shownPrice';
import { CatalogMessages } from '../messages/CatalogMessages';
import { CategoryNames } from '../messages/CategoryNames';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { ToastPresenter } from '../toast/ToastPresenter';
import { announceCartOutcome } from './announceCartOutcome';
import { ProductVariantPresenter } from './ProductVariantPresenter';

export type ProductDetailStatus = 'loading' | 'ready' | 'not-found' | 'failed';

export interface ReviewView {
  readonly id: number;
  readonly rating: number;
  readonly user: string;
  readonly date: string;
  readonly comment: string;
}

export interface CartSummaryTexts {
  readonly itemCount: string;
  readonly subtotal: string;
}

export interface Crumb {
  readonly label: string;
  /** Null for the page itself. */
  readonly href: string | null;
}

function productIdFrom(text: string | undefined): number | null {
  if (text === undefined || !/^\d{1,9}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 ? id : null;
}

function reviewDate(text: string): string {
  const date = new Date(text);
  return isValidDate(date) ? shortDateText(date, shownLanguage()) : text;
}

/**
 * The product detail page (/products/{id}): the product, loaded from the route's id, its reviews
 * and breadcrumb, the quantity and Add to Cart. What the person chooses of the product, and its
 * stock, is `variant`'s, which is shown each product the page loads.
 */
@injectable()
export class ProductDetailPresenter {
  status: ProductDetailStatus = 'loading';
  product: Product | null = null;
  quantity = 1;
  /** Why the product could not be loaded, for the failure state. */
  loadFailure: string | null = null;

  private productId: number | null = null;
  private request = 0;

  constructor(
    @inject(ProductVariantPresenter) readonly variant: ProductVariantPresenter,
    @inject(CatalogApi) private readonly api: CatalogApi,
    @inject(CartPresenter) private readonly cart: CartPresenter,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
  ) {
    makePresenterObservable<ProductDetailPresenter, 'productId' | 'request'>(this, arguments, { product: observableRef, productId: false, request: false });
  }

  // ---- What the page shows

  get price(): string {
    return this.product ? shownPrice(sellingPrice(this.product)) : '';
  }

  /** The list price, struck through, when a discount applies. */
  get originalPrice(): string | null {
    return this.product && this.product.discount > 0 ? shownPrice(this.product.price) : null;
  }

  get reviewsCount(): string {
    return CatalogMessages.reviewsCount(this.product?.reviewsCount ?? 0);
  }

  get reviews(): ReviewView[] {
    return (this.product?.reviews ?? []).map((review) => ({ ...review, date: reviewDate(review.date) }));
  }

  get breadcrumbs(): Crumb[] {
    const crumbs: Crumb[] = [
      { label: CatalogMessages.home, href: '/' },
      { label: CatalogMessages.products, href: '/products' },
    ];
    if (!this.product) return crumbs;
    const known = CATEGORIES.find((candidate) => candidate.id === this.product?.categoryId);
    const category = this.product.categoryName || (known ? CategoryNames[known.id] : undefined);
    if (category) crumbs.push({ label: category, href: `/products?category=${this.product.categoryId}` });
    crumbs.push({ label: this.product.name, href: null });
    return crumbs;
  }

  /**
   * Nothing sold out can be added: a plain product or a chosen variant without stock. Otherwise a
   * variant product may always try: the live check decides and says why not (SPEC §5).
   */
  get canAddToCart(): boolean {
    return this.canChangeQuantity && !this.variant.checkingStock;
  }

  /** Add to Cart, or what the page has none of. */
  get addToCartLabel(): string {
    return this.variant.soldOut ? CatalogMessages.outOfStock : CatalogMessages.addToCart;
  }

  /** The quantity stepper rests while nothing shown can be bought. */
  get canChangeQuantity(): boolean {
    return this.product !== null && !this.variant.soldOut;
  }

  get canDecreaseQuantity(): boolean {
    return this.canChangeQuantity && this.quantity > 1;
  }

  /** The cart beside the product: how many items it holds, and their subtotal. */
  get cartSummary(): CartSummaryTexts {
    return { itemCount: CatalogMessages.cartItems(this.cart.itemCount), subtotal: shownPrice(this.cart.subtotal) };
  }

  /** An empty cart's: what the server draws for a guest, shown until the page has hydrated. */
  get emptyCartSummary(): CartSummaryTexts {
    return { itemCount: CatalogMessages.cartItems(0), subtotal: shownPrice(0) };
  }

  // ---- What the person did

  /** The route's id parameter, on arrival and whenever it changes. */
  opened(idText: string | undefined): void {
    const id = productIdFrom(idText);
    this.productId = id;
    this.product = null;
    this.variant.clear();
    this.quantity = 1;
    this.loadFailure = null;
    if (id === null) {
      this.request += 1;
      this.status = 'not-found';
      return;
    }
    this.load(id);
  }

  retryClicked(): void {
    if (this.productId !== null) this.load(this.productId);
  }

  /** SPEC §5: the quantity has a minimum of 1 and no maximum; anything else typed reads as 1. */
  quantityChanged(value: number | string): void {
    if (!this.canChangeQuantity) return;
    const quantity = typeof value === 'number' ? value : Number(value);
    this.quantity = Number.isSafeInteger(quantity) && quantity >= 1 ? quantity : 1;
    this.variant.dismissRefusal();
  }

  quantityIncreased(): void {
    this.quantityChanged(this.quantity + 1);
  }

  quantityDecreased(): void {
    this.quantityChanged(Math.max(1, this.quantity - 1));
  }

  async addToCartClicked(): Promise<void> {
    const product = this.product;
    if (!product || !this.canAddToCart) return;
    this.variant.dismissRefusal();
    if (!product.isVariant) {
      this.added(productCartItem(product));
      return;
    }
    const item = await this.variant.checkStock(this.quantity);
    if (item) this.added(item);
  }

  // ---- What arrived

  productArrived(request: number, result: ApiResult<Product>): void {
    if (request !== this.request) return;
    if (result.ok && result.value.isActive) {
      this.product = result.value;
      this.variant.show(result.value);
      this.status = 'ready';
    } else if (result.ok || result.error.kind === 'not-found') {
      this.status = 'not-found';
    } else {
      this.loadFailure = result.error.message;
      this.status = 'failed';
    }
  }

  /** The quantity chosen (as it is when the item is ready) goes to the cart, and the toast says how it went. */
  private added(item: CartItem): void {
    announceCartOutcome(this.toasts, this.cart.addClicked(item, this.quantity));
  }

  private load(id: number): void {
    const request = ++this.request;
    this.status = 'loading';
    this.loadFailure = null;
    // The answer the page arrived with is taken in at once: the page's first render shows the product (hydration).
    whenAnswered(this.api.product(id), (result) => this.productArrived(request, result));
  }
}
