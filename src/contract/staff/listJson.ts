import * as z from 'zod/mini';

/*
 * What every list of the back office and the sales desk shares: a page of rows, the page asked
 * for in the query string, the filters' texts and switches, and the answer to a delete.
 */

/** One page of the rows a filter matches: `total` counts them on all pages. */
export function PageJson<Item extends z.core.$ZodType>(item: Item) {
  return z.object({ items: z.array(item), total: z.int(), page: z.int(), per_page: z.int(), page_count: z.int() });
}
export type PageJson<Item> = { items: Item[]; total: number; page: number; per_page: number; page_count: number };

/** A whole number in a query string: digits only, no sign, no exponent, no blank. */
export const WholeNumberQueryJson = z.string().check(z.regex(/^\d{1,10}$/, 'must be a whole number'));
export type WholeNumberQueryJson = z.infer<typeof WholeNumberQueryJson>;

export const PageQueryJson = z.object({ page: z.optional(WholeNumberQueryJson), per_page: z.optional(WholeNumberQueryJson) });
export type PageQueryJson = z.infer<typeof PageQueryJson>;

/** Free text to look for; PostgreSQL text cannot hold NUL, which only arrives percent-encoded in a query. */
export const SearchQueryJson = z.string().check(z.maxLength(200), z.regex(/^[^\u0000]*$/, 'must not contain a NUL character'));
export type SearchQueryJson = z.infer<typeof SearchQueryJson>;

/** A yes/no filter. */
export const FlagQueryJson = z.enum(['true', 'false']);
export type FlagQueryJson = z.infer<typeof FlagQueryJson>;

/** The answer to a delete. */
export const DeletedJson = z.object({ id: z.int(), deleted: z.literal(true) });
export type DeletedJson = z.infer<typeof DeletedJson>;
