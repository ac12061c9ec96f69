import * as z from 'zod/mini';

/*
 * The bounds of the numbers a request body names, shared by every area's bodies: beyond them a
 * number can name nothing the shop keeps, or would lose precision in its sums. Bodies live in
 * files of their own (newOrderJson, promoRequestJson, newStockAlertJson), apart from the answers:
 * the storefront only types what it sends, so their rules never load in the browser.
 */

/** The largest id a PostgreSQL integer column holds; a bigger one can name nothing. */
export const LARGEST_ID = 2_147_483_647;

/** An id a body names. */
export const IdJson = z.int().check(z.positive(), z.lte(LARGEST_ID));
export type IdJson = z.infer<typeof IdJson>;

/** The browser's stored user id (SPEC §3): 0 when signed out. */
export const StoredUserIdJson = z.int().check(z.gte(0), z.lte(LARGEST_ID));
export type StoredUserIdJson = z.infer<typeof StoredUserIdJson>;

/** An amount in pounds: far above any real order, low enough that every sum stays an exact integer of piasters. */
export const PoundsJson = z.number().check(z.gte(0), z.lte(100_000_000));
export type PoundsJson = z.infer<typeof PoundsJson>;
