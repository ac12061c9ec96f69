import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { SubcategoryFields } from '@tiara/domain/catalog-query';
import { ALL_CATEGORIES_ID, CATEGORIES, categoryName } from '@tiara/domain/catalog-query';
import type { Piasters } from '@tiara/domain/money';
import { ok } from '@tiara/domain/result';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import { type AdminResult, conflicting, invalid, missing, type Page, type PageRequest } from '../../../application/admin/AdminResults';
import type { AuditStamp } from '../../../application/admin/AuditTrail';
import { catalogChanged } from '../CatalogReadCache';
import type { Database } from '../Database';
import { productVariants, products, reviews, subcategories } from '../schema';
import { auditedTransaction, type Transaction } from './AuditedTransaction';
import { definedFields } from './definedFields';
import { outer } from './outer';
import { containing } from './searchPattern';

export interface AdminCategory {
  readonly id: number;
  readonly name: string;
  readonly productCount: number;
  readonly subcategoryCount: number;
}

export interface AdminSubcategory extends SubcategoryFields {
  readonly id: number;
  readonly productCount: number;
}

export interface ProductFields {
  readonly name: string;
  readonly description: string;
  /** Null: no Arabic text, the storefront shows the English one. */
  readonly nameAr: string | null;
  readonly descriptionAr: string | null;
  readonly featuresAr: string[] | null;
  readonly features: string[];
  readonly specifications: Array<{ name: string; value: string }>;
  /** Row by row beside `specifications`, never longer; null: none written. */
  readonly specificationsAr: Array<{ name: string; value: string }> | null;
  readonly logoUrl: string;
  readonly categoryId: number;
  readonly subcategoryId: number | null;
  readonly sku: string | null;
  readonly brand: string | null;
  readonly price: Piasters;
  readonly discount: Piasters;
  /** For a product with variants, the sum of its variants' stock (kept so by every variant change). */
  readonly quantity: number;
  readonly isVariant: boolean;
  readonly isActive: boolean;
}

export interface AdminProduct extends ProductFields {
  readonly id: number;
  readonly subcategoryName: string | null;
  readonly variantCount: number;
  readonly reviewsCount: number;
  readonly createdAt: Date;
}

export interface VariantFields {
  readonly sku: string;
  readonly quantity: number;
  readonly side: number | null;
  readonly size: string | null;
  readonly variableOption: number | null;
}

export interface AdminVariant extends VariantFields {
  readonly id: number;
  readonly productId: number;
  readonly onlyOneOption: boolean;
}

export interface ProductFilter {
  readonly search?: string;
  readonly categoryId?: number;
  readonly subcategoryId?: number;
  readonly isActive?: boolean;
}

/**
 * Ends, inside the transaction of a stock change, the back-in-stock waits that change answered;
 * what it has to send waits with the caller until the commit.
 */
export type ReleaseStockAlerts = (tx: Transaction, productId: number, at: Date) => Promise<void>;

/** What an audit entry says about a change, as the API named the fields. */
export type AuditDetails = Readonly<Record<string, unknown>>;

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
  subcategoryName: subcategories.name,
  sku: products.sku,
  brand: products.brand,
  price: products.pricePiasters,
  discount: products.discountPiasters,
  quantity: products.quantity,
  isVariant: products.isVariant,
  isActive: products.isActive,
  createdAt: products.createdAt,
  variantCount: sql<number>`(select count(*)::int from ${productVariants} where ${productVariants.productId} = ${outer(products.id)})`,
  reviewsCount: sql<number>`(select count(*)::int from ${reviews} where ${reviews.productId} = ${outer(products.id)})`,
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

const subcategoryColumns = {
  id: subcategories.id,
  categoryId: subcategories.categoryId,
  name: subcategories.name,
  nameAr: subcategories.nameAr,
  logoUrl: subcategories.logoUrl,
  isActive: subcategories.isActive,
  productCount: sql<number>`(select count(*)::int from ${products} where ${products.subcategoryId} = ${outer(subcategories.id)})`,
};

function productWhere(filter: ProductFilter): SQL | undefined {
  const pattern = filter.search ? containing(filter.search) : null;
  return and(
    pattern ? or(ilike(products.name, pattern), ilike(products.nameAr, pattern), ilike(products.sku, pattern)) : undefined,
    filter.categoryId === undefined ? undefined : eq(products.categoryId, filter.categoryId),
    filter.subcategoryId === undefined ? undefined : eq(products.subcategoryId, filter.subcategoryId),
    filter.isActive === undefined ? undefined : eq(products.isActive, filter.isActive),
  );
}

const productNotFound = (id: number) => missing('product_not_found', AdminMessages.productNotFound(id));

/**
 * The catalogue as the back office edits it: the fixed categories, subcategories, products and
 * their variants. Every change tells the storefront's read cache after it commits, so the shop
 * shows it at once. A product with variants keeps its own stock equal to the sum of its
 * variants': variant changes move it by the same difference, in the same transaction, so that
 * orders taking stock at the same moment are never lost.
 */
export class AdminCatalogRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** The fixed categories of SPEC §3 (without All Categories), with what they hold. */
  async categories(): Promise<AdminCategory[]> {
    const [productCounts, subcategoryCounts] = await Promise.all([
      this.db.select({ categoryId: products.categoryId, total: count() }).from(products).groupBy(products.categoryId),
      this.db.select({ categoryId: subcategories.categoryId, total: count() }).from(subcategories).groupBy(subcategories.categoryId),
    ]);
    return CATEGORIES.filter((category) => category.id !== ALL_CATEGORIES_ID).map((category) => ({
      id: category.id,
      name: category.name,
      productCount: productCounts.find((row) => row.categoryId === category.id)?.total ?? 0,
      subcategoryCount: subcategoryCounts.find((row) => row.categoryId === category.id)?.total ?? 0,
    }));
  }

  async subcategories(filter: { search?: string; categoryId?: number }, page: PageRequest): Promise<Page<AdminSubcategory>> {
    const where = and(
      filter.search ? or(ilike(subcategories.name, containing(filter.search)), ilike(subcategories.nameAr, containing(filter.search))) : undefined,
      filter.categoryId === undefined ? undefined : eq(subcategories.categoryId, filter.categoryId),
    );
    const [items, [total]] = await Promise.all([
      this.db.select(subcategoryColumns).from(subcategories).where(where).orderBy(asc(subcategories.categoryId), asc(subcategories.name), asc(subcategories.id)).limit(page.limit).offset(page.offset),
      this.db.select({ total: count() }).from(subcategories).where(where),
    ]);
    return { items, total: total?.total ?? 0 };
  }

  async subcategory(id: number, db: Database = this.db): Promise<AdminSubcategory | null> {
    const [row] = await db.select(subcategoryColumns).from(subcategories).where(eq(subcategories.id, id)).limit(1);
    return row ?? null;
  }

  async createSubcategory(fields: SubcategoryFields, stamp: AuditStamp, details: AuditDetails): Promise<AdminSubcategory> {
    const created = await auditedTransaction(this.db, stamp, async (tx, audit) => {
      const [row] = await tx.insert(subcategories).values(fields).returning({ id: subcategories.id });
      if (!row) throw new Error('the subcategory was not stored');
      await audit({ action: 'create', entity: 'subcategory', entityId: row.id, details });
      return this.subcategory(row.id, tx);
    });
    catalogChanged(this.db);
    if (!created) throw new Error('the new subcategory cannot be read back');
    return created;
  }

  /** Moving a subcategory to another category moves its products with it, so they stay where the storefront looks. */
  async updateSubcategory(id: number, changes: Partial<SubcategoryFields>, stamp: AuditStamp, details: AuditDetails): Promise<AdminResult<AdminSubcategory>> {
    const result = await auditedTransaction(this.db, stamp, async (tx, audit): Promise<AdminResult<AdminSubcategory>> => {
      const [updated] = await tx.update(subcategories).set(changes).where(eq(subcategories.id, id)).returning({ id: subcategories.id });
      if (!updated) return missing('subcategory_not_found', AdminMessages.subcategoryNotFound(id));
      if (changes.categoryId !== undefined) await tx.update(products).set({ categoryId: changes.categoryId }).where(eq(products.subcategoryId, id));
      await audit({ action: 'update', entity: 'subcategory', entityId: id, details });
      const row = await this.subcategory(id, tx);
      if (!row) throw new Error('the subcategory cannot be read back');
      return ok(row);
    });
    if (result.ok) catalogChanged(this.db);
    return result;
  }

  async deleteSubcategory(id: number, stamp: AuditStamp): Promise<AdminResult<{ id: number }>> {
    const result = await auditedTransaction(this.db, stamp, async (tx, audit): Promise<AdminResult<{ id: number }>> => {
      // The row lock makes a product being added to this subcategory at the same moment wait, so the count below stays true.
      const [row] = await tx.select({ name: subcategories.name }).from(subcategories).where(eq(subcategories.id, id)).for('update');
      if (!row) return missing('subcategory_not_found', AdminMessages.subcategoryNotFound(id));
      const [held] = await tx.select({ total: count() }).from(products).where(eq(products.subcategoryId, id));
      if (held && held.total > 0) return conflicting('subcategory_not_empty', AdminMessages.subcategoryHoldsProducts(row.name, held.total));
      await tx.delete(subcategories).where(eq(subcategories.id, id));
      await audit({ action: 'delete', entity: 'subcategory', entityId: id, details: { name: row.name } });
      return ok({ id });
    });
    if (result.ok) catalogChanged(this.db);
    return result;
  }

  async products(filter: ProductFilter, page: PageRequest): Promise<Page<AdminProduct>> {
    const where = productWhere(filter);
    const [items, [total]] = await Promise.all([
      this.db
        .select(productColumns)
        .from(products)
        .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
        .where(where)
        .orderBy(asc(products.name), asc(products.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ total: count() }).from(products).where(where),
    ]);
    return { items, total: total?.total ?? 0 };
  }

  /** Every product the filter matches with its variants, for the CSV export. */
  async productsWithVariants(filter: ProductFilter): Promise<Array<{ product: AdminProduct; variants: AdminVariant[] }>> {
    const [rows, variants] = await Promise.all([
      this.db
        .select(productColumns)
        .from(products)
        .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
        .where(productWhere(filter))
        .orderBy(asc(products.name), asc(products.id)),
      this.db.select(variantColumns).from(productVariants).orderBy(asc(productVariants.productId), asc(productVariants.id)),
    ]);
    return rows.map((product) => ({ product, variants: variants.filter((variant) => variant.productId === product.id) }));
  }

  async product(id: number, db: Database = this.db): Promise<{ product: AdminProduct; variants: AdminVariant[] } | null> {
    const [row] = await db.select(productColumns).from(products).leftJoin(subcategories, eq(subcategories.id, products.subcategoryId)).where(eq(products.id, id)).limit(1);
    if (!row) return null;
    const variants = await db.select(variantColumns).from(productVariants).where(eq(productVariants.productId, id)).orderBy(asc(productVariants.id));
    return { product: row, variants };
  }

  /** `quantity` null: not given, which a product with variants requires (its stock is theirs). */
  async createProduct(
    fields: Omit<ProductFields, 'quantity'> & { readonly quantity: number | null },
    stamp: AuditStamp,
    details: AuditDetails,
  ): Promise<AdminResult<{ product: AdminProduct; variants: AdminVariant[] }>> {
    const result = await auditedTransaction(this.db, stamp, async (tx, audit): Promise<AdminResult<{ product: AdminProduct; variants: AdminVariant[] }>> => {
      if (fields.isVariant && fields.quantity !== null) return invalid('variant_stock_is_sum', AdminMessages.variantStockIsSum);
      const refusal = await this.productRefusal(tx, { ...fields, quantity: fields.quantity ?? 0 }, null, true);
      if (refusal) return refusal;
      const [row] = await tx
        .insert(products)
        .values({ ...productRow(fields), quantity: fields.quantity ?? 0, createdAt: stamp.at })
        .returning({ id: products.id });
      if (!row) throw new Error('the product was not stored');
      await audit({ action: 'create', entity: 'product', entityId: row.id, details });
      return this.readBack(tx, row.id);
    });
    if (result.ok) catalogChanged(this.db);
    return result;
  }

  /** A product that is on sale with stock after the change ends the waits for it (its stock came back, or it is on sale again). */
  async updateProduct(
    id: number,
    changes: Partial<ProductFields>,
    stamp: AuditStamp,
    details: AuditDetails,
    releaseStockAlerts: ReleaseStockAlerts,
  ): Promise<AdminResult<{ product: AdminProduct; variants: AdminVariant[] }>> {
    const result = await auditedTransaction(this.db, stamp, async (tx, audit): Promise<AdminResult<{ product: AdminProduct; variants: AdminVariant[] }>> => {
      const [current] = await tx.select(productColumns).from(products).leftJoin(subcategories, eq(subcategories.id, products.subcategoryId)).where(eq(products.id, id)).for('update', { of: products });
      if (!current) return productNotFound(id);
      // A new category without a subcategory of its own leaves the old one behind.
      const leavesSubcategory = changes.categoryId !== undefined && changes.categoryId !== current.categoryId && changes.subcategoryId === undefined;
      const merged: ProductFields = { ...current, ...definedFields(changes), ...(leavesSubcategory ? { subcategoryId: null } : {}) };
      const refusal = await this.productRefusal(tx, merged, id, changes.specificationsAr !== undefined);
      if (refusal) return refusal;
      if (merged.isVariant && changes.quantity !== undefined) return invalid('variant_stock_is_sum', AdminMessages.variantStockIsSum);
      if (current.isVariant && !merged.isVariant && current.variantCount > 0) {
        return conflicting('product_has_variants', AdminMessages.productHasVariants(current.name, current.variantCount));
      }
      // Turning variants on: the stock becomes what the variants hold, none yet (variants are only added to variant products).
      const quantity = merged.isVariant && !current.isVariant ? 0 : changes.quantity;
      await tx
        .update(products)
        .set({ ...productRow(merged), ...(quantity === undefined ? {} : { quantity }) })
        .where(eq(products.id, id));
      await releaseStockAlerts(tx, id, stamp.at);
      await audit({ action: 'update', entity: 'product', entityId: id, details });
      return this.readBack(tx, id);
    });
    if (result.ok) catalogChanged(this.db);
    return result;
  }

  /** Order lines keep their own copy of the name and price, so the order history outlives the product. */
  async deleteProduct(id: number, stamp: AuditStamp): Promise<AdminResult<{ id: number }>> {
    const result = await auditedTransaction(this.db, stamp, async (tx, audit): Promise<AdminResult<{ id: number }>> => {
      const [deleted] = await tx.delete(products).where(eq(products.id, id)).returning({ name: products.name, sku: products.sku });
      if (!deleted) return productNotFound(id);
      await audit({ action: 'delete', entity: 'product', entityId: id, details: { name: deleted.name, sku: deleted.sku } });
      return ok({ id });
    });
    if (result.ok) catalogChanged(this.db);
    return result;
  }

  /** A new variant with stock ends the waits for its product. */
  async addVariant(productId: number, fields: VariantFields, stamp: AuditStamp, details: AuditDetails, releaseStockAlerts: ReleaseStockAlerts): Promise<AdminResult<AdminVariant>> {
    const result = await auditedTransaction(this.db, stamp, async (tx, audit): Promise<AdminResult<AdminVariant>> => {
      const product = await lockProduct(tx, productId);
      if (!product) return productNotFound(productId);
      if (!product.isVariant) return conflicting('not_a_variant_product', AdminMessages.notAVariantProduct(product.name));
      if (!isVariantKind(fields)) return invalid('invalid_variant', AdminMessages.variantKind);
      if (await skuInUse(tx, fields.sku, { variantId: null })) return conflicting('sku_taken', AdminMessages.skuTaken(fields.sku));
      const [variant] = await tx
        .insert(productVariants)
        .values({ ...fields, productId, onlyOneOption: isOptionOnly(fields) })
        .returning(variantColumns);
      if (!variant) throw new Error('the variant was not stored');
      await moveProductStock(tx, productId, fields.quantity);
      await releaseStockAlerts(tx, productId, stamp.at);
      await audit({ action: 'create', entity: 'variant', entityId: variant.id, details: { product_id: productId, ...details } });
      return ok(variant);
    });
    if (result.ok) catalogChanged(this.db);
    return result;
  }

  /** A variant whose stock comes back ends the waits for it and for its product. */
  async updateVariant(
    productId: number,
    variantId: number,
    changes: Partial<VariantFields>,
    stamp: AuditStamp,
    details: AuditDetails,
    releaseStockAlerts: ReleaseStockAlerts,
  ): Promise<AdminResult<AdminVariant>> {
    const result = await auditedTransaction(this.db, stamp, async (tx, audit): Promise<AdminResult<AdminVariant>> => {
      if (!(await lockProduct(tx, productId))) return productNotFound(productId);
      // Locked so that the stock difference below is taken against the quantity this change replaces.
      const [current] = await tx
        .select(variantColumns)
        .from(productVariants)
        .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)))
        .for('update');
      if (!current) return missing('variant_not_found', AdminMessages.variantNotFound(variantId));
      const merged: VariantFields = { ...current, ...definedFields(changes) };
      if (!isVariantKind(merged)) return invalid('invalid_variant', AdminMessages.variantKind);
      if (changes.sku !== undefined && (await skuInUse(tx, changes.sku, { variantId }))) return conflicting('sku_taken', AdminMessages.skuTaken(changes.sku));
      const [variant] = await tx
        .update(productVariants)
        .set({ ...merged, onlyOneOption: isOptionOnly(merged) })
        .where(eq(productVariants.id, variantId))
        .returning(variantColumns);
      if (!variant) throw new Error('the variant vanished while locked');
      await moveProductStock(tx, productId, merged.quantity - current.quantity);
      await releaseStockAlerts(tx, productId, stamp.at);
      await audit({ action: 'update', entity: 'variant', entityId: variantId, details: { product_id: productId, ...details } });
      return ok(variant);
    });
    if (result.ok) catalogChanged(this.db);
    return result;
  }

  async deleteVariant(productId: number, variantId: number, stamp: AuditStamp): Promise<AdminResult<{ id: number }>> {
    const result = await auditedTransaction(this.db, stamp, async (tx, audit): Promise<AdminResult<{ id: number }>> => {
      if (!(await lockProduct(tx, productId))) return productNotFound(productId);
      const [deleted] = await tx
        .delete(productVariants)
        .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)))
        .returning({ sku: productVariants.sku, quantity: productVariants.quantity });
      if (!deleted) return missing('variant_not_found', AdminMessages.variantNotFound(variantId));
      await moveProductStock(tx, productId, -deleted.quantity);
      await audit({ action: 'delete', entity: 'variant', entityId: variantId, details: { product_id: productId, sku: deleted.sku } });
      return ok({ id: variantId });
    });
    if (result.ok) catalogChanged(this.db);
    return result;
  }

  private async readBack(tx: Transaction, id: number): Promise<AdminResult<{ product: AdminProduct; variants: AdminVariant[] }>> {
    const saved = await this.product(id, tx);
    if (!saved) throw new Error('the product cannot be read back');
    return ok(saved);
  }

  /**
   * The rules a product's fields must meet together, whichever of them a request changed. The
   * Arabic specifications are held to the English ones' number of rows when they are written; a
   * change of the English ones alone keeps the Arabic rows of the English rows still there.
   */
  private async productRefusal(tx: Transaction, fields: ProductFields, productId: number | null, arabicSpecificationsWritten: boolean): Promise<AdminResult<never> | null> {
    if (categoryName(fields.categoryId) === undefined || fields.categoryId === ALL_CATEGORIES_ID) {
      return invalid('unknown_category', AdminMessages.unknownCategory(fields.categoryId));
    }
    if (arabicSpecificationsWritten && fields.specificationsAr !== null && fields.specificationsAr.length > fields.specifications.length) {
      return invalid('arabic_specifications_unpaired', AdminMessages.arabicSpecificationsUnpaired);
    }
    if (fields.discount > fields.price) return invalid('discount_above_price', AdminMessages.discountAbovePrice);
    if (fields.subcategoryId !== null) {
      const [subcategory] = await tx.select({ categoryId: subcategories.categoryId }).from(subcategories).where(eq(subcategories.id, fields.subcategoryId)).limit(1);
      if (!subcategory) return invalid('subcategory_not_found', AdminMessages.subcategoryNotFound(fields.subcategoryId));
      if (subcategory.categoryId !== fields.categoryId) return invalid('subcategory_outside_category', AdminMessages.subcategoryOutsideCategory(fields.subcategoryId, fields.categoryId));
    }
    if (fields.sku !== null && (await skuInUse(tx, fields.sku, { productId }))) return conflicting('sku_taken', AdminMessages.skuTaken(fields.sku));
    return null;
  }
}

function productRow(fields: Omit<ProductFields, 'quantity'>) {
  return {
    name: fields.name,
    description: fields.description,
    nameAr: fields.nameAr,
    descriptionAr: fields.descriptionAr,
    featuresAr: fields.featuresAr,
    features: fields.features,
    specifications: fields.specifications,
    specificationsAr: fields.specificationsAr,
    logoUrl: fields.logoUrl,
    categoryId: fields.categoryId,
    subcategoryId: fields.subcategoryId,
    sku: fields.sku,
    brand: fields.brand,
    pricePiasters: fields.price,
    discountPiasters: fields.discount,
    isVariant: fields.isVariant,
    isActive: fields.isActive,
  };
}

/** The three kinds of variant SPEC §3 knows: side and size, size only, option only. */
export function isVariantKind(fields: Pick<VariantFields, 'side' | 'size' | 'variableOption'>): boolean {
  const hasSide = fields.side !== null;
  const hasSize = fields.size !== null;
  const hasOption = fields.variableOption !== null;
  return (hasSize && !hasOption) || (hasOption && !hasSide && !hasSize);
}

const isOptionOnly = (fields: Pick<VariantFields, 'side' | 'size' | 'variableOption'>) => fields.variableOption !== null && fields.side === null && fields.size === null;

/** A SKU names one thing in the shop, a product or a variant; `except` is the row being edited. */
async function skuInUse(tx: Transaction, sku: string, except: { productId?: number | null; variantId?: number | null }): Promise<boolean> {
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.sku, sku), except.productId ? ne(products.id, except.productId) : undefined))
    .limit(1);
  if (product) return true;
  const [variant] = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.sku, sku), except.variantId ? ne(productVariants.id, except.variantId) : undefined))
    .limit(1);
  return variant !== undefined;
}

/**
 * The product row is locked before its variants, the order in which placing and releasing an
 * order lock them, so a variant change and an order at the same moment never deadlock.
 */
async function lockProduct(tx: Transaction, productId: number): Promise<{ name: string; isVariant: boolean } | undefined> {
  const [product] = await tx.select({ name: products.name, isVariant: products.isVariant }).from(products).where(eq(products.id, productId)).for('update');
  return product;
}

/** Moves a variant product's own stock by the change in its variants', in one statement. */
async function moveProductStock(tx: Transaction, productId: number, difference: number): Promise<void> {
  if (difference === 0) return;
  await tx
    .update(products)
    .set({ quantity: sql`greatest(${products.quantity} + ${difference}, 0)` })
    .where(and(eq(products.id, productId), eq(products.isVariant, true)));
}
