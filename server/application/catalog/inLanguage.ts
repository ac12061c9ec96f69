import { shownList, shownSpecifications } from '@tiara/domain/bilingual';
import { type Language, shownText } from '@tiara/domain/language';
import type { CatalogProduct } from './CatalogProduct';
import { shownCategoryName } from './shownCategoryName';

/**
 * The products as a reader of Arabic sees them: each name, description, feature list, specification and
 * category name in Arabic where one is written, and the English names kept as the other names a search
 * finds (so the search, and the sort by name, work on what the reader sees, and find what they would
 * find in English). English readers get the products as read: their other names are already the Arabic ones.
 */
export function inLanguage(language: Language, catalogue: CatalogProduct[]): CatalogProduct[] {
  if (language !== 'ar') return catalogue;
  return catalogue.map(inArabic);
}

/** One product as a reader of `language` sees it (see inLanguage). */
export function productInLanguage(language: Language, product: CatalogProduct): CatalogProduct {
  return language === 'ar' ? inArabic(product) : product;
}

function inArabic(product: CatalogProduct): CatalogProduct {
  return {
    ...product,
    name: shownText('ar', product.name, product.nameAr),
    description: shownText('ar', product.description, product.descriptionAr),
    features: [...shownList('ar', product.features, product.featuresAr)],
    specifications: [...shownSpecifications('ar', product.specifications, product.specificationsAr)],
    categoryName: shownCategoryName('ar', product.categoryId),
    otherName: product.nameAr ? product.name : null,
    otherCategoryName: product.categoryName,
  };
}
