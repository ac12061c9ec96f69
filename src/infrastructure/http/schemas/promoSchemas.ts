import * as z from 'zod/mini';
import { PromoCheckJson } from '@tiara/contract/promoJson';
import { piastersFromPounds } from '@tiara/domain/money';
import type { PromoCheck } from '../../../application/promo/PromoApi';

/**
 * SPEC §7 POST /api/PromoCode/validate: is_valid, message, discount_amount (pounds), promo_code_id,
 * code. Only a valid answer's id and discount are used, so an invalid one may carry any id (0, null)
 * or none, and SPEC's backend may leave out the code.
 */
export const promoCheckSchema: z.ZodMiniType<PromoCheck> = z.pipe(
  z
    .object({
      ...PromoCheckJson.shape,
      discount_amount: z.nullish(z.number().check(z.gte(0))),
      promo_code_id: z.optional(PromoCheckJson.shape.promo_code_id),
      code: z.optional(PromoCheckJson.shape.code),
    })
    .check(z.refine((wire) => !wire.is_valid || (wire.promo_code_id != null && wire.promo_code_id > 0 && wire.discount_amount != null), 'A valid code needs its id and discount')),
  z.transform((wire) => ({
    isValid: wire.is_valid,
    message: wire.message,
    discount: wire.is_valid ? piastersFromPounds(wire.discount_amount ?? 0) : 0,
    promoCodeId: wire.is_valid ? (wire.promo_code_id ?? null) : null,
    code: wire.code ?? null,
  })),
);
