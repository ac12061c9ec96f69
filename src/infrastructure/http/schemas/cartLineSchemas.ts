import * as z from 'zod/mini';
import { CartLineNamesJson } from '@tiara/contract/cartLineJson';
import type { CartItemNames } from '../../../application/cart/CartLineNamesApi';

const byId = (names: ReadonlyArray<{ id: number; name: string }>): ReadonlyMap<number, string> => new Map(names.map((entry) => [entry.id, entry.name]));

/** GET /api/cart/lines, by id. */
export const cartItemNamesSchema: z.ZodMiniType<CartItemNames> = z.pipe(
  CartLineNamesJson,
  z.transform((wire) => ({ items: byId(wire.items), packages: byId(wire.packages) })),
);
