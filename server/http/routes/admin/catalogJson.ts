import * as z from 'zod/mini';
import { type AdminCategoryJson, AdminProductDetailJson, AdminProductJson, AdminSubcategoryJson, AdminVariantJson } from '@tiara/contract/staff/catalogJson';
import { NewProductJson, NewSubcategoryJson, NewVariantJson, ProductFieldsJson, ProductQueryJson, SubcategoryFieldsJson, SubcategoryQueryJson, VariantFieldsJson } from '@tiara/contract/staff/catalogRequestJson';
import { categoryName } from '@tiara/domain/catalog-query';
import { poundsFromPiasters } from '@tiara/domain/money';
import { OPTIONS, SIDES } from '@tiara/domain/variant-selector';
import { variantNamesEn } from '../../../../src/locales/shared/en/variantNamesEn';
import type { AdminCategory, AdminProduct, AdminSubcategory, AdminVariant, ProductFilter } from '../../../adapters/db/admin/AdminCatalogRepository';
import type { CsvCell } from '../../../application/admin/Csv';
import { described, documented } from '../../documented';
import { arabic, arabicItems, flagQuery, idQuery, imageAddress, iso, noneIfBlank, nullIfAbsent, readAs } from './adminSchemas';

/** The back office's catalogue on the wire (src/contract/staff/catalogJson.ts), and the products' CSV export. */

const nameArWords = { name_ar: 'Null: none, the storefront shows the English' } as const;

export const categoryToJson = (category: AdminCategory): AdminCategoryJson => ({
  id: category.id,
  name: category.name,
  product_count: category.productCount,
  subcategory_count: category.subcategoryCount,
});

export const subcategoryJson = documented(AdminSubcategoryJson, nameArWords);

export function subcategoryToJson(subcategory: AdminSubcategory): AdminSubcategoryJson {
  return {
    id: subcategory.id,
    category_id: subcategory.categoryId,
    category_name: categoryName(subcategory.categoryId) ?? '',
    name: subcategory.name,
    name_ar: subcategory.nameAr,
    logo_url: subcategory.logoUrl,
    is_active: subcategory.isActive,
    product_count: subcategory.productCount,
  };
}

const logoWords = { logo_url: 'The logo: an uploaded picture (POST /api/admin/images) or an address' } as const;

export const subcategoryFields = () =>
  documented(readAs(SubcategoryFieldsJson, { name_ar: arabic(SubcategoryFieldsJson.shape.name_ar), logo_url: imageAddress(SubcategoryFieldsJson.shape.logo_url) }), logoWords);

export const newSubcategoryBody = () =>
  readAs(NewSubcategoryJson, { name_ar: arabic(NewSubcategoryJson.shape.name_ar), logo_url: imageAddress(NewSubcategoryJson.shape.logo_url) });

export const subcategoryQuery = () => readAs(SubcategoryQueryJson, { category_id: idQuery(SubcategoryQueryJson.shape.category_id) }).shape;

export function variantToJson(variant: AdminVariant): AdminVariantJson {
  return {
    id: variant.id,
    product_id: variant.productId,
    sku: variant.sku,
    quantity: variant.quantity,
    side: variant.side,
    side_label: variant.side === null ? null : variantNamesEn.side(variant.side),
    size: variant.size,
    variable_option: variant.variableOption,
    option_label: variant.variableOption === null ? null : variantNamesEn.option(variant.variableOption),
    only_one_option: variant.onlyOneOption,
  };
}

const productWords = {
  ...nameArWords,
  price: 'EGP',
  discount_fee: 'EGP off the price',
  quantity: 'Stock; for a product with variants, the sum of theirs',
  brand: 'The maker or product line the storefront filters by; null: none',
} as const;

export const productJson = documented(AdminProductJson, productWords);
export const productDetailJson = documented(AdminProductDetailJson, productWords);

export function productToJson(product: AdminProduct): AdminProductJson {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    name_ar: product.nameAr,
    description_ar: product.descriptionAr,
    features_ar: product.featuresAr,
    features: product.features,
    specifications: product.specifications,
    specifications_ar: product.specificationsAr,
    price: poundsFromPiasters(product.price),
    discount_fee: poundsFromPiasters(product.discount),
    quantity: product.quantity,
    sku: product.sku,
    brand: product.brand,
    category_id: product.categoryId,
    category_name: categoryName(product.categoryId) ?? '',
    subcategory_id: product.subcategoryId,
    subcategory_name: product.subcategoryName,
    is_variant: product.isVariant,
    is_active: product.isActive,
    image_url: product.logoUrl,
    variant_count: product.variantCount,
    reviews_count: product.reviewsCount,
    created_at: iso(product.createdAt),
  };
}

export const productDetailToJson = ({ product, variants }: { product: AdminProduct; variants: AdminVariant[] }): AdminProductDetailJson => ({
  ...productToJson(product),
  variants: variants.map(variantToJson),
});

const { shape: product } = ProductFieldsJson;

/**
 * The Arabic of the specifications (the contract's rows beside the English ones): rows kept in their
 * places, blank rows at the end dropped, and none written stored as null, so the storefront shows the English.
 */
const arabicRows = (field: typeof product.specifications_ar) =>
  described(
    z.pipe(
      field,
      z.transform((rows) => {
        if (rows === undefined) return undefined;
        const kept = [...(rows ?? [])];
        while (kept.length > 0 && kept.at(-1)?.name === '' && kept.at(-1)?.value === '') kept.pop();
        return kept.length > 0 ? kept : null;
      }),
    ),
    'Arabic, row by row beside specifications (a blank name or value shows the English one); at most as many rows as specifications; empty or null: none, the English is shown',
  );

export const productFields = () =>
  documented(
    readAs(ProductFieldsJson, {
      name_ar: arabic(product.name_ar),
      description_ar: arabic(product.description_ar),
      features_ar: arabicItems(product.features_ar),
      specifications_ar: arabicRows(product.specifications_ar),
      sku: z.pipe(product.sku, z.transform((sku) => noneIfBlank(sku))),
      brand: z.pipe(product.brand, z.transform((brand) => noneIfBlank(brand))),
      image_url: imageAddress(product.image_url),
    }),
    {
      price: 'EGP',
      discount_fee: 'EGP off the price, at most the price',
      quantity: 'Stock; not for a product with variants, whose stock is theirs',
      brand: 'The maker or product line the storefront filters by; blank or null: none',
      subcategory_id: 'A subcategory of the same category, or null',
      is_variant: 'Sold as variants (side and size, size only, or option)',
      is_active: 'Shown in the storefront',
      image_url: 'An uploaded picture (POST /api/admin/images) or an address',
    },
  );

const { shape: newProduct } = NewProductJson;

export const newProductBody = () =>
  documented(
    readAs(NewProductJson, {
      name_ar: arabic(newProduct.name_ar),
      description_ar: arabic(newProduct.description_ar),
      features_ar: arabicItems(newProduct.features_ar),
      specifications_ar: arabicRows(newProduct.specifications_ar),
      sku: z.pipe(newProduct.sku, z.transform((sku) => noneIfBlank(sku))),
      brand: z.pipe(newProduct.brand, z.transform((brand) => noneIfBlank(brand))),
      subcategory_id: z.pipe(newProduct.subcategory_id, z.transform((id) => nullIfAbsent(id))),
      image_url: imageAddress(newProduct.image_url),
    }),
    { price: 'EGP' },
  );

const variantWords = {
  side: SIDES.map((side) => `${side} ${variantNamesEn.side(side)}`).join(', '),
  variable_option: OPTIONS.map((option) => `${option} ${variantNamesEn.option(option)}`).join(', '),
} as const;

export const variantFields = () => documented(VariantFieldsJson, variantWords);

export const newVariantBody = () => {
  const { side, variable_option: option } = variantFields().shape;
  return readAs(NewVariantJson, { side: z._default(side, null), variable_option: z._default(option, null) });
};

export const productQuery = () =>
  readAs(documented(ProductQueryJson, { search: 'Part of the name (English or Arabic) or SKU' }), {
    category_id: idQuery(ProductQueryJson.shape.category_id),
    subcategory_id: idQuery(ProductQueryJson.shape.subcategory_id),
    is_active: flagQuery(ProductQueryJson.shape.is_active),
  }).shape;

export const productFilterOf = (query: { search?: string | undefined; category_id?: number | undefined; subcategory_id?: number | undefined; is_active?: boolean | undefined }): ProductFilter => ({
  search: query.search,
  categoryId: query.category_id,
  subcategoryId: query.subcategory_id,
  isActive: query.is_active,
});

/** How a variant reads in a list: its side and size, its size, or its option. */
function variantName(variant: AdminVariant): string {
  return [variant.side === null ? null : variantNamesEn.side(variant.side), variant.size, variant.variableOption === null ? null : variantNamesEn.option(variant.variableOption)]
    .filter((part) => part !== null)
    .join(' ');
}

export const PRODUCT_CSV_HEADER = ['Type', 'Product ID', 'Variant ID', 'Name', 'SKU', 'Price (EGP)', 'Discount (EGP)', 'Category', 'Subcategory', 'Stock', 'Active', 'Has Variants', 'Side', 'Size', 'Option'];

/** A product's row of the CSV export, followed by one row per variant. */
export function productCsvRows({ product, variants }: { product: AdminProduct; variants: AdminVariant[] }): CsvCell[][] {
  const price = poundsFromPiasters(product.price).toFixed(2);
  const discount = poundsFromPiasters(product.discount).toFixed(2);
  const category = categoryName(product.categoryId) ?? '';
  const active = product.isActive ? 'Yes' : 'No';
  return [
    ['Product', product.id, null, product.name, product.sku, price, discount, category, product.subcategoryName, product.quantity, active, product.isVariant ? 'Yes' : 'No', null, null, null],
    ...variants.map((variant): CsvCell[] => [
      'Variant',
      product.id,
      variant.id,
      `${product.name} – ${variantName(variant)}`,
      variant.sku,
      price,
      discount,
      category,
      product.subcategoryName,
      variant.quantity,
      active,
      'Yes',
      variant.side === null ? null : variantNamesEn.side(variant.side),
      variant.size,
      variant.variableOption === null ? null : variantNamesEn.option(variant.variableOption),
    ]),
  ];
}
