import { z } from 'zod';
import { poundsFromPiasters } from '@tiara/domain/money';
import { normalisePromoCode } from '@tiara/domain/promo';
import { type AdminPromoCode, AdminPromoCodeRepository, type PromoUseEntry } from '../../../adapters/db/admin/AdminPromoCodeRepository';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import { notFound } from '../../HttpError';
import { errorResponses, idParam } from '../../schemas';
import type { ServerContext, ZodApp } from '../../ServerContext';
import { deleteRoute, findRoute, pagedList, updateRoute } from './adminRouteKit';
import { MAX_POUNDS, dateTime, flagQuery, iso, isoOrNull, optionalPiasters, pageAsked, pageJson, pageOf, pageQuery, pounds, searchQuery, toDate, toPiasters, unwrap } from './adminSchemas';
import { stampOf } from './staffAccess';

const promoJson = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  value: z.number().describe('A percent, or EGP for a fixed discount'),
  is_active: z.boolean(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  max_uses: z.number().int().nullable().describe('Null: unlimited'),
  once_per_user: z.boolean(),
  minimum_order: z.number().nullable().describe('EGP of subtotal plus shipping; null: none'),
  used_count: z.number().int().describe('Uses counted against max_uses'),
  uses: z.object({ reserved: z.number().int(), used: z.number().int(), released: z.number().int() }),
  created_at: z.string(),
});

const useJson = z.object({
  order_id: z.number().int(),
  order_status: z.string(),
  user_id: z.number().int().nullable(),
  user_email: z.string().nullable(),
  status: z.enum(['Reserved', 'Used', 'Released']),
  used_at: z.string(),
});

const promoFields = () => ({
  code: z
    .string()
    .trim()
    .min(2)
    .max(50)
    .regex(/^[A-Za-z0-9_-]+$/, 'may hold only letters, digits, - and _')
    .transform(normalisePromoCode),
  kind: z.enum(['percent', 'fixed']),
  value: z.number().positive().max(MAX_POUNDS).describe('A whole percent from 1 to 100, or EGP for a fixed discount'),
  is_active: z.boolean(),
  starts_at: dateTime().nullable(),
  ends_at: dateTime().nullable(),
  max_uses: z.number().int().min(1).max(1_000_000_000).nullable().describe('Null: unlimited'),
  once_per_user: z.boolean(),
  minimum_order: pounds().nullable().describe('EGP of subtotal plus shipping; null: none'),
});

function promoToJson(promo: AdminPromoCode): z.infer<typeof promoJson> {
  return {
    id: promo.id,
    code: promo.code,
    kind: promo.kind,
    value: promo.kind === 'fixed' ? poundsFromPiasters(promo.value) : promo.value,
    is_active: promo.isActive,
    starts_at: isoOrNull(promo.startsAt),
    ends_at: isoOrNull(promo.endsAt),
    max_uses: promo.maxUses,
    once_per_user: promo.oncePerUser,
    minimum_order: promo.minimumOrder === null ? null : poundsFromPiasters(promo.minimumOrder),
    used_count: promo.usedCount,
    uses: { reserved: promo.reservedUses, used: promo.completedUses, released: promo.releasedUses },
    created_at: iso(promo.createdAt),
  };
}

const useToJson = (use: PromoUseEntry): z.infer<typeof useJson> => ({
  order_id: use.orderId,
  order_status: use.orderStatus,
  user_id: use.userId,
  user_email: use.userEmail,
  status: use.status,
  used_at: iso(use.usedAt),
});

const dateOrNull = (value: string | null) => (value === null ? null : toDate(value));
const optionalDate = (value: string | null | undefined) => (value === undefined ? undefined : dateOrNull(value));

const params = z.object({ id: idParam });

/** Promo codes: percent or fixed, a validity window, usage limits and a minimum order; their uses come from orders. */
export function adminPromoCodeRoutes(app: ZodApp, context: ServerContext): void {
  const repository = new AdminPromoCodeRepository(context.db);
  const promoNotFound = (id: number) => notFound(AdminMessages.promoNotFound(id), 'promo_not_found');

  pagedList(app, {
    url: '/promo-codes',
    summary: 'Promo codes with their uses, newest first (Admin)',
    query: () => ({ search: searchQuery(), is_active: flagQuery() }),
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
        response: { 200: pageOf(useJson), ...errorResponses(400, 401, 403, 404) },
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
        body: z.object({
          ...promoFields(),
          is_active: z.boolean().default(true),
          starts_at: dateTime().nullish().transform((date) => date ?? null),
          ends_at: dateTime().nullish().transform((date) => date ?? null),
          max_uses: z.number().int().min(1).max(1_000_000_000).nullish().transform((uses) => uses ?? null),
          once_per_user: z.boolean().default(true),
          minimum_order: pounds().nullish().transform((amount) => amount ?? null),
        }),
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
        stampOf(request, context),
        { code: body.code, kind: body.kind, value: body.value },
      );
      return reply.status(201).send(promoToJson(unwrap(created)));
    },
  );

  updateRoute(app, context, {
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

  deleteRoute(app, context, {
    url: '/promo-codes/:id',
    summary: 'Delete a promo code no order holds or used (409 otherwise: switch it off instead) (Admin)',
    params,
    mayConflict: true,
    remove: ({ id }, stamp) => repository.delete(id, stamp),
  });
}
