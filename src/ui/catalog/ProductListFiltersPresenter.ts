import { inject, injectable } from 'inversify';
import { Clock } from '../../application/shared/Clock';
import {
  type ActiveFilter,
  CATEGORIES,
  type PriceRangeProblem,
  activeFilters,
  brandKey,
  brandsOf,
  changeFilter,
  changePage,
  readPriceRange,
  withoutFilter,
  withoutFilters,
} from '@tiara/domain/catalog-query';
import { poundsFromPiasters } from '@tiara/domain/money';
import { shownPrice } from '../i18n/shownPrice';
import { CatalogFinderMessages } from '../messages/CatalogFinderMessages';
import { CatalogListMessages } from '../messages/CatalogListMessages';
import { CategoryNames } from '../messages/CategoryNames';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { ProductListQuery } from './ProductListQuery';
import { SEARCH_DEBOUNCE_MS } from './ProductListSearchPresenter';

function boundText(bound: number | null): string {
  return bound === null ? '' : String(poundsFromPiasters(bound));
}

/** What a chip takes off the list: one of the query's filters, or the product line chosen under the category. */
export type FilterChipTarget = ActiveFilter | { readonly kind: 'product-line' };

/** One active filter above the list, removable. */
export interface FilterChip {
  readonly key: string;
  readonly label: string;
  readonly target: FilterChipTarget;
}

/** A category of the fixed list by its shown name; an id from a hand-typed address that names none, by its number. */
function categoryLabel(category: number): string {
  const known = CATEGORIES.find((candidate) => candidate.id === category);
  return known ? CategoryNames[known.id] : `${CatalogFinderMessages.category} ${category}`;
}

/**
 * The product list's filters: the brands and the price range (in the sidebar, and on a phone in
 * the drawer that the Filters button opens with the categories), and the active filters shown as
 * chips above the list, each removable, with Clear all. A brand chosen filters at once; the price
 * boxes become the range once typing pauses, as the search does, unless they say something that
 * cannot be a range: then they say what is wrong and the list keeps its range until it is fixed.
 */
@injectable()
export class ProductListFiltersPresenter {
  /** What the price boxes show (EGP); each becomes a bound once typing pauses. */
  minPriceText = '';
  maxPriceText = '';
  /** Why the price boxes' range was not applied, until they are fixed or the list's range is shown again. */
  priceProblem: PriceRangeProblem | null = null;
  drawerOpened = false;

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

  get priceError(): string | null {
    switch (this.priceProblem) {
      case null:
        return null;
      case 'min-above-max':
        return CatalogListMessages.minAboveMax;
      case 'min-not-an-amount':
      case 'max-not-an-amount':
        return CatalogListMessages.notAnAmount;
    }
  }

  get minPriceInvalid(): boolean {
    return this.priceProblem === 'min-not-an-amount' || this.priceProblem === 'min-above-max';
  }

  get maxPriceInvalid(): boolean {
    return this.priceProblem === 'max-not-an-amount' || this.priceProblem === 'min-above-max';
  }

  /** The filters on, as chips: the category and its product line, each brand, the lowest and the highest price. */
  get chips(): FilterChip[] {
    const subcategory = this.query.params.subcategory;
    const productLine = this.query.subcategories.find((line) => line.id === subcategory);
    return activeFilters(this.query.params).flatMap((filter): FilterChip[] => {
      switch (filter.kind) {
        case 'category': {
          const chip = { key: 'category', label: categoryLabel(filter.category), target: filter };
          return productLine ? [chip, { key: 'product-line', label: productLine.name, target: { kind: 'product-line' } }] : [chip];
        }
        case 'brand':
          return [{ key: `brand:${brandKey(filter.brand)}`, label: filter.brand, target: filter }];
        case 'min-price':
          return [{ key: 'min-price', label: CatalogListMessages.minPriceChip(shownPrice(filter.amount)), target: filter }];
        case 'max-price':
          return [{ key: 'max-price', label: CatalogListMessages.maxPriceChip(shownPrice(filter.amount)), target: filter }];
      }
    });
  }

  /** "Filters", or "Filters (2)" with two on. */
  get filtersButtonLabel(): string {
    return CatalogListMessages.filtersButton(this.chips.length);
  }

  /** The address bar brought a new list state: the boxes show its range, and prices still being typed are dropped. */
  addressShown(): void {
    this.showRange();
  }

  filtersButtonClicked(): void {
    this.drawerOpened = true;
  }

  drawerClosed(): void {
    this.drawerOpened = false;
  }

  /** The drawer's "Show 12 products": the filters already apply; the list is what is left to see. */
  showProductsClicked(): void {
    this.drawerOpened = false;
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

  /** The price boxes become the range, or say why they cannot; the boxes then show the range as the list applies it. */
  priceSettled(): void {
    this.stopPriceTimer();
    const range = readPriceRange(this.minPriceText, this.maxPriceText);
    if (!range.ok) {
      this.priceProblem = range.error;
      return;
    }
    const { params } = this.query;
    const { minPrice, maxPrice } = range.value;
    if (minPrice !== params.minPrice || maxPrice !== params.maxPrice) this.query.changed(changeFilter(params, { minPrice, maxPrice }));
    this.showRange();
  }

  chipRemoved(chip: FilterChip): void {
    const { params } = this.query;
    const { target } = chip;
    if (target.kind === 'product-line') this.query.changed(changePage(params, 1), null);
    else this.query.changed(withoutFilter(params, target), target.kind === 'category' ? null : params.subcategory);
    // A price chip gone, the boxes show the range left; other chips leave whatever is being typed in them.
    if (target.kind === 'min-price' || target.kind === 'max-price') this.showRange();
  }

  /** Every chip off at once: the whole catalogue, with its search, sort and page size. */
  clearAllClicked(): void {
    this.query.changed(withoutFilters(this.query.params), null);
    this.showRange();
  }

  /** The page is leaving: a pending price must not fire into a page that is gone. */
  left(): void {
    this.stopPriceTimer();
  }

  /** The boxes show the range the list applies; what was being typed in them is dropped. */
  private showRange(): void {
    this.stopPriceTimer();
    this.minPriceText = boundText(this.query.params.minPrice);
    this.maxPriceText = boundText(this.query.params.maxPrice);
    this.priceProblem = null;
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
