import { inject, injectable } from 'inversify';
import { CatalogApi } from '../../application/catalog/CatalogApi';
import type { Product } from '../../application/catalog/Product';
import type { ApiResult } from '../../application/shared/ApiResult';
import { whenSettled } from '../../application/shared/settledAnswers';
import { BEST_SELLER_IDS, CATEGORIES, ALL_CATEGORIES_ID, isOutOfStock, sellingPrice } from '@tiara/domain/catalog-query';
import { CategoryNames } from '../messages/CategoryNames';
import { shownPrice } from '../i18n/shownPrice';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { ShopPaths } from '../routing/ShopPaths';
import { AiAccessPresenter } from '../shell/AiAccessPresenter';

export type BestSellersStatus = 'loading' | 'loaded' | 'failed';

/** A best seller as its card shows it. */
export interface BestSellerCard {
  readonly id: number;
  readonly name: string;
  readonly imageUrl: string;
  readonly href: string;
  /** What one unit costs: the discounted price when there is a discount. */
  readonly price: string;
  /** The list price, struck through beside the price, only when discounted. */
  readonly listPrice: string | null;
  readonly outOfStock: boolean;
}

export interface CategoryTile {
  readonly id: number;
  readonly name: string;
  readonly href: string;
}

function cardOf(product: Product): BestSellerCard {
  const discounted = product.discount > 0;
  return {
    id: product.id,
    name: product.name,
    imageUrl: product.imageUrl,
    href: ShopPaths.product(product.id),
    price: shownPrice(sellingPrice(product)),
    listPrice: discounted ? shownPrice(product.price) : null,
    outOfStock: isOutOfStock(product.quantity),
  };
}

type BestSellerAnswer = { readonly kind: 'product'; readonly product: Product } | { readonly kind: 'gone' } | { readonly kind: 'failed' };

function bestSellerAnswer(result: ApiResult<Product>): BestSellerAnswer {
  if (result.ok) return result.value.isActive ? { kind: 'product', product: result.value } : { kind: 'gone' };
  return result.error.kind === 'not-found' ? { kind: 'gone' } : { kind: 'failed' };
}

/**
 * SPEC §2 Home: category tiles, the Best Sellers (51, 50, 5, 4) with their loading, error and
 * empty states, and the AI card that leads to /ai only with access. A best seller that no longer
 * exists or is inactive is left out; any other failure is the error state.
 */
@injectable()
export class HomePresenter {
  status: BestSellersStatus = 'loading';
  bestSellers: BestSellerCard[] = [];
  private loadRequest = 0;

  constructor(
    @inject(CatalogApi) private readonly catalog: CatalogApi,
    @inject(AiAccessPresenter) private readonly aiAccess: AiAccessPresenter,
  ) {
    makePresenterObservable<HomePresenter, 'loadRequest'>(this, arguments, { loadRequest: false });
  }

  /** The categories' tiles, named in the shown language. */
  get categoryTiles(): readonly CategoryTile[] {
    return CATEGORIES.filter((category) => category.id !== ALL_CATEGORIES_ID).map((category) => ({
      id: category.id,
      name: CategoryNames[category.id],
      href: ShopPaths.category(category.id),
    }));
  }

  get isEmpty(): boolean {
    return this.status === 'loaded' && this.bestSellers.length === 0;
  }

  get aiCardTarget(): string {
    return this.aiAccess.aiCardTarget;
  }

  opened(): void {
    this.load();
  }

  tryAgainClicked(): void {
    this.load();
  }

  private load(): void {
    const request = ++this.loadRequest;
    this.status = 'loading';
    // The answers the page arrived with are taken in at once: the first render shows the best sellers (hydration).
    whenSettled(
      BEST_SELLER_IDS.map((id) => this.catalog.product(id)),
      (results) => this.loaded(request, results.map(bestSellerAnswer)),
    );
  }

  private loaded(request: number, answers: readonly BestSellerAnswer[]): void {
    if (request !== this.loadRequest) return;
    if (answers.some((answer) => answer.kind === 'failed')) {
      this.status = 'failed';
      this.bestSellers = [];
      return;
    }
    this.bestSellers = answers.flatMap((answer) => (answer.kind === 'product' ? [cardOf(answer.product)] : []));
    this.status = 'loaded';
  }
}
