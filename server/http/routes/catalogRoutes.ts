import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  ALL_CATEGORIES_ID,
  CATEGORIES,
  type Category,
  DEFAULT_PER_PAGE,
  DEFAULT_SORT,
  PER_PAGE_OPTIONS,
  SORT_OPTIONS,
  isPerPageOption,
  queryCatalog,
} from '@tiara/domain/catalog-query';
import type { Language } from '@tiara/domain/language';
import { poundsFromPiasters } from '@tiara/domain/money';
import { type Variant, matchVariant } from '@tiara/domain/variant-selector';
import { type CatalogProduct, CatalogQueries, type CatalogReview, type CatalogVariant } from '../../adapters/db/CatalogQueries';
import { CATALOG_READ_TTL_MS, catalogReadCache } from '../../adapters/db/CatalogReadCache';
import { notFound } from '../HttpError';
import { errorResponses, idParam, LARGEST_ID } from '../schemas';
import type { ServerContext, ZodApp } from '../ServerContext';
import { HttpMessages } from '../HttpMessages';
import { shownCategoryName, variesByLanguage } from '../shownText';
import { shownText } from '@tiara/domain/language';


/*
 * Schemas below are made fresh for each use: the OpenAPI conversion drops a schema instance met
 * twice in one route.
 */

/** Digits only: no sign, no exponent, no hex, no blank (which z.coerce would read as 0). */
const wholeNumber = () =>
  z
    .string()
    .regex(/^\d{1,10}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().max(LARGEST_ID));

/** A variant lookup part the client did not use arrives as the text 'null'. */
const unusedPart = () => z.literal('null').transform(() => null);

const variantJson = z.object({
  id: z.number().int(),
  sku: z.string(),
  quantity: z.number().int(),
  side: z.number().int().nullable(),
  size: z.string().nullable(),
  variable_option: z.number().int().nullable(),
  only_one_option: z.boolean(),
});

const reviewJson = z.object({ id: z.number().int(), rating: z.number().int(), user: z.string(), date: z.string(), comment: z.string() });

/** SPEC §3 Product; the camelCase names are the ones SPEC writes that way. Money in pounds. */
export const productJson = z.object({
  id: z.number().int(),
  name: z.string(),
  other_name: z.string().nullable().describe("The product's name in the shop's other language (Arabic for a reader of English, English for a reader of Arabic), which a search in either finds; null where there is none"),
  price: z.number(),
  discount_fee: z.number(),
  description: z.string(),
  features: z.array(z.string()),
  specifications: z.array(z.object({ name: z.string(), value: z.string() })),
  logoUrl: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  subcategory_id: z.number().int().nullable(),
  sku: z.string().nullable(),
  brand: z.string().nullable().describe('The maker or product line the storefront filters by; null where none is given'),
  quantity: z.number().int(),
  isVariant: z.boolean(),
  isActive: z.boolean(),
  reviews_count: z.number().int(),
  average_rating: z.number().nullable(),
  variant_products: z.array(variantJson),
});

const productDetailJson = productJson.extend({ reviews: z.array(reviewJson) });

const productPageJson = z.object({
  items: z.array(productJson),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  page_count: z.number().int(),
  from: z.number().int(),
  to: z.number().int(),
});

const productListJson = z.array(productJson);
const productListResponse = z.union([productListJson, productPageJson]);

const pageQuery = {
  search: z.string().max(200).optional(),
  sort: z.enum(SORT_OPTIONS).optional(),
  page: wholeNumber().pipe(z.number().min(1)).optional(),
  perPage: wholeNumber().refine(isPerPageOption, `perPage must be one of ${PER_PAGE_OPTIONS.join(', ')}`).optional(),
};
const productListQuery = z.object({ category: wholeNumber().optional(), ...pageQuery });
const categoryProductsQuery = z.object(pageQuery);
type PageQuery = z.infer<typeof categoryProductsQuery>;

const categoryParams = z.object({ id: wholeNumber() });
const categoryJson = z.object({ id: z.number().int(), name: z.string() });
const subcategoryListJson = z.array(
  z.object({ id: z.number().int(), category_id: z.number().int(), name: z.string(), logo_url: z.string(), is_active: z.boolean() }),
);

const variantLookupParams = z.object({
  productId: idParam,
  side: z.union([unusedPart(), wholeNumber()]),
  size: z.union([unusedPart(), z.string().min(1).max(50)]),
  option: z.union([unusedPart(), wholeNumber()]),
});

const productNotFound = () => notFound(HttpMessages.productNotFound, 'product_not_found');
const categoryNotFound = () => notFound(HttpMessages.categoryNotFound, 'category_not_found');

function knownCategory(id: number): Category {
  const category = CATEGORIES.find((candidate) => candidate.id === id);
  if (!category) throw categoryNotFound();
  return category;
}

/** All Categories filters nothing. */
function categoryFilter(category: Category): number | null {
  return category.id === ALL_CATEGORIES_ID ? null : category.id;
}

function variantToJson(variant: CatalogVariant): z.infer<typeof variantJson> {
  return {
    id: variant.id,
    sku: variant.sku,
    quantity: variant.quantity,
    side: variant.side,
    size: variant.size,
    variable_option: variant.variableOption,
    only_one_option: variant.onlyOneOption,
  };
}

function reviewToJson(review: CatalogReview): z.infer<typeof reviewJson> {
  return { id: review.id, rating: review.rating, user: review.userName, date: review.date.toISOString(), comment: review.comment };
}

export function productToJson(product: CatalogProduct, variants: readonly CatalogVariant[] | undefined): z.infer<typeof productJson> {
  return {
    id: product.id,
    name: product.name,
    other_name: product.otherName,
    price: poundsFromPiasters(product.price),
    discount_fee: poundsFromPiasters(product.discount),
    description: product.description,
    features: product.features,
    specifications: product.specifications,
    logoUrl: product.logoUrl,
    categoryId: product.categoryId,
    categoryName: product.categoryName,
    subcategory_id: product.subcategoryId,
    sku: product.sku,
    brand: product.brand,
    quantity: product.quantity,
    isVariant: product.isVariant,
    isActive: product.isActive,
    reviews_count: product.reviewsCount,
    average_rating: product.averageRating,
    variant_products: product.isVariant && variants ? variants.map(variantToJson) : [],
  };
}

/**
 * The products as a reader of Arabic sees them: each name, description, feature list and category name in
 * Arabic where one is written, and the English name kept as the other name a search finds (so the
 * search, and the sort by name, work on what the reader sees). English readers get the products
 * as read: their other name is already the Arabic one.
 */
export function inLanguage(language: Language, catalogue: CatalogProduct[]): CatalogProduct[] {
  if (language !== 'ar') return catalogue;
  return catalogue.map(inArabic);
}

function inArabic(product: CatalogProduct): CatalogProduct {
  return {
    ...product,
    name: shownText('ar', product.name, product.nameAr),
    description: shownText('ar', product.description, product.descriptionAr),
    features: product.featuresAr && product.featuresAr.length > 0 ? product.featuresAr : product.features,
    categoryName: shownCategoryName('ar', product.categoryId),
    otherName: product.nameAr ? product.name : null,
  };
}

function hasPageQuery(query: PageQuery): boolean {
  return query.search !== undefined || query.sort !== undefined || query.page !== undefined || query.perPage !== undefined;
}

/** Said in the API document of every remembered answer. */
const REMEMBERED = `Answered from memory: may be up to ${CATALOG_READ_TTL_MS} ms old (the live stock check is the variant lookup).`;

/**
 * The storefront's read side. Lists, pages, product details and subcategories are remembered for
 * a moment (CatalogReadCache) because they are the busiest calls; the variant lookup is the live
 * stock check before adding to the cart, so it always reads the database.
 */
export function catalogRoutes(app: ZodApp, context: ServerContext): void {
  const catalog = new CatalogQueries(context.db);
  const answers = catalogReadCache(context.db);

  /**
   * Sends the remembered answer for the key in the reader's language, building and checking it
   * against its schema on a miss. Every language has its own copy, and the answer says it varies
   * by Accept-Language.
   */
  async function sendRemembered<S extends z.ZodType>(reply: FastifyReply, language: Language, key: string, schema: S, build: () => Promise<z.input<S>>): Promise<FastifyReply> {
    const body = await answers.get(`${language}:${key}`, async () => Buffer.from(JSON.stringify(schema.parse(await build()))));
    return variesByLanguage(reply).type('application/json; charset=utf-8').send(body);
  }

  const listKey = (categoryId: number | null) => `list:${categoryId ?? 'all'}`;
  const pageKey = (categoryId: number | null, query: PageQuery) =>
    `page:${categoryId ?? 'all'}:${query.sort ?? DEFAULT_SORT}:${query.page ?? 1}:${query.perPage ?? DEFAULT_PER_PAGE}:${query.search ?? ''}`;

  async function wholeList(categoryId: number | null, language: Language): Promise<z.infer<typeof productJson>[]> {
    const [all, variants] = await Promise.all([catalog.activeProducts(categoryId), catalog.variantsOfActiveProducts(categoryId)]);
    return inLanguage(language, all).map((product) => productToJson(product, variants.get(product.id)));
  }

  /** One page, found with the storefront's own search, sort and paging rules; variants only for that page. */
  async function onePage(categoryId: number | null, query: PageQuery, language: Language): Promise<z.infer<typeof productPageJson>> {
    const perPage = query.perPage ?? DEFAULT_PER_PAGE;
    const page = queryCatalog(inLanguage(language, await catalog.activeProducts(categoryId)), {
      search: query.search ?? '',
      sort: query.sort ?? DEFAULT_SORT,
      page: query.page ?? 1,
      perPage,
    });
    const variants = await catalog.variantsOf(page.items.filter((product) => product.isVariant).map((product) => product.id));
    return {
      items: page.items.map((product) => productToJson(product, variants.get(product.id))),
      total: page.total,
      page: page.page,
      per_page: perPage,
      page_count: page.pageCount,
      from: page.from,
      to: page.to,
    };
  }

  app.get(
    '/product',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Active products: the whole list, or one page when category, search, sort, page or perPage is given',
        description: `Search matches the product name (English or Arabic) or the category name; sort and perPage take the storefront's options. Names and descriptions come in Arabic where written when Accept-Language prefers it. ${REMEMBERED}`,
        querystring: productListQuery,
        response: { 200: productListResponse, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { category, ...pageOptions } = request.query;
      const language = request.language;
      if (category === undefined && !hasPageQuery(pageOptions)) return sendRemembered(reply, language, listKey(null), productListJson, () => wholeList(null, language));
      const categoryId = categoryFilter(knownCategory(category ?? ALL_CATEGORIES_ID));
      return sendRemembered(reply, language, pageKey(categoryId, pageOptions), productPageJson, () => onePage(categoryId, pageOptions, language));
    },
  );

  app.get(
    '/product/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'An active product with its variants and reviews (newest first)',
        description: REMEMBERED,
        params: z.object({ id: idParam }),
        response: { 200: productDetailJson, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const language = request.language;
      return sendRemembered(reply, language, `product:${id}`, productDetailJson, async () => {
        const detail = await catalog.activeProductDetail(id);
        if (!detail) throw productNotFound();
        const product = language === 'ar' ? inArabic(detail.product) : detail.product;
        return { ...productToJson(product, detail.variants), reviews: detail.reviews.map(reviewToJson) };
      });
    },
  );

  app.get(
    '/product/variant/:productId/:side/:size/:option',
    {
      schema: {
        tags: ['catalog'],
        summary: "The live stock of one variant; a part the product does not use is the text 'null'",
        description: 'Matches side and size, size alone, or option alone, depending on the kind of variants the product has.',
        params: variantLookupParams,
        response: { 200: variantJson, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { productId, side, size, option } = request.params;
      const variants = await catalog.variantsOfActiveProduct(productId);
      const candidates: Variant[] = variants.map((variant) => ({ ...variant, option: variant.variableOption }));
      const match = matchVariant(candidates, { side, size, option });
      const variant = match && variants.find((candidate) => candidate.id === match.id);
      if (!variant) throw notFound(HttpMessages.variantNotFound, 'variant_not_found');
      return variantToJson(variant);
    },
  );

  app.get(
    '/category/:id',
    {
      schema: { tags: ['catalog'], summary: 'One of the fixed categories (0 is All Categories)', params: categoryParams, response: { 200: categoryJson, ...errorResponses(400, 404) } },
    },
    async (request, reply) => {
      const category = knownCategory(request.params.id);
      variesByLanguage(reply);
      return { id: category.id, name: shownCategoryName(request.language, category.id) };
    },
  );

  app.get(
    '/category/:id/products',
    {
      schema: {
        tags: ['catalog'],
        summary: "A category's active products (0: all); one page when search, sort, page or perPage is given",
        description: REMEMBERED,
        params: categoryParams,
        querystring: categoryProductsQuery,
        response: { 200: productListResponse, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const categoryId = categoryFilter(knownCategory(request.params.id));
      const query = request.query;
      const language = request.language;
      if (hasPageQuery(query)) return sendRemembered(reply, language, pageKey(categoryId, query), productPageJson, () => onePage(categoryId, query, language));
      return sendRemembered(reply, language, listKey(categoryId), productListJson, () => wholeList(categoryId, language));
    },
  );

  app.get(
    '/category/:id/subcategories',
    {
      schema: {
        tags: ['catalog'],
        summary: "A category's active subcategories (0: all)",
        description: REMEMBERED,
        params: categoryParams,
        response: { 200: subcategoryListJson, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const categoryId = categoryFilter(knownCategory(request.params.id));
      const language = request.language;
      return sendRemembered(reply, language, `subcategories:${categoryId ?? 'all'}`, subcategoryListJson, async () => {
        const rows = await catalog.activeSubcategories(categoryId);
        return rows.map((row) => ({ id: row.id, category_id: row.categoryId, name: shownText(language, row.name, row.nameAr), logo_url: row.logoUrl, is_active: row.isActive }));
      });
    },
  );
}
