import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import { CatalogApi } from '../../application/catalog/CatalogApi';
import { productCartItem } from '../../application/catalog/CatalogCartItems';
import { CheckVariantStock, type VariantStockRefusal } from '../../application/catalog/CheckVariantStock';
import type { Product } from '../../application/catalog/Product';
import type { ApiResult } from '../../application/shared/ApiResult';
import type { StockAlertTarget } from '../../application/stock-alerts/StockAlertApi';
import { CATEGORIES, isOutOfStock, sellingPrice } from '@tiara/domain/catalog-query';
import { CategoryNames } from '../messages/CategoryNames';
import type { CartItem } from '@tiara/domain/cart';
import type { Result } from '@tiara/domain/result';
import { isValidDate } from '@tiara/domain/time-text';
import {
  EMPTY_SELECTION,
  type OptionChoice,
  type SizeChoice,
  type Variant,
  type VariantMode,
  type VariantSelection,
  initialSelection,
  matchVariant,
  optionsOf,
  selectOption,
  selectSide,
  selectSize,
  sidesOf,
  sizesFor,
  variantModeOf,
} from '@tiara/domain/variant-selector';
import { shortDateText } from '../../locales/format/dateTexts';
import { CartPresenter } from '../cart/CartPresenter';
import { shownLanguage } from '../i18n/localized';
import { shownPrice } from '../i18n/shownPrice';
import { CatalogMessages } from '../messages/CatalogMessages';
import { VariantMessages } from '../messages/VariantMessages';
import { ToastPresenter } from '../toast/ToastPresenter';
import { announceCartOutcome } from './announceCartOutcome';

export type ProductDetailStatus = 'loading' | 'ready' | 'not-found' | 'failed';

export interface SideChoice {
  readonly side: number;
  readonly label: string;
}

export interface ReviewView {
  readonly id: number;
  readonly rating: number;
  readonly user: string;
  readonly date: string;
  readonly comment: string;
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

/** The product detail page (/products/{id}): the product, its variant selectors and Add to Cart. */
@injectable()
export class ProductDetailPresenter {
  status: ProductDetailStatus = 'loading';
  product: Product | null = null;
  selection: VariantSelection = EMPTY_SELECTION;
  quantity = 1;
  /** Why the selection could not go to the cart, worded by `variantMessage`. */
  private variantRefusal: VariantStockRefusal | null = null;
  /** Why the product could not be loaded, for the failure state. */
  loadFailure: string | null = null;
  checkingStock = false;

  private productId: number | null = null;
  private request = 0;
  private readonly api: CatalogApi;
  private readonly checkVariantStock: CheckVariantStock;
  private readonly cart: CartPresenter;
  private readonly toasts: ToastPresenter;

  constructor(
    @inject(CatalogApi) api: CatalogApi,
    @inject(CheckVariantStock) checkVariantStock: CheckVariantStock,
    @inject(CartPresenter) cart: CartPresenter,
    @inject(ToastPresenter) toasts: ToastPresenter,
  ) {
    this.api = api;
    this.checkVariantStock = checkVariantStock;
    this.cart = cart;
    this.toasts = toasts;
    makeAutoObservable<ProductDetailPresenter, 'productId' | 'request' | 'api' | 'checkVariantStock' | 'cart' | 'toasts'>(
      this,
      { product: observableRef, selection: observableRef, productId: false, request: false, api: false, checkVariantStock: false, cart: false, toasts: false },
      { autoBind: true },
    );
  }

  // ---- What the page shows

  /** SPEC §8: the variant messages show inline, beside the Add to Cart button, in the shown language. */
  get variantMessage(): string | null {
    const refusal = this.variantRefusal;
    if (refusal === null) return null;
    return 'message' in refusal ? refusal.message : VariantMessages.problems[refusal.code];
  }

  get variants(): readonly Variant[] {
    return this.product?.isVariant ? this.product.variants : [];
  }

  get variantMode(): VariantMode | null {
    return this.product?.isVariant ? variantModeOf(this.variants) : null;
  }

  get sides(): SideChoice[] {
    return this.variantMode === 'side-size' ? sidesOf(this.variants).map((side) => ({ side, label: VariantMessages.side(side) })) : [];
  }

  /** The sizes on offer, each labelled in the shown language ('4 (Out of Stock)' when it cannot be chosen). */
  get sizes(): (SizeChoice & { readonly label: string })[] {
    const side = this.variantMode === 'side-size' ? this.selection.side : null;
    if (this.variantMode !== 'side-size' && this.variantMode !== 'size-only') return [];
    return sizesFor(this.variants, side).map((choice) => ({ ...choice, label: VariantMessages.sizeLabel(choice.size, choice.outOfStock) }));
  }

  /** Out-of-stock options are disabled and say so, like sizes. */
  get options(): OptionChoice[] {
    if (this.variantMode !== 'option-only') return [];
    return optionsOf(this.variants).map((choice) => (choice.outOfStock ? { ...choice, label: `${choice.label} (${CatalogMessages.outOfStock})` } : choice));
  }

  get selectedVariant(): Variant | undefined {
    return matchVariant(this.variants, this.selection);
  }

  /** The stock the page shows: the selected variant's for a variant product, else the product's. */
  get stock(): number {
    if (!this.product) return 0;
    if (!this.product.isVariant) return this.product.quantity;
    return this.selectedVariant?.quantity ?? 0;
  }

  get inStock(): boolean {
    return !isOutOfStock(this.stock);
  }

  /**
   * What the notify-me button waits for when the page shows no stock: the product, or the chosen
   * variant of a variant product; the whole product while no variant is chosen and none has stock.
   */
  get notifyTarget(): StockAlertTarget | null {
    if (!this.product || this.inStock) return null;
    if (!this.product.isVariant) return { productId: this.product.id, variantId: null };
    const variant = this.selectedVariant;
    if (variant) return { productId: this.product.id, variantId: variant.id };
    return isOutOfStock(this.product.quantity) ? { productId: this.product.id, variantId: null } : null;
  }

  get stockLabel(): string {
    return this.inStock ? CatalogMessages.inStock(this.stock) : CatalogMessages.outOfStock;
  }

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
   * A plain product out of stock cannot be added. A variant product always may try: the live
   * check decides and says why not (SPEC §5).
   */
  get canAddToCart(): boolean {
    if (!this.product || this.checkingStock) return false;
    return this.product.isVariant || this.inStock;
  }

  get canDecreaseQuantity(): boolean {
    return this.quantity > 1;
  }

  get cartItemCount(): string {
    return CatalogMessages.cartItems(this.cart.itemCount);
  }

  get cartSubtotal(): string {
    return shownPrice(this.cart.subtotal);
  }

  // ---- What the person did

  /** The route's id parameter, on arrival and whenever it changes. */
  opened(idText: string | undefined): void {
    const id = productIdFrom(idText);
    this.productId = id;
    this.product = null;
    this.selection = EMPTY_SELECTION;
    this.quantity = 1;
    this.variantRefusal = null;
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

  sideSelected(side: number): void {
    this.selection = selectSide(this.variants, this.selection, side);
    this.variantRefusal = null;
  }

  sizeSelected(size: string): void {
    this.selection = selectSize(this.variants, this.selection, size);
    this.variantRefusal = null;
  }

  optionSelected(option: number): void {
    this.selection = selectOption(this.variants, this.selection, option);
    this.variantRefusal = null;
  }

  /** SPEC §5: the quantity has a minimum of 1 and no maximum; anything else typed reads as 1. */
  quantityChanged(value: number | string): void {
    const quantity = typeof value === 'number' ? value : Number(value);
    this.quantity = Number.isSafeInteger(quantity) && quantity >= 1 ? quantity : 1;
    this.variantRefusal = null;
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
    this.variantRefusal = null;
    if (!product.isVariant) {
      announceCartOutcome(this.toasts, this.cart.addClicked(productCartItem(product), this.quantity));
      return;
    }
    this.checkingStock = true;
    const checked = await this.checkVariantStock.execute({ product, selection: this.selection, quantity: this.quantity });
    this.variantStockChecked(product, checked);
  }

  // ---- What arrived

  variantStockChecked(product: Product, checked: Result<CartItem, VariantStockRefusal>): void {
    this.checkingStock = false;
    // The person may have moved on to another product while the stock was read.
    if (product !== this.product) return;
    if (!checked.ok) {
      this.variantRefusal = checked.error;
      return;
    }
    announceCartOutcome(this.toasts, this.cart.addClicked(checked.value, this.quantity));
  }

  productArrived(request: number, result: ApiResult<Product>): void {
    if (request !== this.request) return;
    if (result.ok && result.value.isActive) {
      this.product = result.value;
      this.selection = initialSelection(this.variants);
      this.status = 'ready';
    } else if (result.ok || result.error.kind === 'not-found') {
      this.status = 'not-found';
    } else {
      this.loadFailure = result.error.message;
      this.status = 'failed';
    }
  }

  private load(id: number): void {
    const request = ++this.request;
    this.status = 'loading';
    this.loadFailure = null;
    void this.api.product(id).then((result) => this.productArrived(request, result));
  }
}
