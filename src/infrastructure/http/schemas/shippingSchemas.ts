import * as z from 'zod/mini';
import { piastersFromPounds } from '@tiara/domain/money';
import type { ShippingFeeRecord } from '@tiara/domain/shipping-fee';

/** SPEC §3 "Shipping fee record": governorate_name, shipping_fee (pounds). */
export const shippingFeesSchema: z.ZodMiniType<ShippingFeeRecord[]> = z.array(
  z.pipe(
    z.object({ governorate_name: z.string(), shipping_fee: z.number().check(z.gte(0)) }),
    z.transform((wire) => ({ governorateName: wire.governorate_name, fee: piastersFromPounds(wire.shipping_fee) })),
  ),
);
