import * as z from 'zod/mini';
import { withFields } from '../withFields';
import { MAX_POUNDS, dateTime, pounds } from './formFieldJson';
import { FlagQueryJson, SearchQueryJson } from './listQueryJson';
import { PromoKindJson } from './promoCodeJson';

/*
 * What the back office sends of promo codes, and the promo codes list's filter. Apart from the
 * answers: the back office only types what it sends, so these rules never reach the browser.
 */

const maxUses = () => z.int().check(z.gte(1), z.lte(1_000_000_000));

/** What may change of a promo code (PATCH: any of them); the code is kept in capitals. */
export const PromoFieldsJson = z.object({
  code: z.string().check(z.trim(), z.minLength(2), z.maxLength(50), z.regex(/^[A-Za-z0-9_-]+$/, 'may hold only letters, digits, - and _')),
  kind: PromoKindJson,
  value: z.number().check(z.positive(), z.lte(MAX_POUNDS)),
  is_active: z.boolean(),
  starts_at: z.nullable(dateTime()),
  ends_at: z.nullable(dateTime()),
  max_uses: z.nullable(maxUses()),
  once_per_user: z.boolean(),
  minimum_order: z.nullable(pounds()),
});
export type PromoFieldsJson = z.input<typeof PromoFieldsJson>;

/** The body of POST /api/admin/promo-codes. */
export const NewPromoCodeJson = withFields(PromoFieldsJson, {
  is_active: z._default(z.boolean(), true),
  starts_at: z.optional(z.nullable(dateTime())),
  ends_at: z.optional(z.nullable(dateTime())),
  max_uses: z.optional(z.nullable(maxUses())),
  once_per_user: z._default(z.boolean(), true),
  minimum_order: z.optional(z.nullable(pounds())),
});
export type NewPromoCodeJson = z.input<typeof NewPromoCodeJson>;

export const PromoQueryJson = z.object({ search: z.optional(SearchQueryJson), is_active: z.optional(FlagQueryJson) });
export type PromoQueryJson = z.infer<typeof PromoQueryJson>;
