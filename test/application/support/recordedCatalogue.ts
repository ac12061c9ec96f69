import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Product, Subcategory } from '../../../src/application/catalog/Product';
import { productListSchema, productSchema, subcategoryListSchema } from '../../../src/infrastructure/http/schemas/catalogSchemas';

/** Answers recorded from the reference server's demo shop, read through the real schemas. */
function recorded<T>(name: string, schema: { parse(data: unknown): T }): T {
  return schema.parse(JSON.parse(readFileSync(resolve(import.meta.dirname, '../../fixtures/api', name), 'utf8')));
}

export const recordedProducts = (): Product[] => recorded('products.json', productListSchema);
export const recordedProduct = (name: 'product-5.json' | 'product-crown.json' | 'product-variant.json'): Product => recorded(name, productSchema);
export const recordedSubcategories = (name: 'subcategories-1.json' | 'subcategories-3.json'): Subcategory[] => recorded(name, subcategoryListSchema);
