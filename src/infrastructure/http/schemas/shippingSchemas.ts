import * as z from 'zod/mini';
import { ShippingFeeJson } from '@tiara/contract/shippingJson';
import { piastersFromPounds } from '@tiara/domain/money';
import type { ShippingFeeRecord } from '@tiara/domain/shipping-fee';

/** SPEC §3 "Shipping fee record": governorate_name, shipping_fee (pounds, never below 0). */
export const shippingFeesSchema: z.ZodMiniType<ShippingFeeRecord[]> = z.array(
  z.pipe(
    z.object({ ...ShippingFeeJson.shape, shipping_fee: z.number().check(z.gte(0)) }),
    z.transform((wire) => ({ governorateName: wire.governorate_name, fee: piastersFromPounds(wire.shipping_fee) })),
  ),
);
