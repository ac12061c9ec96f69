import { z } from 'zod';
import { categoryName } from '@tiara/domain/catalog-query';
import { poundsFromPiasters } from '@tiara/domain/money';
import { OPTIONS, SIDES } from '@tiara/domain/variant-selector';
import { variantNamesEn } from '../../../../src/locales/shared/en/variantNamesEn';
import { type AdminProduct, type AdminVariant, AdminCatalogRepository, type ProductFilter } from '../../../adapters/db/admin/AdminCatalogRepository';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import type { CsvCell } from '../../../application/admin/Csv';
import { backInStock } from '../../backInStock';
import { notFound } from '../../HttpError';
import { errorResponses, idParam, LARGEST_ID } from '../../schemas';
import type { ServerContext, ZodApp } from '../../ServerContext';
import { deleteRoute, findRoute, pagedListWithExport, updateRoute } from './adminRouteKit';
import { arabicList, arabicOrNull, arabicText, flagQuery, idQuery, imageUrl, iso, optionalPiasters, pounds, requiredText, searchQuery, text, toPiasters, unwrap } from './adminSchemas';
import { shopCategoryId } from './adminCategoryRoutes';
import { stampOf } from './staffAccess';

const MAX_STOCK = 1_000_000;

const variantJson = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  sku: z.string(),
  quantity: z.number().int(),
  side: z.number().int().nullable(),
  side_label: z.string().nullable(),
  size: z.string().nullable(),
  variable_option: z.number().int().nullable(),
  option_label: z.string().nullable(),
  only_one_option: z.boolean(),
});

const productJson = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  name_ar: z.string().nullable().describe('Null: none, the storefront shows the English'),
  description_ar: z.string().nullable(),
  features_ar: z.array(z.string()).nullable(),
  features: z.array(z.string()),
  specifications: z.array(z.object({ name: z.string(), value: z.string() })),
  price: z.number().describe('EGP'),
  discount_fee: z.number().describe('EGP off the price'),
  quantity: z.number().int().describe('Stock; for a product with variants, the sum of theirs'),
  sku: z.string().nullable(),
  brand: z.string().nullable().describe('The maker or product line the storefront filters by; null: none'),
  category_id: z.number().int(),
  category_name: z.string(),
  subcategory_id: z.number().int().nullable(),
  subcategory_name: z.string().nullable(),
  is_variant: z.boolean(),
  is_active: z.boolean(),
  image_url: z.string(),
  variant_count: z.number().int(),
  reviews_count: z.number().int(),
  created_at: z.string(),
});

const productDetailJson = productJson.extend({ variants: z.array(variantJson) });

/** The id of a row another field points at. */
const rowId = () => z.number().int().positive().max(LARGEST_ID);

const productFields = () => ({
  name: requiredText(200),
  description: text(5_000),
  name_ar: arabicText(200),
  description_ar: arabicText(5_000),
  features_ar: arabicList(500, 50),
  features: z.array(text(500)).max(50),
  specifications: z.array(z.object({ name: requiredText(200), value: text(1_000) })).max(50),
  price: pounds().describe('EGP'),
  discount_fee: pounds().describe('EGP off the price, at most the price'),
  quantity: z.number().int().min(0).max(MAX_STOCK).describe('Stock; not for a product with variants, whose stock is theirs'),
  sku: text(100).nullable().transform((sku) => (sku ? sku : null)),
  brand: text(100)
    .nullable()
    .transform((brand) => (brand ? brand : null))
    .describe('The maker or product line the storefront filters by; blank or null: none'),
  category_id: shopCategoryId(),
  subcategory_id: rowId().nullable().describe('A subcategory of the same category, or null'),
  is_variant: z.boolean().describe('Sold as variants (side and size, size only, or option)'),
  is_active: z.boolean().describe('Shown in the storefront'),
  image_url: imageUrl().describe('An uploaded picture (POST /api/admin/images) or an address'),
});

const variantFields = () => ({
  sku: requiredText(100),
  quantity: z.number().int().min(0).max(MAX_STOCK),
  side: z
    .number()
    .int()
    .min(0)
    .max(SIDES.length - 1)
    .nullable()
    .describe(SIDES.map((side) => `${side} ${variantNamesEn.side(side)}`).join(', ')),
  size: z.string().trim().min(1).max(20).nullable(),
  variable_option: z
    .number()
    .int()
    .min(0)
    .max(OPTIONS.length - 1)
    .nullable()
    .describe(OPTIONS.map((option) => `${option} ${variantNamesEn.option(option)}`).join(', ')),
});

const listQuery = () => ({
  search: searchQuery().describe('Part of the name (English or Arabic) or SKU'),
  category_id: idQuery(),
  subcategory_id: idQuery(),
  is_active: flagQuery(),
});

const productParams = z.object({ id: idParam });
const variantParams = z.object({ id: idParam, variantId: idParam });

function variantToJson(variant: AdminVariant): z.infer<typeof variantJson> {
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

function productToJson(product: AdminProduct): z.infer<typeof productJson> {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    name_ar: product.nameAr,
    description_ar: product.descriptionAr,
    features_ar: product.featuresAr,
    features: product.features,
    specifications: product.specifications,
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

const detailToJson = ({ product, variants }: { product: AdminProduct; variants: AdminVariant[] }) => ({ ...productToJson(product), variants: variants.map(variantToJson) });

/** How a variant reads in a list: its side and size, its size, or its option. */
function variantName(variant: AdminVariant): string {
  return [variant.side === null ? null : variantNamesEn.side(variant.side), variant.size, variant.variableOption === null ? null : variantNamesEn.option(variant.variableOption)]
    .filter((part) => part !== null)
    .join(' ');
}

const CSV_HEADER = ['Type', 'Product ID', 'Variant ID', 'Name', 'SKU', 'Price (EGP)', 'Discount (EGP)', 'Category', 'Subcategory', 'Stock', 'Active', 'Has Variants', 'Side', 'Size', 'Option'];

function csvRows({ product, variants }: { product: AdminProduct; variants: AdminVariant[] }): CsvCell[][] {
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

/**
 * Products and their variants. Every change is visible in the storefront at once (its read cache is
 * told), and one that brings stock back tells the customers waiting for it (server/http/backInStock.ts).
 */
export function adminProductRoutes(app: ZodApp, context: ServerContext): void {
  const catalog = new AdminCatalogRepository(context.db);
  const productNotFound = (id: number) => notFound(AdminMessages.productNotFound(id), 'product_not_found');
  const filterOf = (query: { search?: string | undefined; category_id?: number | undefined; subcategory_id?: number | undefined; is_active?: boolean | undefined }): ProductFilter => ({
    search: query.search,
    categoryId: query.category_id,
    subcategoryId: query.subcategory_id,
    isActive: query.is_active,
  });

  pagedListWithExport(app, context, {
    url: '/products',
    summary: 'Products, active or not, by name; searched by name or SKU and filtered by category (Admin)',
    query: listQuery,
    item: productJson,
    page: (query, asked) => catalog.products(filterOf(query), asked),
    toJson: productToJson,
    export: {
      summary: 'The products the filter matches as a CSV file, each followed by its variants (Admin)',
      fileName: 'products',
      header: CSV_HEADER,
      rows: async (query) => (await catalog.productsWithVariants(filterOf(query))).flatMap(csvRows),
    },
  });

  findRoute(app, {
    url: '/products/:id',
    summary: 'One product with its variants (Admin)',
    params: productParams,
    item: productDetailJson,
    find: ({ id }) => catalog.product(id),
    missing: ({ id }) => productNotFound(id),
    toJson: detailToJson,
  });

  app.post(
    '/products',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a product (Admin)',
        description: 'A product with variants gets its stock from them: add the product, then its variants.',
        security: [{ bearer: [] }],
        body: z.object({
          ...productFields(),
          description: text(5_000).default(''),
          features: z.array(text(500)).max(50).default([]),
          specifications: z
            .array(z.object({ name: requiredText(200), value: text(1_000) }))
            .max(50)
            .default([]),
          discount_fee: pounds().default(0),
          quantity: z.number().int().min(0).max(MAX_STOCK).optional(),
          sku: text(100)
            .nullish()
            .transform((sku) => (sku ? sku : null)),
          brand: text(100)
            .nullish()
            .transform((brand) => (brand ? brand : null)),
          subcategory_id: rowId().nullish().transform((id) => id ?? null),
          is_variant: z.boolean().default(false),
          is_active: z.boolean().default(true),
          image_url: imageUrl().default(''),
        }),
        response: { 201: productDetailJson, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const created = await catalog.createProduct(
        {
          name: body.name,
          description: body.description,
          nameAr: arabicOrNull(body.name_ar),
          descriptionAr: arabicOrNull(body.description_ar),
          featuresAr: body.features_ar ?? null,
          features: body.features,
          specifications: body.specifications,
          logoUrl: body.image_url,
          categoryId: body.category_id,
          subcategoryId: body.subcategory_id,
          sku: body.sku,
          brand: body.brand,
          price: toPiasters(body.price),
          discount: toPiasters(body.discount_fee),
          quantity: body.quantity ?? null,
          isVariant: body.is_variant,
          isActive: body.is_active,
        },
        stampOf(request, context),
        { name: body.name, sku: body.sku, price: body.price, category_id: body.category_id },
      );
      return reply.status(201).send(detailToJson(unwrap(created)));
    },
  );

  updateRoute(app, context, {
    url: '/products/:id',
    summary: 'Change any fields of a product, the active switch included (Admin)',
    params: productParams,
    fields: productFields,
    item: productDetailJson,
    mayConflict: true,
    update: async ({ id }, body, stamp, audit, request) => {
      const alerts = backInStock(context);
      const updated = await catalog.updateProduct(
        id,
        {
          name: body.name,
          description: body.description,
          nameAr: body.name_ar,
          descriptionAr: body.description_ar,
          featuresAr: body.features_ar,
          features: body.features,
          specifications: body.specifications,
          logoUrl: body.image_url,
          categoryId: body.category_id,
          subcategoryId: body.subcategory_id,
          sku: body.sku,
          brand: body.brand,
          price: optionalPiasters(body.price),
          discount: optionalPiasters(body.discount_fee),
          quantity: body.quantity,
          isVariant: body.is_variant,
          isActive: body.is_active,
        },
        stamp,
        audit,
        alerts.release,
      );
      await alerts.announce(request);
      return updated;
    },
    toJson: detailToJson,
  });

  deleteRoute(app, context, {
    url: '/products/:id',
    summary: 'Delete a product with its variants; past orders keep their lines (Admin)',
    params: productParams,
    remove: ({ id }, stamp) => catalog.deleteProduct(id, stamp),
  });

  app.post(
    '/products/:id/variants',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a variant to a product with variants: side and size, size only, or option only (Admin)',
        security: [{ bearer: [] }],
        params: productParams,
        body: z.object({
          ...variantFields(),
          side: variantFields().side.default(null),
          size: variantFields().size.default(null),
          variable_option: variantFields().variable_option.default(null),
        }),
        response: { 201: variantJson, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const alerts = backInStock(context);
      const created = await catalog.addVariant(
        request.params.id,
        { sku: body.sku, quantity: body.quantity, side: body.side, size: body.size, variableOption: body.variable_option },
        stampOf(request, context),
        { sku: body.sku, quantity: body.quantity },
        alerts.release,
      );
      const variant = unwrap(created);
      await alerts.announce(request);
      return reply.status(201).send(variantToJson(variant));
    },
  );

  updateRoute(app, context, {
    url: '/products/:id/variants/:variantId',
    summary: "Change a variant's SKU, stock, side, size or option (Admin)",
    params: variantParams,
    fields: variantFields,
    item: variantJson,
    mayConflict: true,
    update: async ({ id, variantId }, body, stamp, audit, request) => {
      const alerts = backInStock(context);
      const updated = await catalog.updateVariant(
        id,
        variantId,
        { sku: body.sku, quantity: body.quantity, side: body.side, size: body.size, variableOption: body.variable_option },
        stamp,
        audit,
        alerts.release,
      );
      await alerts.announce(request);
      return updated;
    },
    toJson: variantToJson,
  });

  deleteRoute(app, context, {
    url: '/products/:id/variants/:variantId',
    summary: 'Delete a variant; its stock leaves the product’s (Admin)',
    params: variantParams,
    remove: ({ id, variantId }, stamp) => catalog.deleteVariant(id, variantId, stamp),
  });
}
