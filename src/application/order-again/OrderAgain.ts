import { inject, injectable } from 'inversify';
import type { Cart, CartItem } from '@tiara/domain/cart';
import { type OrderAgainAddition, type OrderAgainLine, type OrderAgainRefusal, orderAgain } from '@tiara/domain/order-again';
import { type Result, fail, ok } from '@tiara/domain/result';
import type { VariantNames } from '@tiara/domain/variant-selector';
import { CatalogApi } from '../catalog/CatalogApi';
import { productCartItem, variantCartItem } from '../catalog/CatalogCartItems';
import type { PastOrderItem } from '../account/OrderHistoryApi';
import type { ApiFailure } from '../shared/ApiResult';

export type { OrderAgainLine, OrderAgainRefusal } from '@tiara/domain/order-again';
export { canOrderAgain } from '@tiara/domain/order-again';

/** The lines of an earlier order to order again; an item its backend did not identify cannot be. */
export function orderAgainLinesOf(items: readonly PastOrderItem[]): OrderAgainLine[] {
  return items.flatMap((item) =>
    item.productId === null || item.kind === null ? [] : [{ productId: item.productId, variantId: item.variantId, kind: item.kind, name: item.name, quantity: item.quantity }],
  );
}

export interface OrderAgainRequest {
  readonly lines: readonly OrderAgainLine[];
  /** Read once today's catalogue has answered, so the stock limits count what the cart holds then. */
  readonly currentCart: () => Cart;
  /** The names a variant's cart line is stored under until the cart names it afresh in the reader's language: the catalogue's (src/locales/shared/en/variantNamesEn.ts). */
  readonly names: VariantNames;
}

export interface OrderAgainResult {
  /** To add to the cart, in order; what the report below says was added. */
  readonly additions: readonly OrderAgainAddition[];
  readonly added: readonly { readonly line: OrderAgainLine; readonly quantity: number }[];
  readonly reduced: readonly { readonly line: OrderAgainLine; readonly quantity: number; readonly requested: number }[];
  readonly unavailable: readonly { readonly line: OrderAgainLine; readonly reason: OrderAgainRefusal }[];
}

/**
 * "Order again": an earlier order's items back into the cart at today's prices and stock. Each
 * product is read again (and a variant's stock re-read live, as before any variant goes into the
 * cart, SPEC §5); what is no longer sold, out of stock or only partly in stock is reported by
 * name. A call the catalogue cannot answer (other than "no such product") fails the whole, so
 * nothing is added on a guess.
 */
@injectable()
export class OrderAgain {
  private readonly catalog: CatalogApi;

  constructor(@inject(CatalogApi) catalog: CatalogApi) {
    this.catalog = catalog;
  }

  async execute({ lines, currentCart, names }: OrderAgainRequest): Promise<Result<OrderAgainResult, ApiFailure>> {
    const products = new Map<number, ReturnType<CatalogApi['product']>>();
    const productOf = (id: number) => {
      let answer = products.get(id);
      if (!answer) products.set(id, (answer = this.catalog.product(id)));
      return answer;
    };
    const answers = await Promise.all(lines.map((line) => (line.kind === 'product' ? this.todaysItem(line, productOf, names) : ok(null))));
    const todays: (CartItem | null)[] = [];
    for (const answer of answers) {
      if (!answer.ok) return answer;
      todays.push(answer.value);
    }

    const plan = orderAgain(
      currentCart(),
      lines.map((line, index) => ({ line, today: todays[index] ?? null })),
    );
    const result: { added: OrderAgainResult['added'][number][]; reduced: OrderAgainResult['reduced'][number][]; unavailable: OrderAgainResult['unavailable'][number][] } = {
      added: [],
      reduced: [],
      unavailable: [],
    };
    plan.outcomes.forEach((outcome, index) => {
      const line = lines[index] as OrderAgainLine;
      if (outcome.status === 'added') result.added.push({ line, quantity: outcome.quantity });
      else if (outcome.status === 'reduced') result.reduced.push({ line, quantity: outcome.quantity, requested: outcome.requested });
      else result.unavailable.push({ line, reason: outcome.reason });
    });
    return ok({ additions: plan.additions, ...result });
  }

  /** The cart item the catalogue offers today for the line, null when it no longer sells it. */
  private async todaysItem(line: OrderAgainLine, productOf: (id: number) => ReturnType<CatalogApi['product']>, names: VariantNames): Promise<Result<CartItem | null, ApiFailure>> {
    const answer = await productOf(line.productId);
    if (!answer.ok) return answer.error.kind === 'not-found' ? ok(null) : answer;
    const product = answer.value;
    if (!product.isActive) return ok(null);
    if (line.variantId === null) return ok(product.isVariant ? null : productCartItem(product));

    const variant = product.isVariant ? product.variants.find((candidate) => candidate.id === line.variantId) : undefined;
    if (!variant) return ok(null);
    const live = await this.catalog.variantStock(product.id, { side: variant.side, size: variant.size, option: variant.option });
    if (!live.ok) return live.error.kind === 'not-found' ? ok(null) : fail(live.error);
    return ok(variantCartItem(product, variant, live.value, names));
  }
}
