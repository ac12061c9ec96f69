import type { Product } from '../../application/catalog/Product';
import { isOutOfStock, quantityWithinStock, sellingPrice } from '@tiara/domain/catalog-query';
import { shownPrice } from '../i18n/shownPrice';
import { CatalogListMessages } from '../messages/CatalogListMessages';
import { CatalogMessages } from '../messages/CatalogMessages';
import { ShopPaths } from '../routing/ShopPaths';

export type ProductCardAction = 'add-to-cart' | 'view-options' | 'unavailable';

/** What one product card shows. */
export interface ProductCard {
  readonly product: Product;
  readonly href: string;
  readonly price: string;
  /** The list price, struck through, when a discount applies. */
  readonly originalPrice: string | null;
  readonly outOfStock: boolean;
  /** "12 in stock" for a plain product; a variant product's stock is its options', so only "In stock"; OUT OF STOCK when none is left. */
  readonly stockLabel: string;
  readonly action: ProductCardAction;
  /** How many Add to Cart puts in the cart: picked on the card, from 1 up to the stock. */
  readonly quantity: number;
  readonly canDecreaseQuantity: boolean;
  readonly canIncreaseQuantity: boolean;
}

function stockLabelOf(product: Product, outOfStock: boolean): string {
  if (outOfStock) return CatalogMessages.outOfStockBadge;
  return product.isVariant ? CatalogListMessages.inStock : CatalogListMessages.inStockCount(product.quantity);
}

/**
 * What a product's tile shows (SPEC §2 Product list): OUT OF STOCK, View Options for variants,
 * else Add to Cart of the quantity `picked` on the card.
 */
export function productCardOf(product: Product, picked = 1): ProductCard {
  const outOfStock = isOutOfStock(product.quantity);
  const action = outOfStock ? 'unavailable' : product.isVariant ? 'view-options' : 'add-to-cart';
  const quantity = quantityWithinStock(picked, product.quantity);
  return {
    product,
    href: ShopPaths.product(product.id),
    price: shownPrice(sellingPrice(product)),
    originalPrice: product.discount > 0 ? shownPrice(product.price) : null,
    outOfStock,
    stockLabel: stockLabelOf(product, outOfStock),
    action,
    quantity,
    canDecreaseQuantity: action === 'add-to-cart' && quantity > 1,
    canIncreaseQuantity: action === 'add-to-cart' && quantity < product.quantity,
  };
}
