import type { Product } from '../../application/catalog/Product';
import { isOutOfStock, sellingPrice } from '@tiara/domain/catalog-query';
import { shownPrice } from '../i18n/shownPrice';
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
  readonly action: ProductCardAction;
}

/** What a product's tile shows (SPEC §2 Product list): OUT OF STOCK, View Options for variants, else Add to Cart. */
export function productCardOf(product: Product): ProductCard {
  const outOfStock = isOutOfStock(product.quantity);
  return {
    product,
    href: ShopPaths.product(product.id),
    price: shownPrice(sellingPrice(product)),
    originalPrice: product.discount > 0 ? shownPrice(product.price) : null,
    outOfStock,
    action: outOfStock ? 'unavailable' : product.isVariant ? 'view-options' : 'add-to-cart',
  };
}
