import * as z from 'zod/mini';

/** An entry of the customer's store credit ledger: credit given by a refund, spent on an order, or given back when that order ended unfulfilled. Amount in pounds, signed. */
export const StoreCreditEntryJson = z.object({
  id: z.int(),
  kind: z.enum(['refund', 'spent', 'restored']),
  amount: z.number(),
  order_id: z.nullable(z.int()),
  created_at: z.string(),
});
export type StoreCreditEntryJson = z.infer<typeof StoreCreditEntryJson>;

/** GET /api/store-credit: the signed-in customer's balance (the sum of the ledger) and the ledger, newest first. */
export const StoreCreditJson = z.object({ balance: z.number(), entries: z.array(StoreCreditEntryJson) });
export type StoreCreditJson = z.infer<typeof StoreCreditJson>;
