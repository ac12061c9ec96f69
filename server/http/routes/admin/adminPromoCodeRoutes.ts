import { z } from 'zod';
import { PromoUseJson } from '@tiara/contract/staff/promoCodeJson';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import type { ShopServices } from '../../../composition/composeShop';
import { notFound } from '../../HttpError';
import { errorResponses, idParam } from '../../schemas';
import type { ZodApp } from '../../ServerContext';
import { deleteRoute, findRoute, pagedList, updateRoute } from './adminRouteKit';
import { optionalPiasters, pageAsked, pageJson, pageOf, pageQuery, toPiasters, unwrap } from './adminSchemas';
import { dateOrNull, newPromoCodeBody, optionalDate, promoFields, promoJson, promoQuery, promoToJson, useToJson } from './promoCodeJson';
import { stampOf } from './staffAccess';

const params = z.object({ id: idParam });

/** Promo codes: percent or fixed, a validity window, usage limits and a minimum order; their uses come from orders. */
export function adminPromoCodeRoutes(app: ZodApp, { backOffice: { promoCodes: repository }, now }: ShopServices): void {  const promoNotFound = (id: number) => notFound(AdminMessages.promoNotFound(id), 'promo_not_found');

  pagedList(app, {
    url: '/promo-codes',
    summary: 'Promo codes with their uses, newest first (Admin)',
    query: promoQuery,
    item: promoJson,
    page: (query, asked) => repository.list({ search: query.search, isActive: query.is_active }, asked),
    toJson: promoToJson,
  });

  findRoute(app, {
    url: '/promo-codes/:id',
    summary: 'One promo code (Admin)',
    params,
    item: promoJson,
    find: ({ id }) => repository.promoCode(id),
    missing: ({ id }) => promoNotFound(id),
    toJson: promoToJson,
  });

  app.get(
    '/promo-codes/:id/uses',
    {
      schema: {
        tags: ['admin'],
        summary: 'The orders that used a promo code, newest first (Admin)',
        security: [{ bearer: [] }],
        params,
        querystring: z.object(pageQuery()),
        response: { 200: pageOf(PromoUseJson), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const asked = pageAsked(request.query);
      const uses = await repository.uses(request.params.id, asked);
      if (!uses) throw promoNotFound(request.params.id);
      return pageJson(uses, asked, useToJson);
    },
  );

  app.post(
    '/promo-codes',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a promo code (Admin)',
        security: [{ bearer: [] }],
        body: newPromoCodeBody(),
        response: { 201: promoJson, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const created = await repository.create(
        {
          code: body.code,
          kind: body.kind,
          value: body.value,
          isActive: body.is_active,
          startsAt: dateOrNull(body.starts_at),
          endsAt: dateOrNull(body.ends_at),
          maxUses: body.max_uses,
          oncePerUser: body.once_per_user,
          minimumOrder: body.minimum_order === null ? null : toPiasters(body.minimum_order),
        },
        stampOf(request, now),
        { code: body.code, kind: body.kind, value: body.value },
      );
      return reply.status(201).send(promoToJson(unwrap(created)));
    },
  );

  updateRoute(app, now, {
    url: '/promo-codes/:id',
    summary: 'Change a promo code; orders already placed keep their discount (Admin)',
    description: 'A new value is read in the kind sent with it, or in the code’s kind; changing the kind needs the new value too.',
    params,
    fields: promoFields,
    item: promoJson,
    mayConflict: true,
    update: ({ id }, body, stamp, audit) =>
      repository.update(
        id,
        {
          code: body.code,
          kind: body.kind,
          value: body.value,
          isActive: body.is_active,
          startsAt: optionalDate(body.starts_at),
          endsAt: optionalDate(body.ends_at),
          maxUses: body.max_uses,
          oncePerUser: body.once_per_user,
          minimumOrder: body.minimum_order === null ? null : optionalPiasters(body.minimum_order),
        },
        stamp,
        audit,
      ),
    toJson: promoToJson,
  });

  deleteRoute(app, now, {
    url: '/promo-codes/:id',
    summary: 'Delete a promo code no order holds or used (409 otherwise: switch it off instead) (Admin)',
    params,
    mayConflict: true,
    remove: ({ id }, stamp) => repository.delete(id, stamp),
  });
}
