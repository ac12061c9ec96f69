import * as z from 'zod/mini';

/** The most ids of each list one GET /api/cart/lines names: the lines of a larger cart keep the names they have. */
export const CART_LINE_NAMES_MAX_IDS = 100;

/** A name in the reader's language: of a cart id (a product, an AI plan or a training) or of a training package. */
export const CartLineNameJson = z.object({ id: z.number(), name: z.string() });
export type CartLineNameJson = z.infer<typeof CartLineNameJson>;

/**
 * GET /api/cart/lines?ids=…&packages=…: what the cart's lines are called now, in the reader's
 * language, for the cart ids and training packages asked about that the shop still offers.
 */
export const CartLineNamesJson = z.object({ items: z.array(CartLineNameJson), packages: z.array(CartLineNameJson) });
export type CartLineNamesJson = z.infer<typeof CartLineNamesJson>;
