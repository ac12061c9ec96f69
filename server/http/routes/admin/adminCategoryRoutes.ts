import { z } from 'zod';
import { AdminCategoryJson } from '@tiara/contract/staff/catalogJson';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import type { ShopServices } from '../../../composition/composeShop';
import { notFound } from '../../HttpError';
import { errorResponses, idParam } from '../../schemas';
import type { ZodApp } from '../../ServerContext';
import { deleteRoute, findRoute, pagedList, updateRoute } from './adminRouteKit';
import { nullIfAbsent } from './adminSchemas';
import { categoryToJson, newSubcategoryBody, subcategoryFields, subcategoryJson, subcategoryQuery, subcategoryToJson } from './catalogJson';
import { stampOf } from './staffAccess';

const params = z.object({ id: idParam });

/**
 * The categories are the fixed list of SPEC §3 (the storefront knows them by id and icon), so
 * they are listed here, not edited; subcategories are the part of the tree the shop manages.
 */
export function adminCategoryRoutes(app: ZodApp, { backOffice: { catalog }, now }: ShopServices): void {
  const subcategoryNotFound = (id: number) => notFound(AdminMessages.subcategoryNotFound(id), 'subcategory_not_found');

  app.get(
    '/categories',
    {
      schema: {
        tags: ['admin'],
        summary: 'The fixed categories with how many products and subcategories each holds (Admin)',
        security: [{ bearer: [] }],
        response: { 200: z.array(AdminCategoryJson), ...errorResponses(401, 403) },
      },
    },
    async () => (await catalog.categories()).map(categoryToJson),
  );

  pagedList(app, {
    url: '/subcategories',
    summary: 'Subcategories, active or not, by category and name (Admin)',
    query: subcategoryQuery,
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
        body: newSubcategoryBody(),
        response: { 201: subcategoryJson, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const created = await catalog.createSubcategory(
        { categoryId: body.category_id, name: body.name, nameAr: nullIfAbsent(body.name_ar), logoUrl: body.logo_url, isActive: body.is_active },
        stampOf(request, now),
        { name: body.name, category_id: body.category_id },
      );
      return reply.status(201).send(subcategoryToJson(created));
    },
  );

  updateRoute(app, now, {
    url: '/subcategories/:id',
    summary: 'Change a subcategory: name, logo, category (its products move with it) or the active switch (Admin)',
    params,
    fields: subcategoryFields,
    item: subcategoryJson,
    update: ({ id }, body, stamp, audit) =>
      catalog.updateSubcategory(id, { categoryId: body.category_id, name: body.name, nameAr: body.name_ar, logoUrl: body.logo_url, isActive: body.is_active }, stamp, audit),
    toJson: subcategoryToJson,
  });

  deleteRoute(app, now, {
    url: '/subcategories/:id',
    summary: 'Delete a subcategory that holds no product (409 otherwise) (Admin)',
    params,
    mayConflict: true,
    remove: ({ id }, stamp) => catalog.deleteSubcategory(id, stamp),
  });
}
