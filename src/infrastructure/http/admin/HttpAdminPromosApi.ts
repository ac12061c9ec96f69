import * as z from 'zod/mini';
import type { AdminPage, Deleted, PageRequest } from '../../../application/admin/AdminPage';
import type { AdminPromoCode, AdminPromosApi, PromoFields, PromoFilter, PromoUse } from '../../../application/admin/promos/AdminPromosApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import { piastersFromPounds, poundsFromPiasters } from '@tiara/domain/money';
import type { HttpClient } from '../HttpClient';
import { count, date, deletedSchema, money, nullableDate, pageSchema, queryOf } from './adminWireSchemas';

export const adminPromoSchema: z.ZodMiniType<AdminPromoCode> = z.pipe(
  z.object({
    id: count,
    code: z.string(),
    kind: z.enum(['percent', 'fixed']),
    value: z.number(),
    is_active: z.boolean(),
    starts_at: nullableDate,
    ends_at: nullableDate,
    max_uses: z.nullable(count),
    once_per_user: z.boolean(),
    minimum_order: z.nullable(money),
    used_count: count,
    uses: z.object({ reserved: count, used: count, released: count }),
    created_at: date,
  }),
  z.transform((wire) => ({
    id: wire.id,
    code: wire.code,
    discount: wire.kind === 'percent' ? { kind: 'percent' as const, percent: wire.value } : { kind: 'fixed' as const, amount: piastersFromPounds(wire.value) },
    isActive: wire.is_active,
    startsAt: wire.starts_at,
    endsAt: wire.ends_at,
    maxUses: wire.max_uses,
    oncePerUser: wire.once_per_user,
    minimumOrder: wire.minimum_order,
    usedCount: wire.used_count,
    uses: wire.uses,
    createdAt: wire.created_at,
  })),
);

const useSchema: z.ZodMiniType<PromoUse> = z.pipe(
  z.object({ order_id: count, order_status: z.string(), user_email: z.nullable(z.string()), status: z.enum(['Reserved', 'Used', 'Released']), used_at: date }),
  z.transform((wire) => ({ orderId: wire.order_id, orderStatus: wire.order_status, userEmail: wire.user_email, status: wire.status, usedAt: wire.used_at })),
);

const promoPageSchema = pageSchema(adminPromoSchema);
const usePageSchema = pageSchema(useSchema);

const promoBody = (promo: PromoFields) => ({
  code: promo.code,
  kind: promo.discount.kind,
  value: promo.discount.kind === 'percent' ? promo.discount.percent : poundsFromPiasters(promo.discount.amount),
  is_active: promo.isActive,
  starts_at: promo.startsAt === null ? null : promo.startsAt.toISOString(),
  ends_at: promo.endsAt === null ? null : promo.endsAt.toISOString(),
  max_uses: promo.maxUses,
  once_per_user: promo.oncePerUser,
  minimum_order: promo.minimumOrder === null ? null : poundsFromPiasters(promo.minimumOrder),
});

/** /api/admin/promo-codes. */
export class HttpAdminPromosApi implements AdminPromosApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  list(filter: PromoFilter): Promise<ApiResult<AdminPage<AdminPromoCode>>> {
    const query = queryOf({ search: filter.search?.trim(), is_active: filter.isActive, page: filter.page, per_page: filter.perPage });
    return this.http.get(`/api/admin/promo-codes${query}`, promoPageSchema);
  }

  create(promo: PromoFields): Promise<ApiResult<AdminPromoCode>> {
    return this.http.post('/api/admin/promo-codes', promoBody(promo), adminPromoSchema);
  }

  update(id: number, promo: PromoFields): Promise<ApiResult<AdminPromoCode>> {
    return this.http.send({ method: 'PATCH', path: `/api/admin/promo-codes/${id}`, body: promoBody(promo), schema: adminPromoSchema });
  }

  delete(id: number): Promise<ApiResult<Deleted>> {
    return this.http.send({ method: 'DELETE', path: `/api/admin/promo-codes/${id}`, schema: deletedSchema });
  }

  uses(id: number, page: PageRequest): Promise<ApiResult<AdminPage<PromoUse>>> {
    return this.http.get(`/api/admin/promo-codes/${id}/uses${queryOf({ page: page.page, per_page: page.perPage })}`, usePageSchema);
  }
}
