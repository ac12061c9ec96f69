import * as z from 'zod/mini';
import { AdminPromoCodeJson, type PromoUseJson } from '@tiara/contract/staff/promoCodeJson';
import { NewPromoCodeJson, PromoFieldsJson, PromoQueryJson } from '@tiara/contract/staff/promoCodeRequestJson';
import { poundsFromPiasters } from '@tiara/domain/money';
import { normalisePromoCode } from '@tiara/domain/promo';
import type { AdminPromoCode, PromoUseEntry } from '../../../adapters/db/admin/AdminPromoCodeRepository';
import { described, documented } from '../../documented';
import { flagQuery, iso, isoOrNull, nullIfAbsent, nullableDateTime, readAs, toDate } from './adminSchemas';

/** The promo codes of /api/admin/promo-codes and their uses (src/contract/staff/promoCodeJson.ts). */

const maxUsesWords = 'Null: unlimited';
const minimumOrderWords = 'EGP of subtotal plus shipping; null: none';

export const promoJson = documented(AdminPromoCodeJson, {
  value: 'A percent, or EGP for a fixed discount',
  max_uses: maxUsesWords,
  minimum_order: minimumOrderWords,
  used_count: 'Uses counted against max_uses',
});

export function promoToJson(promo: AdminPromoCode): AdminPromoCodeJson {
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

export const useToJson = (use: PromoUseEntry): PromoUseJson => ({
  order_id: use.orderId,
  order_status: use.orderStatus,
  user_id: use.userId,
  user_email: use.userEmail,
  status: use.status,
  used_at: iso(use.usedAt),
});

const { shape: promo } = PromoFieldsJson;

/** The code is kept in capitals, as customers' codes are compared. */
const code = () => z.pipe(promo.code, z.transform(normalisePromoCode));

export const promoFields = () =>
  documented(
    readAs(PromoFieldsJson, {
      code: code(),
      starts_at: nullableDateTime(promo.starts_at),
      ends_at: nullableDateTime(promo.ends_at),
    }),
    { value: 'A whole percent from 1 to 100, or EGP for a fixed discount', max_uses: maxUsesWords, minimum_order: minimumOrderWords },
  );

const { shape: newPromo } = NewPromoCodeJson;

export const newPromoCodeBody = () =>
  readAs(NewPromoCodeJson, {
    code: code(),
    value: described(newPromo.value, 'A whole percent from 1 to 100, or EGP for a fixed discount'),
    starts_at: z.pipe(z.optional(nullableDateTime(newPromo.starts_at.def.innerType)), z.transform((date) => nullIfAbsent(date))),
    ends_at: z.pipe(z.optional(nullableDateTime(newPromo.ends_at.def.innerType)), z.transform((date) => nullIfAbsent(date))),
    max_uses: z.pipe(newPromo.max_uses, z.transform((uses) => nullIfAbsent(uses))),
    minimum_order: z.pipe(newPromo.minimum_order, z.transform((amount) => nullIfAbsent(amount))),
  });

export const promoQuery = () => readAs(PromoQueryJson, { is_active: flagQuery(PromoQueryJson.shape.is_active) }).shape;

export const dateOrNull = (value: string | null) => (value === null ? null : toDate(value));

/** A change's window edge: absent keeps what is stored, null removes it. */
export const optionalDate = (value: string | null | undefined) => (value === undefined ? undefined : dateOrNull(value));
