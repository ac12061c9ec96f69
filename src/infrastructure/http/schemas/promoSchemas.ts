import * as z from 'zod/mini';
import { piastersFromPounds } from '../../../domain/money';
import type { PromoCheck } from '../../../application/promo/PromoApi';

/** SPEC §7 POST /api/PromoCode/validate: is_valid, message, discount_amount (pounds), promo_code_id, code. */
export const promoCheckSchema: z.ZodMiniType<PromoCheck> = z.pipe(
  z
    .object({
      is_valid: z.boolean(),
      message: z.string(),
      discount_amount: z.nullish(z.number().check(z.gte(0))),
      promo_code_id: z.nullish(z.int().check(z.positive())),
      code: z.nullish(z.string()),
    })
    .check(z.refine((wire) => !wire.is_valid || (wire.promo_code_id != null && wire.discount_amount != null), 'A valid code needs its id and discount')),
  z.transform((wire) => ({
    isValid: wire.is_valid,
    message: wire.message,
    discount: wire.is_valid ? piastersFromPounds(wire.discount_amount ?? 0) : 0,
    promoCodeId: wire.promo_code_id ?? null,
    code: wire.code ?? null,
  })),
);
