import { z } from 'zod';
import { ALL_CATEGORIES_ID, CATEGORIES, categoryName } from '@tiara/domain/catalog-query';
import { type AdminSubcategory, AdminCatalogRepository } from '../../../adapters/db/admin/AdminCatalogRepository';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import { notFound } from '../../HttpError';
import { errorResponses, idParam } from '../../schemas';
import type { ServerContext, ZodApp } from '../../ServerContext';
import { deleteRoute, findRoute, pagedList, updateRoute } from './adminRouteKit';
import { arabicOrNull, arabicText, idQuery, imageUrl, requiredText, searchQuery } from './adminSchemas';
import { stampOf } from './staffAccess';

const SHOP_CATEGORY_IDS: readonly number[] = CATEGORIES.filter((category) => category.id !== ALL_CATEGORIES_ID).map((category) => category.id);
const CATEGORY_CHOICES = CATEGORIES.filter((category) => category.id !== ALL_CATEGORIES_ID)
  .map((category) => `${category.id} ${category.name}`)
  .join(', ');

/** One of the fixed categories of SPEC §3 (All Categories is a filter, not a place for products). */
export const shopCategoryId = () =>
  z
    .number()
    .int()
    .refine((id) => SHOP_CATEGORY_IDS.includes(id), `must be one of the categories: ${CATEGORY_CHOICES}`);

const subcategoryJson = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  category_name: z.string(),
  name: z.string(),
  name_ar: z.string().nullable().describe('Null: none, the storefront shows the English'),
  logo_url: z.string(),
  is_active: z.boolean(),
  product_count: z.number().int(),
});

const subcategoryFields = () => ({
  category_id: shopCategoryId(),
  name: requiredText(200),
  name_ar: arabicText(200),
  logo_url: imageUrl().describe('The logo: an uploaded picture (POST /api/admin/images) or an address'),
  is_active: z.boolean(),
});

const params = z.object({ id: idParam });

function subcategoryToJson(subcategory: AdminSubcategory): z.infer<typeof subcategoryJson> {
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

/**
 * The categories are the fixed list of SPEC §3 (the storefront knows them by id and icon), so
 * they are listed here, not edited; subcategories are the part of the tree the shop manages.
 */
export function adminCategoryRoutes(app: ZodApp, context: ServerContext): void {
  const catalog = new AdminCatalogRepository(context.db);
  const subcategoryNotFound = (id: number) => notFound(AdminMessages.subcategoryNotFound(id), 'subcategory_not_found');

  app.get(
    '/categories',
    {
      schema: {
        tags: ['admin'],
        summary: 'The fixed categories with how many products and subcategories each holds (Admin)',
        security: [{ bearer: [] }],
        response: {
          200: z.array(z.object({ id: z.number().int(), name: z.string(), product_count: z.number().int(), subcategory_count: z.number().int() })),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => {
      const categories = await catalog.categories();
      return categories.map((category) => ({ id: category.id, name: category.name, product_count: category.productCount, subcategory_count: category.subcategoryCount }));
    },
  );

  pagedList(app, {
    url: '/subcategories',
    summary: 'Subcategories, active or not, by category and name (Admin)',
    query: () => ({ category_id: idQuery(), search: searchQuery() }),
    item: subcategoryJson,
    page: (query, asked) => catalog.subcategories({ search: query.search, categoryId: query.category_id }, asked),
    toJson: subcategoryToJson,
  });

  findRoute(app, {
    url: '/subcategories/:id',
    summary: 'One subcategory (Admin)',
    params,
    item: subcategoryJson,
    find: ({ id }) => catalog.subcategory(id),
    missing: ({ id }) => subcategoryNotFound(id),
    toJson: subcategoryToJson,
  });

  app.post(
    '/subcategories',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a subcategory (Admin)',
        security: [{ bearer: [] }],
        body: z.object({ ...subcategoryFields(), logo_url: imageUrl().default(''), is_active: z.boolean().default(true) }),
        response: { 201: subcategoryJson, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const created = await catalog.createSubcategory(
        { categoryId: body.category_id, name: body.name, nameAr: arabicOrNull(body.name_ar), logoUrl: body.logo_url, isActive: body.is_active },
        stampOf(request, context),
        { name: body.name, category_id: body.category_id },
      );
      return reply.status(201).send(subcategoryToJson(created));
    },
  );

  updateRoute(app, context, {
    url: '/subcategories/:id',
    summary: 'Change a subcategory: name, logo, category (its products move with it) or the active switch (Admin)',
    params,
    fields: subcategoryFields,
    item: subcategoryJson,
    update: ({ id }, body, stamp, audit) =>
      catalog.updateSubcategory(id, { categoryId: body.category_id, name: body.name, nameAr: body.name_ar, logoUrl: body.logo_url, isActive: body.is_active }, stamp, audit),
    toJson: subcategoryToJson,
  });

  deleteRoute(app, context, {
    url: '/subcategories/:id',
    summary: 'Delete a subcategory that holds no product (409 otherwise) (Admin)',
    params,
    mayConflict: true,
    remove: ({ id }, stamp) => catalog.deleteSubcategory(id, stamp),
  });
}
