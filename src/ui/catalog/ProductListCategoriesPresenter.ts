import { inject, injectable } from 'inversify';
import type { Subcategory } from '../../application/catalog/Product';
import { CATEGORIES, type Category, changeCategory, changePage } from '@tiara/domain/catalog-query';
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

  get categoryTitle(): string {
    const category = CATEGORIES.find((candidate) => candidate.id === this.query.params.category) ?? CATEGORIES[0];
    return CategoryNames[category.id];
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
