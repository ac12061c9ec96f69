import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from '../../../../server/application/catalog/CatalogProduct';
import { inLanguage, productInLanguage } from '../../../../server/application/catalog/inLanguage';
import { categoryNamesAr } from '../../../../src/locales/shared/ar/categoryNamesAr';

const etch: CatalogProduct = {
  id: 5,
  name: 'Premier Etch',
  description: 'Phosphoric acid gel',
  nameAr: 'بريمير إتش',
  descriptionAr: 'جل حمض الفوسفوريك',
  featuresAr: ['لزج'],
  otherName: 'بريمير إتش',
  features: ['Viscous'],
  specifications: [{ name: 'Syringe', value: '5 ml' }],
  specificationsAr: [{ name: 'السرنجة', value: '٥ مل' }],
  logoUrl: '/images/etch.svg',
  categoryId: 1,
  categoryName: 'Premier Dental Products',
  subcategoryId: null,
  sku: null,
  brand: null,
  price: 39_000,
  discount: 0,
  quantity: 3,
  isVariant: false,
  isActive: true,
  reviewsCount: 0,
  averageRating: null,
};

/** Written in English only: no Arabic texts. */
const bur: CatalogProduct = { ...etch, id: 51, name: 'Diamond Bur Kit', nameAr: null, descriptionAr: null, featuresAr: null, specificationsAr: null, otherName: null, categoryId: 3, categoryName: 'NuSmile' };

describe('the catalogue in the reader’s language', () => {
  it('gives a reader of English the products as read, the Arabic name as the other name', () => {
    const catalogue = [etch, bur];
    expect(inLanguage('en', catalogue)).toBe(catalogue);
    expect(productInLanguage('en', etch)).toBe(etch);
  });

  it('gives a reader of Arabic the Arabic texts, specifications and category name, the English name as the other name', () => {
    expect(productInLanguage('ar', etch)).toEqual({
      ...etch,
      name: 'بريمير إتش',
      description: 'جل حمض الفوسفوريك',
      features: ['لزج'],
      specifications: [{ name: 'السرنجة', value: '٥ مل' }],
      categoryName: categoryNamesAr[1],
      otherName: 'Premier Etch',
      otherCategoryName: 'Premier Dental Products',
    });
  });

  it('keeps the English texts where no Arabic is written, with no other name to search by', () => {
    expect(inLanguage('ar', [bur])).toEqual([{ ...bur, categoryName: categoryNamesAr[3], otherName: null, otherCategoryName: 'NuSmile' }]);
  });
});
