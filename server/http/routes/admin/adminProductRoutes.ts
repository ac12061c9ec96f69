import { z } from 'zod';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import type { ShopServices } from '../../../composition/composeShop';
import { announceBackInStock } from '../../backInStock';
import { notFound } from '../../HttpError';
import { errorResponses, idParam } from '../../schemas';
import type { ZodApp } from '../../ServerContext';
import { deleteRoute, findRoute, pagedListWithExport, updateRoute } from './adminRouteKit';
import { nullIfAbsent, optionalPiasters, toPiasters, unwrap } from './adminSchemas';
import {
  PRODUCT_CSV_HEADER,
  newProductBody,
  newVariantBody,
  productCsvRows,
  productDetailJson,
  productDetailToJson,
  productFields,
  productFilterOf,
  productJson,
  productQuery,
  productToJson,
  variantFields,
  variantToJson,
} from './catalogJson';
import { stampOf } from './staffAccess';
import { AdminVariantJson } from '@tiara/contract/staff/catalogJson';

const productParams = z.object({ id: idParam });
const variantParams = z.object({ id: idParam, variantId: idParam });

/**
 * Products and their variants. Every change is visible in the storefront at once (its read cache is
 * told), and one that brings stock back tells the customers waiting for it (backInStock).
 */
export function adminProductRoutes(app: ZodApp, shop: ShopServices): void {
  const { backOffice, now } = shop;
  const { catalog, backInStock } = backOffice;
  const productNotFound = (id: number) => notFound(AdminMessages.productNotFound(id), 'product_not_found');

  pagedListWithExport(app, now, {
    url: '/products',
    summary: 'Products, active or not, by name; searched by name or SKU and filtered by category (Admin)',
    query: productQuery,
    item: productJson,
    page: (query, asked) => catalog.products(productFilterOf(query), asked),
    toJson: productToJson,
    export: {
      summary: 'The products the filter matches as a CSV file, each followed by its variants (Admin)',
      fileName: 'products',
      header: PRODUCT_CSV_HEADER,
      rows: async (query) => (await catalog.productsWithVariants(productFilterOf(query))).flatMap(productCsvRows),
    },
  });

  findRoute(app, {
    url: '/products/:id',
    summary: 'One product with its variants (Admin)',
    params: productParams,
    item: productDetailJson,
    find: ({ id }) => catalog.product(id),
    missing: ({ id }) => productNotFound(id),
    toJson: productDetailToJson,
  });

  app.post(
    '/products',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a product (Admin)',
        description: 'A product with variants gets its stock from them: add the product, then its variants.',
        security: [{ bearer: [] }],
        body: newProductBody(),
        response: { 201: productDetailJson, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const created = await catalog.createProduct(
        {
          name: body.name,
          description: body.description,
          nameAr: nullIfAbsent(body.name_ar),
          descriptionAr: nullIfAbsent(body.description_ar),
          featuresAr: body.features_ar ?? null,
          features: body.features,
          specifications: body.specifications,
          specificationsAr: body.specifications_ar ?? null,
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
        stampOf(request, now),
        { name: body.name, sku: body.sku, price: body.price, category_id: body.category_id },
      );
      return reply.status(201).send(productDetailToJson(unwrap(created)));
    },
  );

  updateRoute(app, now, {
    url: '/products/:id',
    summary: 'Change any fields of a product, the active switch included (Admin)',
    params: productParams,
    fields: productFields,
    item: productDetailJson,
    mayConflict: true,
    update: async ({ id }, body, stamp, audit, request) => {
      const alerts = backInStock();
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
          specificationsAr: body.specifications_ar,
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
      await announceBackInStock(alerts, shop, request);
      return updated;
    },
    toJson: productDetailToJson,
  });

  deleteRoute(app, now, {
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
        body: newVariantBody(),
        response: { 201: AdminVariantJson, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const alerts = backInStock();
      const created = await catalog.addVariant(
        request.params.id,
        { sku: body.sku, quantity: body.quantity, side: body.side, size: body.size, variableOption: body.variable_option },
        stampOf(request, now),
        { sku: body.sku, quantity: body.quantity },
        alerts.release,
      );
      const variant = unwrap(created);
      await announceBackInStock(alerts, shop, request);
      return reply.status(201).send(variantToJson(variant));
    },
  );

  updateRoute(app, now, {
    url: '/products/:id/variants/:variantId',
    summary: "Change a variant's SKU, stock, side, size or option (Admin)",
    params: variantParams,
    fields: variantFields,
    item: AdminVariantJson,
    mayConflict: true,
    update: async ({ id, variantId }, body, stamp, audit, request) => {
      const alerts = backInStock();
      const updated = await catalog.updateVariant(
        id,
        variantId,
        { sku: body.sku, quantity: body.quantity, side: body.side, size: body.size, variableOption: body.variable_option },
        stamp,
        audit,
        alerts.release,
      );
      await announceBackInStock(alerts, shop, request);
      return updated;
    },
    toJson: variantToJson,
  });

  deleteRoute(app, now, {
    url: '/products/:id/variants/:variantId',
    summary: 'Delete a variant; its stock leaves the product’s (Admin)',
    params: variantParams,
    remove: ({ id, variantId }, stamp) => catalog.deleteVariant(id, variantId, stamp),
  });
}
