import { inject, injectable } from 'inversify';
import { Clock } from '../../application/shared/Clock';
import { brandKey, brandsOf, changeFilter } from '@tiara/domain/catalog-query';
import { piastersFromPounds, poundsFromPiasters } from '@tiara/domain/money';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { ProductListQuery } from './ProductListQuery';
import { SEARCH_DEBOUNCE_MS } from './ProductListSearchPresenter';

/** A price bound as typed in EGP, in piasters; blank, negative or unreadable text is no bound. */
function boundFrom(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,9}([.,]\d{0,2})?$/.test(trimmed)) return null;
  return piastersFromPounds(Number(trimmed.replace(',', '.')));
}

function boundText(bound: number | null): string {
  return bound === null ? '' : String(poundsFromPiasters(bound));
}

/**
 * The product list's brand and price filters, in the sidebar and in the mobile drawer: a brand
 * chosen filters at once; the price boxes become the range once typing pauses, as the search does.
 */
@injectable()
export class ProductListFiltersPresenter {
  /** What the price boxes show (EGP); each becomes a bound once typing pauses. */
  minPriceText = '';
  maxPriceText = '';

  private cancelPriceTimer: (() => void) | null = null;

  constructor(
    @inject(ProductListQuery) private readonly query: ProductListQuery,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makePresenterObservable<ProductListFiltersPresenter, 'cancelPriceTimer'>(this, arguments, { cancelPriceTimer: false });
  }

  /** The brand filter's choices: the brands of the list shown, and any chosen (from an address) that it lacks, so they can be unchosen. */
  get brandOptions(): { readonly brand: string; readonly chosen: boolean }[] {
    const { brands } = this.query.params;
    const chosen = new Set(brands.map(brandKey));
    const present = brandsOf(this.query.listed);
    const presentKeys = new Set(present.map(brandKey));
    const absent = brands.filter((brand) => !presentKeys.has(brandKey(brand)));
    return [...present, ...absent].map((brand) => ({ brand, chosen: chosen.has(brandKey(brand)) }));
  }

  get isFiltered(): boolean {
    const { params } = this.query;
    return params.brands.length > 0 || params.minPrice !== null || params.maxPrice !== null;
  }

  /** The address bar brought a new list state: the boxes show its range, and prices still being typed are dropped. */
  addressShown(): void {
    this.stopPriceTimer();
    this.showRange();
  }

  brandToggled(brand: string): void {
    const { params } = this.query;
    const key = brandKey(brand);
    const chosen = params.brands.some((one) => brandKey(one) === key);
    this.query.changed(changeFilter(params, { brands: chosen ? params.brands.filter((one) => brandKey(one) !== key) : [...params.brands, brand] }));
  }

  minPriceTyped(text: string): void {
    this.minPriceText = text;
    this.restartPriceTimer();
  }

  maxPriceTyped(text: string): void {
    this.maxPriceText = text;
    this.restartPriceTimer();
  }

  /** The price boxes become the range; the boxes then show it as the list applies it (swapped if given backwards). */
  priceSettled(): void {
    this.stopPriceTimer();
    const { params } = this.query;
    const minPrice = boundFrom(this.minPriceText);
    const maxPrice = boundFrom(this.maxPriceText);
    if (minPrice !== params.minPrice || maxPrice !== params.maxPrice) this.query.changed(changeFilter(params, { minPrice, maxPrice }));
    this.showRange();
  }

  filtersCleared(): void {
    this.stopPriceTimer();
    this.minPriceText = '';
    this.maxPriceText = '';
    this.query.changed(changeFilter(this.query.params, { brands: [], minPrice: null, maxPrice: null }));
  }

  /** The page is leaving: a pending price must not fire into a page that is gone. */
  left(): void {
    this.stopPriceTimer();
  }

  private showRange(): void {
    this.minPriceText = boundText(this.query.params.minPrice);
    this.maxPriceText = boundText(this.query.params.maxPrice);
  }

  private restartPriceTimer(): void {
    this.stopPriceTimer();
    // The same pause as the search box's: a price is typed like a word.
    this.cancelPriceTimer = this.clock.after(SEARCH_DEBOUNCE_MS, this.priceSettled);
  }

  private stopPriceTimer(): void {
    this.cancelPriceTimer?.();
    this.cancelPriceTimer = null;
  }
}
