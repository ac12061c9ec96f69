import type { FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import { LARGEST_ID } from '@tiara/contract/boundsJson';
import { dateTime } from '@tiara/contract/staff/formFieldJson';
import { PageJson } from '@tiara/contract/staff/listJson';
import { FlagQueryJson, PageQueryJson, WholeNumberQueryJson } from '@tiara/contract/staff/listQueryJson';
import { piastersFromPounds } from '@tiara/domain/money';
import { serverAdminMessagesEn } from '../../../../src/locales/server/en/serverAdminMessagesEn';
import type { AdminResult, Page, PageRequest } from '../../../application/admin/AdminResults';
import { described, documented } from '../../documented';
import { HttpError } from '../../HttpError';

/*
 * What the server reads on top of the back office's wire shapes (src/contract/staff): query texts
 * made numbers and switches, blank texts made "none", pictures' addresses checked, the API
 * document's words; and the pages, changes and refusals every area shares.
 */

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;
/** Far beyond any real list; keeps the offset an exact integer. */
const MAX_PAGE = 1_000_000;

/**
 * A body or query of the contract as a route reads it: some fields replaced by the contract's own
 * field with the server's reading or words on top, taking what the contract's field takes.
 */
export function readAs<Shape extends z.core.$ZodShape, Fields extends z.core.$ZodShape>(
  contract: z.ZodMiniObject<Shape>,
  fields: Fields & { readonly [Field in keyof Fields]: Field extends keyof Shape ? z.core.$ZodType<unknown, z.input<Shape[Field]>> : never },
) {
  return z.extend(contract, fields);
}

/** A whole number of the query string, as a number no id column can exceed. */
const wholeNumber = (text: typeof WholeNumberQueryJson) => z.pipe(z.pipe(text, z.transform(Number)), z.int().check(z.lte(LARGEST_ID)));

/** An optional query field of the contract, read through `reading` when it is there. */
export const whenPresent = <Text extends z.core.$ZodType, Read extends z.core.$ZodType>(field: z.ZodMiniOptional<Text>, reading: (text: Text) => Read) =>
  z.optional(reading(field.def.innerType));

export const pageQuery = () => {
  const { page, per_page: perPage } = PageQueryJson.shape;
  return readAs(PageQueryJson, {
    page: described(
      whenPresent(page, (text) => z.pipe(wholeNumber(text), z.number().check(z.gte(1), z.lte(MAX_PAGE)))),
      '1 for the first page',
    ),
    per_page: described(
      whenPresent(perPage, (text) => z.pipe(wholeNumber(text), z.number().check(z.gte(1), z.lte(MAX_PER_PAGE)))),
      `Rows per page, at most ${MAX_PER_PAGE} (default ${DEFAULT_PER_PAGE})`,
    ),
  }).shape;
};

export interface PageAsked extends PageRequest {
  readonly page: number;
  readonly perPage: number;
}

export function pageAsked(query: { page?: number | undefined; per_page?: number | undefined }): PageAsked {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  return { page, perPage, limit: perPage, offset: (page - 1) * perPage };
}

export const pageOf = <Item extends z.core.$ZodType>(item: Item) => documented(PageJson(item), { total: 'Rows matching the filter, on all pages' });

export function pageJson<T, J>(page: Page<T>, asked: PageAsked, toJson: (item: T) => J): PageJson<J> {
  return { items: page.items.map(toJson), total: page.total, page: asked.page, per_page: asked.perPage, page_count: Math.ceil(page.total / asked.perPage) };
}

/** A yes/no filter of the contract, read as a boolean. */
export const flagQuery = (field: z.ZodMiniOptional<typeof FlagQueryJson>) => whenPresent(field, (flag) => z.pipe(flag, z.transform((value) => value === 'true')));

/** The id of a row to filter by, a whole number of the contract. */
export const idQuery = (field: z.ZodMiniOptional<typeof WholeNumberQueryJson>) => whenPresent(field, (text) => z.pipe(wholeNumber(text), z.number().check(z.gte(1))));

/** Nothing written: a trimmed text that is blank means none. */
export const noneIfBlank = (text: string | null | undefined): string | null => (text ? text : null);

/** Absent and null both mean none (a new row's Arabic, an optional field left out). */
export const nullIfAbsent = <T>(value: T | null | undefined): T | null => value ?? null;

/**
 * The Arabic of an English text (the contract's `arabicText`): blank or null is stored as null, so
 * the storefront shows the English; absent from a change, what is stored is kept.
 */
export const arabic = (field: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>) =>
  described(
    z.pipe(
      field,
      z.transform((text) => (text === undefined ? undefined : noneIfBlank(text))),
    ),
    'Arabic; blank or null: none, the English is shown',
  );

/** The Arabic of an English list (the contract's `arabicList`): empty items are dropped, and no item left is stored as null. */
export const arabicItems = (field: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniArray<z.ZodMiniString<string>>>>) =>
  described(
    z.pipe(
      field,
      z.transform((items) => {
        if (items === undefined) return undefined;
        const written = items?.filter((item) => item !== '') ?? [];
        return written.length > 0 ? written : null;
      }),
    ),
    'Arabic; empty or null: none, the English is shown',
  );

export const toPiasters = (value: number) => piastersFromPounds(value);
export const optionalPiasters = (value: number | undefined) => (value === undefined ? undefined : piastersFromPounds(value));

const isImageAddress = (value: string) => value === '' || /^\/(?!\/)\S*$/.test(value) || /^https?:\/\/[^\s/]+\S*$/i.test(value);

/** A picture's address (the contract's `imageUrl`): empty, a path on this site (an upload's `/uploads/...`), or an http(s) address; never `javascript:` or `data:`. */
export const imageAddress = <Field extends z.ZodMiniType<string, string | undefined>>(field: Field): Field => field.check(z.refine(isImageAddress, serverAdminMessagesEn.imageUrl));

type DateTime = ReturnType<typeof dateTime>;

/** A `dateTime` field of the contract with the API document's words. */
export const describedDateTime = (field: DateTime) => described(field, 'ISO 8601 date and time, e.g. 2026-12-01T10:00:00Z');

/** A `dateTime` field of the contract that may be null, with the words on the date and time. */
export const nullableDateTime = (field: z.ZodMiniNullable<DateTime>) => z.nullable(describedDateTime(field.def.innerType));
export const toDate = (value: string) => new Date(value);

/** A partial update: every field optional, at least one present. */
export const patchOf = <Shape extends z.core.$ZodShape>(fields: z.ZodMiniObject<Shape>) =>
  z.partial(fields).check(z.refine((body) => Object.values(body).some((value) => value !== undefined), serverAdminMessagesEn.nothingToChange));

export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

const STATUS_OF_FAILURE = { not_found: 404, conflict: 409, invalid: 400 } as const;

/** The value of a successful back-office change; a refusal becomes its 404, 409 or 400 with `{ message, code }`. */
export function unwrap<T>(result: AdminResult<T>): T {
  if (!result.ok) throw new HttpError(STATUS_OF_FAILURE[result.error.kind], result.error.code, result.error.message);
  return result.value;
}

/** Sends a CSV file to be saved, named after what it holds and the day it was made. */
export function sendCsv(reply: FastifyReply, name: string, now: Date, csv: string): FastifyReply {
  return reply
    .header('content-disposition', `attachment; filename="${name}-${now.toISOString().slice(0, 10)}.csv"`)
    .header('cache-control', 'no-store')
    .type('text/csv; charset=utf-8')
    .send(csv);
}
