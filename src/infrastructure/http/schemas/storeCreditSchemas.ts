import * as z from 'zod/mini';
import { StoreCreditEntryJson, StoreCreditJson } from '@tiara/contract/storeCreditJson';
import { piastersFromPounds } from '@tiara/domain/money';
import type { StoreCredit } from '../../../application/store-credit/StoreCreditApi';

const entrySchema = z.pipe(
  StoreCreditEntryJson,
  z.transform((wire, context) => {
    const createdAt = new Date(wire.created_at);
    if (Number.isNaN(createdAt.getTime())) {
      context.issues.push({ code: 'custom', message: 'created_at is not a date', input: wire.created_at });
      return z.NEVER;
    }
    return { id: wire.id, kind: wire.kind, amount: piastersFromPounds(wire.amount), orderId: wire.order_id, createdAt };
  }),
);

/** GET /api/store-credit, amounts in piasters; an entry without a readable date makes the answer unreadable. */
export const storeCreditSchema: z.ZodMiniType<StoreCredit> = z.pipe(
  z.object({ ...StoreCreditJson.shape, entries: z.array(entrySchema) }),
  z.transform((wire) => ({ balance: piastersFromPounds(wire.balance), entries: wire.entries })),
);
