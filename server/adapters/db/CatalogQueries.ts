import { type SQL, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { categoryName } from '@tiara/domain/catalog-query';
import type { CatalogProduct, CatalogProductDetail, CatalogReview, CatalogSubcategory, CatalogVariant } from '../../application/catalog/CatalogProduct';
import { shownCategoryName } from '../../application/catalog/shownCategoryName';
import type { Database } from './Database';
import { productVariants, products, reviews, subcategories } from './schema';

const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  nameAr: products.nameAr,
  descriptionAr: products.descriptionAr,
  featuresAr: products.featuresAr,
  features: products.features,
  specifications: products.specifications,
  specificationsAr: products.specificationsAr,
  logoUrl: products.logoUrl,
  categoryId: products.categoryId,
  subcategoryId: products.subcategoryId,
  sku: products.sku,
  brand: products.brand,
  price: products.pricePiasters,
  discount: products.discountPiasters,
  quantity: products.quantity,
  isVariant: products.isVariant,
  isActive: products.isActive,
};

const variantColumns = {
  id: productVariants.id,
  productId: productVariants.productId,
  sku: productVariants.sku,
  quantity: productVariants.quantity,
  side: productVariants.side,
  size: productVariants.size,
  variableOption: productVariants.variableOption,
  onlyOneOption: productVariants.onlyOneOption,
};

type ProductRow = Omit<CatalogProduct, 'categoryName' | 'otherName' | 'reviewsCount' | 'averageRating'>;

function toCatalogProduct(row: ProductRow, reviewsCount: number, averageRating: number | null): CatalogProduct {
  return { ...row, categoryName: categoryName(row.categoryId) ?? '', otherName: row.nameAr, otherCategoryName: shownCategoryName('ar', row.categoryId), reviewsCount, averageRating };
}

function averageOf(ratings: readonly CatalogReview[]): number | null {
  if (ratings.length === 0) return null;
  const sum = ratings.reduce((total, review) => total + review.rating, 0);
  return Math.round((sum / ratings.length) * 10) / 10;
}

const activeProduct = eq(products.isActive, true);
const inCategory = (categoryId: number | null) => (categoryId === null ? undefined : eq(products.categoryId, categoryId));

/**
 * The storefront's reads of the catalogue. Each call is a fixed, small number of queries whatever
 * the number of products (the list page and the detail page are on the performance budget), and
 * only active products and subcategories are ever returned.
 */
export class CatalogQueries {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Active products in id order, with their review count and average; null category means all. */
  async activeProducts(categoryId: number | null): Promise<CatalogProduct[]> {
    return this.activeProductsWhere(inCategory(categoryId));
  }

  /** The active ones of the given products, in id order, with their review count and average. */
  async activeProductsIn(productIds: readonly number[]): Promise<CatalogProduct[]> {
    if (productIds.length === 0) return [];
    return this.activeProductsWhere(inArray(products.id, [...productIds]));
  }

  private async activeProductsWhere(condition: SQL | undefined): Promise<CatalogProduct[]> {
    const reviewStats = this.db
      .select({
        productId: reviews.productId,
        count: sql<number>`count(*)::int`.as('reviews_count'),
        average: sql<number>`round(avg(${reviews.rating}), 1)::float8`.as('average_rating'),
      })
      .from(reviews)
      .groupBy(reviews.productId)
      .as('review_stats');
    const rows = await this.db
      .select({ ...productColumns, reviewsCount: reviewStats.count, averageRating: reviewStats.average })
      .from(products)
      .leftJoin(reviewStats, eq(reviewStats.productId, products.id))
      .where(and(activeProduct, condition))
      .orderBy(asc(products.id));
    return rows.map(({ reviewsCount, averageRating, ...row }) => toCatalogProduct(row, reviewsCount ?? 0, averageRating));
  }

  /** Every variant of the active variant products (of one category, or all), grouped by product. */
  async variantsOfActiveProducts(categoryId: number | null): Promise<Map<number, CatalogVariant[]>> {
    const rows = await this.db
      .select(variantColumns)
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(activeProduct, eq(products.isVariant, true), inCategory(categoryId)))
      .orderBy(asc(productVariants.productId), asc(productVariants.id));
    return groupByProduct(rows);
  }

  /** The variants of the given products, grouped by product. */
  async variantsOf(productIds: readonly number[]): Promise<Map<number, CatalogVariant[]>> {
    if (productIds.length === 0) return new Map();
    const rows = await this.db
      .select(variantColumns)
      .from(productVariants)
      .where(inArray(productVariants.productId, [...productIds]))
      .orderBy(asc(productVariants.productId), asc(productVariants.id));
    return groupByProduct(rows);
  }

  /** An active product with its variants and its reviews (newest first), or null when unknown or inactive. */
  async activeProductDetail(id: number): Promise<CatalogProductDetail | null> {
    const [row] = await this.db
      .select(productColumns)
      .from(products)
      .where(and(eq(products.id, id), activeProduct))
      .limit(1);
    if (!row) return null;
    const [variants, productReviews] = await Promise.all([
      row.isVariant ? this.db.select(variantColumns).from(productVariants).where(eq(productVariants.productId, id)).orderBy(asc(productVariants.id)) : [],
      this.db
        .select({ id: reviews.id, rating: reviews.rating, userName: reviews.userName, date: reviews.date, comment: reviews.comment })
        .from(reviews)
        .where(eq(reviews.productId, id))
        .orderBy(desc(reviews.date), desc(reviews.id)),
    ]);
    return { product: toCatalogProduct(row, productReviews.length, averageOf(productReviews)), variants, reviews: productReviews };
  }

  /** The variants of an active variant product; empty when the product is unknown, inactive or has none. */
  async variantsOfActiveProduct(productId: number): Promise<CatalogVariant[]> {
    return this.db
      .select(variantColumns)
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(productVariants.productId, productId), activeProduct, eq(products.isVariant, true)))
      .orderBy(asc(productVariants.id));
  }

  /** Active subcategories in id order; null category means all. */
  async activeSubcategories(categoryId: number | null): Promise<CatalogSubcategory[]> {
    return this.db
      .select({ id: subcategories.id, categoryId: subcategories.categoryId, name: subcategories.name, nameAr: subcategories.nameAr, logoUrl: subcategories.logoUrl, isActive: subcategories.isActive })
      .from(subcategories)
      .where(and(eq(subcategories.isActive, true), categoryId === null ? undefined : eq(subcategories.categoryId, categoryId)))
      .orderBy(asc(subcategories.id));
  }
}

function groupByProduct(rows: readonly CatalogVariant[]): Map<number, CatalogVariant[]> {
  const byProduct = new Map<number, CatalogVariant[]>();
  for (const row of rows) {
    const list = byProduct.get(row.productId);
    if (list) list.push(row);
    else byProduct.set(row.productId, [row]);
  }
  return byProduct;
}
