import * as z from 'zod/mini';

/* What every list of the back office and the sales desk answers: a page of rows, and the answer to a delete. */

/** One page of the rows a filter matches: `total` counts them on all pages. */
export function PageJson<Item extends z.core.$ZodType>(item: Item) {
  return z.object({ items: z.array(item), total: z.int(), page: z.int(), per_page: z.int(), page_count: z.int() });
}
export type PageJson<Item> = { items: Item[]; total: number; page: number; per_page: number; page_count: number };

/** The answer to a delete. */
export const DeletedJson = z.object({ id: z.int(), deleted: z.literal(true) });
export type DeletedJson = z.infer<typeof DeletedJson>;
