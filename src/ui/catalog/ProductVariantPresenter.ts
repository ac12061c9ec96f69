import { inject, injectable } from 'inversify';
import { observableRef } from 'mobx';
import { CheckVariantStock, type VariantStockRefusal } from '../../application/catalog/CheckVariantStock';
import type { Product } from '../../application/catalog/Product';
import type { StockAlertTarget } from '../../application/stock-alerts/StockAlertApi';
import { isOutOfStock } from '@tiara/domain/catalog-query';
import type { CartItem } from '@tiara/domain/cart';
import type { Result } from '@tiara/domain/result';
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
import { variantNamesEn } from '../../locales/shared/en/variantNamesEn';
import { CatalogMessages } from '../messages/CatalogMessages';
import { VariantMessages } from '../messages/VariantMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';

export interface SideChoice {
  readonly side: number;
  readonly label: string;
}

/**
 * What the person chooses on the product page and whether it is in stock: the variant selectors
 * (SPEC §4/§5: side then size, or option), the stock the page shows, and the live stock check of
 * the chosen variant before it goes to the cart, whose refusal shows beside Add to Cart. The page
 * shows it each product it loads (`show`) and clears it when another is opened (`clear`).
 */
@injectable()
export class ProductVariantPresenter {
  product: Product | null = null;
  selection: VariantSelection = EMPTY_SELECTION;
  checkingStock = false;
  /** Why the selection could not go to the cart, worded by `variantMessage`. */
  private variantRefusal: VariantStockRefusal | null = null;

  constructor(@inject(CheckVariantStock) private readonly checkVariantStock: CheckVariantStock) {
    makePresenterObservable<ProductVariantPresenter>(this, arguments, { product: observableRef, selection: observableRef });
  }

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
  get options(): (OptionChoice & { readonly label: string })[] {
    if (this.variantMode !== 'option-only') return [];
    return optionsOf(this.variants).map((choice) => {
      const label = VariantMessages.option(choice.option);
      return { ...choice, label: choice.outOfStock ? `${label} (${CatalogMessages.outOfStock})` : label };
    });
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
   * Nothing of what the page shows can be bought: a plain product, or the chosen variant, out of
   * stock, or a variant product none of whose variants is chosen and none has stock. A variant
   * product still in stock with no variant chosen is not: Add to Cart asks for a valid choice (SPEC §5).
   */
  get soldOut(): boolean {
    if (!this.product) return false;
    if (!this.product.isVariant) return !this.inStock;
    const variant = this.selectedVariant;
    return isOutOfStock(variant ? variant.quantity : this.product.quantity);
  }

  /**
   * What the notify-me button waits for when the page shows nothing to buy: the product, or the
   * chosen variant of a variant product; the whole product while no variant is chosen.
   */
  get notifyTarget(): StockAlertTarget | null {
    if (!this.product || !this.soldOut) return null;
    return { productId: this.product.id, variantId: this.selectedVariant?.id ?? null };
  }

  get stockLabel(): string {
    return this.inStock ? CatalogMessages.inStock(this.stock) : CatalogMessages.outOfStock;
  }

  /** The product the page now shows, its first available variant chosen. */
  show(product: Product): void {
    this.product = product;
    this.selection = initialSelection(this.variants);
  }

  /** Another product is being opened: nothing of this one is chosen any more. */
  clear(): void {
    this.product = null;
    this.selection = EMPTY_SELECTION;
    this.variantRefusal = null;
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

  /** A refusal no longer stands once the quantity changes or Add to Cart is tried again. */
  dismissRefusal(): void {
    this.variantRefusal = null;
  }

  /**
   * SPEC §5: the live stock of the chosen variant decides whether `quantity` of it may go to the
   * cart. The cart item to add, or null when it may not (the refusal shows) or the person has
   * moved on to another product meanwhile.
   */
  async checkStock(quantity: number): Promise<CartItem | null> {
    const product = this.product;
    if (!product) return null;
    this.checkingStock = true;
    return this.variantStockChecked(product, await this.checkVariantStock.execute({ product, selection: this.selection, quantity, names: variantNamesEn }));
  }

  variantStockChecked(product: Product, checked: Result<CartItem, VariantStockRefusal>): CartItem | null {
    this.checkingStock = false;
    // The person may have moved on to another product while the stock was read.
    if (product !== this.product) return null;
    if (!checked.ok) {
      this.variantRefusal = checked.error;
      return null;
    }
    return checked.value;
  }
}
