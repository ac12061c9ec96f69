import * as z from 'zod/mini';
import type { AdminPage } from '../../../application/admin/AdminPage';
import { piastersFromPounds } from '@tiara/domain/money';

/** Building blocks for the back office's answers: pounds become piasters, ISO texts become dates. */

export const count = z.int();
export const money = z.pipe(z.number(), z.transform(piastersFromPounds));
export const date = z.pipe(
  z.string().check(z.refine((text) => !Number.isNaN(new Date(text).getTime()), 'must be a date')),
  z.transform((text) => new Date(text)),
);
export const nullableDate = z.nullable(date);

/** The server's `{ items, total, page, per_page, page_count }`. */
export function pageSchema<T>(item: z.ZodMiniType<T>): z.ZodMiniType<AdminPage<T>> {
  return z.pipe(
    z.object({ items: z.array(item), total: count, page: count, per_page: count, page_count: count }),
    z.transform((wire) => ({ items: wire.items, total: wire.total, page: wire.page, perPage: wire.per_page, pageCount: wire.page_count })),
  );
}

export const deletedSchema = z.pipe(
  z.object({ id: count, deleted: z.literal(true) }),
  z.transform((wire) => ({ id: wire.id })),
);

/** A CSV answer arrives as its text (the client passes non-JSON bodies through). */
export const csvSchema = z.string();

/** `?a=1&b=x` from the values that are set; empty texts and nulls are left out. */
export function queryOf(values: Record<string, string | number | boolean | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
