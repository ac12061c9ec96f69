import type { FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import { CategoryJson, type ProductJson, type ProductPageJson, SubcategoryJson, VariantJson } from '@tiara/contract/catalogJson';
import { ALL_CATEGORIES_ID, CATEGORIES, type Category, DEFAULT_PER_PAGE, DEFAULT_SORT, queryCatalog } from '@tiara/domain/catalog-query';
import type { Language } from '@tiara/domain/language';
import { type Variant, matchVariant } from '@tiara/domain/variant-selector';
import { inLanguage, productInLanguage } from '../../application/catalog/inLanguage';
import { shownCategoryName } from '../../application/catalog/shownCategoryName';
import { CATALOG_READ_TTL_MS } from '../../adapters/db/CatalogReadCache';
import type { ShopServices } from '../../composition/composeShop';
import { notFound } from '../HttpError';
import { HttpMessages } from '../HttpMessages';
import { errorResponses } from '../schemas';
import type { ZodApp } from '../ServerContext';
import { variesByLanguage } from '../shownText';
import {
  type PageQuery,
  categoryParams,
  categoryProductsQuery,
  productDetailJson,
  productListJson,
  productListQuery,
  productListResponse,
  productPageJson,
  productParams,
  productToJson,
  reviewToJson,
  subcategoryToJson,
  variantLookupParams,
  variantToJson,
} from './catalogJson';

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
export function catalogRoutes(app: ZodApp, { catalog: { queries: catalog, answers } }: ShopServices): void {
  /**
   * Sends the remembered answer for the key in the reader's language, building and checking it
   * against its schema on a miss. Every language has its own copy, and the answer says it varies
   * by Accept-Language.
   */
  async function sendRemembered<S extends z.ZodMiniType>(reply: FastifyReply, language: Language, key: string, schema: S, build: () => Promise<z.input<S>>): Promise<FastifyReply> {
    const body = await answers.get(`${language}:${key}`, async () => Buffer.from(JSON.stringify(z.parse(schema, await build()))));
    return variesByLanguage(reply).type('application/json; charset=utf-8').send(body);
  }

  const listKey = (categoryId: number | null) => `list:${categoryId ?? 'all'}`;
  const pageKey = (categoryId: number | null, query: PageQuery) =>
    `page:${categoryId ?? 'all'}:${query.sort ?? DEFAULT_SORT}:${query.page ?? 1}:${query.perPage ?? DEFAULT_PER_PAGE}:${query.search ?? ''}`;

  async function wholeList(categoryId: number | null, language: Language): Promise<ProductJson[]> {
    const [all, variants] = await Promise.all([catalog.activeProducts(categoryId), catalog.variantsOfActiveProducts(categoryId)]);
    return inLanguage(language, all).map((product) => productToJson(product, variants.get(product.id)));
  }

  /** One page, found with the storefront's own search, sort and paging rules; variants only for that page. */
  async function onePage(categoryId: number | null, query: PageQuery, language: Language): Promise<ProductPageJson> {
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
      ...(page.correctedSearch === null ? {} : { showing_results_for: page.correctedSearch }),
    };
  }

  app.get(
    '/product',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Active products: the whole list, or one page when category, search, sort, page or perPage is given',
        description: `Search matches the product name (English or Arabic) or the category name; when no product does, the page holds the products closest to it (misspelt words and Arabic spellings forgiven) and says what it searched for in showing_results_for. Sort and perPage take the storefront's options. Names, descriptions, features, specifications (row by row) and category names come in Arabic where written when Accept-Language prefers it. ${REMEMBERED}`,
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
        params: productParams,
        response: { 200: productDetailJson, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const language = request.language;
      return sendRemembered(reply, language, `product:${id}`, productDetailJson, async () => {
        const detail = await catalog.activeProductDetail(id);
        if (!detail) throw productNotFound();
        return { ...productToJson(productInLanguage(language, detail.product), detail.variants), reviews: detail.reviews.map(reviewToJson) };
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
        response: { 200: VariantJson, ...errorResponses(400, 404) },
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
      schema: { tags: ['catalog'], summary: 'One of the fixed categories (0 is All Categories)', params: categoryParams, response: { 200: CategoryJson, ...errorResponses(400, 404) } },
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
        response: { 200: z.array(SubcategoryJson), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const categoryId = categoryFilter(knownCategory(request.params.id));
      const language = request.language;
      return sendRemembered(reply, language, `subcategories:${categoryId ?? 'all'}`, z.array(SubcategoryJson), async () =>
        (await catalog.activeSubcategories(categoryId)).map((subcategory) => subcategoryToJson(subcategory, language)),
      );
    },
  );
}
