import { inject, injectable } from 'inversify';
import type { CartItem } from '@tiara/domain/cart';
import { fail, ok, type Result } from '@tiara/domain/result';
import { type VariantNames, type VariantProblem, type VariantSelection, checkVariantStock, requireVariant } from '@tiara/domain/variant-selector';
import { CatalogApi } from './CatalogApi';
import { variantCartItem } from './CatalogCartItems';
import type { Product } from './Product';

/** A rule's problem, which the page words, or the stock call's own failure, already worded. */
export type VariantStockRefusal = { readonly code: VariantProblem } | { readonly code: string; readonly message: string };

export interface VariantStockRequest {
  readonly product: Product;
  readonly selection: VariantSelection;
  readonly quantity: number;
  /** The names the variant's cart line is stored and ordered under: the catalogue's (src/locales/shared/en/variantNamesEn.ts). */
  readonly names: VariantNames;
}

/**
 * SPEC §5: before a variant goes into the cart, the selection must name a variant and that
 * variant's stock is read again from the server, because the figure loaded with the page may be
 * stale. Gives the cart item to add (carrying the live stock) or why not.
 */
@injectable()
export class CheckVariantStock {
  private readonly api: CatalogApi;

  constructor(@inject(CatalogApi) api: CatalogApi) {
    this.api = api;
  }

  async execute({ product, selection, quantity, names }: VariantStockRequest): Promise<Result<CartItem, VariantStockRefusal>> {
    const variant = requireVariant(product.variants, selection);
    if (!variant.ok) return variant;

    const live = await this.api.variantStock(product.id, selection);
    if (!live.ok) {
      // The server knowing no such variant is the same mistake as a combination that does not exist.
      if (live.error.kind === 'not-found') return fail({ code: 'invalid-combination' });
      return fail({ code: live.error.code, message: live.error.message });
    }

    const enough = checkVariantStock(live.value, quantity);
    if (!enough.ok) return enough;
    return ok(variantCartItem(product, variant.value, live.value, names));
  }
}
