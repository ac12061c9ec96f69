import { inject, injectable } from 'inversify';
import type { Subcategory } from '../../application/catalog/Product';
import { CATEGORIES, type Category, changeCategory, changePage } from '@tiara/domain/catalog-query';
import { categoryNamesEn } from '../../locales/shared/en/categoryNamesEn';
import { CategoryNames } from '../messages/CategoryNames';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { ProductListQuery } from './ProductListQuery';

/**
 * The product list's categories and, under the chosen one, its product lines: in the sidebar, in
 * the drawer that the Filters button opens on a small screen, and as the subcategory cards.
 */
@injectable()
export class ProductListCategoriesPresenter {
  constructor(@inject(ProductListQuery) private readonly query: ProductListQuery) {
    makePresenterObservable<ProductListCategoriesPresenter>(this, arguments, { all: false });
  }

  /** The categories, named in the shown language. */
  get all(): readonly Category[] {
    return CATEGORIES.map((category) => ({ ...category, name: CategoryNames[category.id] }));
  }

  /**
   * The chosen category's name as the backend gives it (SPEC §7), the fixed name until it answers.
   * SPEC §3's own English name is shown in the reader's language, as the sidebar shows it: a
   * backend that keeps to SPEC names its categories in English whatever the language asked.
   */
  get categoryTitle(): string {
    const category = CATEGORIES.find((candidate) => candidate.id === this.query.params.category) ?? CATEGORIES[0];
    const named = this.query.shownCategory;
    if (named === null || named.id !== category.id || named.name === categoryNamesEn[category.id]) return CategoryNames[category.id];
    return named.name;
  }

  get selectedSubcategory(): Subcategory | null {
    return this.query.subcategories.find((subcategory) => subcategory.id === this.query.params.subcategory) ?? null;
  }

  categorySelected(category: number): void {
    this.query.changed(changeCategory(this.query.params, category), null);
  }

  /** A subcategory card or sidebar entry: shows that product line; choosing it again shows the whole category. */
  subcategorySelected(subcategory: number): void {
    const { params } = this.query;
    this.query.changed(changePage(params, 1), params.subcategory === subcategory ? null : subcategory);
  }
}
