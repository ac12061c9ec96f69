/** A subcategory the shop keeps under one of the fixed categories (the storefront's category menu shows the active ones). */
export interface SubcategoryFields {
  readonly categoryId: number;
  readonly name: string;
  /** Null: no Arabic name written, the storefront shows the English one. */
  readonly nameAr: string | null;
  readonly logoUrl: string;
  readonly isActive: boolean;
}
