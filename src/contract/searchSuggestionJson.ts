import * as z from 'zod/mini';

/** One of GET /api/product/suggestions' answers: a product, category or subcategory named like the text typed. */
export const SearchSuggestionJson = z.object({
  kind: z.enum(['product', 'category', 'subcategory']),
  id: z.int(),
  name: z.string(),
  category_id: z.int(),
});
export type SearchSuggestionJson = z.infer<typeof SearchSuggestionJson>;
