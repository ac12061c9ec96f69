import * as z from 'zod/mini';

/** SPEC §3 "Shipping fee record", one of GET /api/ShippingFees' list: the fee in pounds. */
export const ShippingFeeJson = z.object({ governorate_name: z.string(), shipping_fee: z.number() });
export type ShippingFeeJson = z.infer<typeof ShippingFeeJson>;
