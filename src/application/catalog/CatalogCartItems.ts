import type { CartItem } from '@tiara/domain/cart';
import { type Variant, type VariantNames, variantCartName } from '@tiara/domain/variant-selector';
import { sellingPrice } from '@tiara/domain/catalog-query';
import type { Product } from './Product';

/**
 * A plain product as the cart takes it. No sku: the list's and the detail page's Add to Cart must
 * land on the same line (the cart keys lines by id and sku).
 */
export function productCartItem(product: Product): CartItem {
  return { id: product.id, name: product.name, price: sellingPrice(product), image: product.imageUrl, stock: product.quantity };
}

/**
 * One variant of a product as the cart takes it: a line of its own (keyed by the variant's sku),
 * named after its side, size or option in the catalogue's names, with the stock the live check just read.
 */
export function variantCartItem(product: Product, variant: Variant, liveStock: number, names: VariantNames): CartItem {
  return {
    id: product.id,
    name: variantCartName(product.name, variant, names),
    price: sellingPrice(product),
    image: product.imageUrl,
    stock: liveStock,
    sku: variant.sku,
    ...(variant.side === null ? {} : { side: variant.side }),
    ...(variant.size === null ? {} : { size: variant.size }),
    ...(variant.option === null ? {} : { option: variant.option }),
  };
}
