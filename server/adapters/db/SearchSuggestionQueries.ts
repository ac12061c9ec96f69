import { asc, eq } from 'drizzle-orm';
import { SearchSuggestions } from '../../application/catalog/SearchSuggestions';
import { type CatalogReadCache, catalogSnapshotCache } from './CatalogReadCache';
import type { Database } from './Database';
import { products, subcategories } from './schema';

/**
 * What the search box's suggestions are ranked from: the names of the active products (with their
 * product line's) and of the active product lines, read in two small queries and remembered for a
 * moment like the other catalogue reads (emptied by every catalogue change), so that each text
 * typed is ranked in memory by the list's own matching rule.
 */
export class SearchSuggestionQueries {
  private readonly db: Database;
  private readonly snapshot: CatalogReadCache<SearchSuggestions>;

  constructor(db: Database) {
    this.db = db;
    this.snapshot = catalogSnapshotCache<SearchSuggestions>(db, 'suggestions');
  }

  /** The suggestions over the catalogue as it is now (read at most once a moment). */
  current(): Promise<SearchSuggestions> {
    return this.snapshot.get('catalogue', async () => {
      const [productRows, lineRows] = await Promise.all([
        this.db
          .select({ id: products.id, categoryId: products.categoryId, name: products.name, nameAr: products.nameAr, lineName: subcategories.name, lineNameAr: subcategories.nameAr })
          .from(products)
          .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
          .where(eq(products.isActive, true))
          .orderBy(asc(products.id)),
        this.db
          .select({ id: subcategories.id, categoryId: subcategories.categoryId, name: subcategories.name, nameAr: subcategories.nameAr })
          .from(subcategories)
          .where(eq(subcategories.isActive, true))
          .orderBy(asc(subcategories.id)),
      ]);
      return new SearchSuggestions(productRows, lineRows);
    });
  }
}
