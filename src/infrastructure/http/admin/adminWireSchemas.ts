import * as z from 'zod/mini';
import { DeletedJson, PageJson } from '@tiara/contract/staff/listJson';
import type { AdminPage, Deleted } from '../../../application/admin/AdminPage';

/**
 * Reading the staff areas' answers (src/contract/staff) into the ports' records: pounds become
 * piasters (piastersFromPounds), ISO texts become dates.
 */

/** The instant an ISO text names; a text that names none makes the whole answer unreadable. */
export function instant(text: string, context: z.core.ParsePayload): Date {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) context.issues.push({ code: 'custom', message: 'must be a date', input: text });
  return date;
}

export const instantOrNull = (text: string | null, context: z.core.ParsePayload): Date | null => (text === null ? null : instant(text, context));

/** A page of the server's rows, each read by `item`. */
export function pageSchema<T>(item: z.ZodMiniType<T>): z.ZodMiniType<AdminPage<T>> {
  return z.pipe(
    PageJson(item),
    z.transform((wire) => ({ items: wire.items, total: wire.total, page: wire.page, perPage: wire.per_page, pageCount: wire.page_count })),
  );
}

export const deletedSchema: z.ZodMiniType<Deleted> = z.pipe(
  DeletedJson,
  z.transform((wire) => ({ id: wire.id })),
);

type ReadonlyArrays<Value> = Value extends (infer Item)[] ? readonly Item[] : Value;

/** A body of the contract as an adapter builds it, from the ports' read-only records. */
export type BodyOf<Json> = { readonly [Field in keyof Json]: ReadonlyArrays<Json[Field]> };

/** A CSV answer arrives as its text (the client passes non-JSON bodies through). */
export const csvSchema = z.string();

type QueryValue = string | number | boolean | null | undefined;

/** `?a=1&b=x` from the values that are set of `Query`, a query shape of the contract (named, never guessed); empty texts and nulls are left out. */
export function queryOf<Query extends object = never>(values: NoInfer<{ readonly [Field in keyof Query]?: QueryValue }>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries<QueryValue>(values)) if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
