import * as z from 'zod/mini';
import type { PageQueryJson } from '@tiara/contract/staff/listQueryJson';
import { AdminPromoCodeJson, PromoUseJson } from '@tiara/contract/staff/promoCodeJson';
import type { PromoFieldsJson, PromoQueryJson } from '@tiara/contract/staff/promoCodeRequestJson';
import { piastersFromPounds, poundsFromPiasters } from '@tiara/domain/money';
import type { AdminPage, Deleted, PageRequest } from '../../../application/admin/AdminPage';
import type { AdminPromoCode, AdminPromosApi, PromoFields, PromoFilter, PromoUse } from '../../../application/admin/promos/AdminPromosApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import type { HttpClient } from '../HttpClient';
import { deletedSchema, instant, instantOrNull, pageSchema, queryOf } from './adminWireSchemas';

export const adminPromoSchema: z.ZodMiniType<AdminPromoCode> = z.pipe(
  AdminPromoCodeJson,
  z.transform((wire, context) => ({
    id: wire.id,
    code: wire.code,
    discount: wire.kind === 'percent' ? { kind: 'percent' as const, percent: wire.value } : { kind: 'fixed' as const, amount: piastersFromPounds(wire.value) },
    isActive: wire.is_active,
    startsAt: instantOrNull(wire.starts_at, context),
    endsAt: instantOrNull(wire.ends_at, context),
    maxUses: wire.max_uses,
    oncePerUser: wire.once_per_user,
    minimumOrder: wire.minimum_order === null ? null : piastersFromPounds(wire.minimum_order),
    usedCount: wire.used_count,
    uses: wire.uses,
    createdAt: instant(wire.created_at, context),
  })),
);

const useSchema: z.ZodMiniType<PromoUse> = z.pipe(
  PromoUseJson,
  z.transform((wire, context) => ({ orderId: wire.order_id, orderStatus: wire.order_status, userEmail: wire.user_email, status: wire.status, usedAt: instant(wire.used_at, context) })),
);

const promoPageSchema = pageSchema(adminPromoSchema);
const usePageSchema = pageSchema(useSchema);

const promoBody = (promo: PromoFields): PromoFieldsJson => ({
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
    const query = queryOf<PromoQueryJson & PageQueryJson>({ search: filter.search?.trim(), is_active: filter.isActive, page: filter.page, per_page: filter.perPage });
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
    return this.http.get(`/api/admin/promo-codes/${id}/uses${queryOf<PageQueryJson>({ page: page.page, per_page: page.perPage })}`, usePageSchema);
  }
}
