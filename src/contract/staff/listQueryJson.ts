import * as z from 'zod/mini';

/*
 * What the lists' query strings share: the page asked for, a text to look for, a yes/no filter.
 * Apart from the answers: the back office only types what it sends, so these rules never reach the
 * browser.
 */

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
