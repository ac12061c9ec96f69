import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { piastersFromPounds } from '@tiara/domain/money';
import { serverAdminMessagesEn } from '../../../../src/locales/server/en/serverAdminMessagesEn';
import type { AdminResult, Page, PageRequest } from '../../../application/admin/AdminResults';
import { HttpError } from '../../HttpError';
import { LARGEST_ID } from '../../schemas';

/*
 * Building blocks of the back office's schemas. Each is a factory: the OpenAPI conversion drops a
 * schema instance met twice in one route.
 */

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;
/** Far beyond any real list; keeps the offset an exact integer. */
const MAX_PAGE = 1_000_000;
/** The most any price, fee or discount may be, in pounds; whole piasters of it fit a PostgreSQL integer. */
export const MAX_POUNDS = 1_000_000;

/** Digits only: no sign, no exponent, no blank (which z.coerce would read as 0). */
const wholeNumber = () =>
  z
    .string()
    .regex(/^\d{1,10}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().max(LARGEST_ID));

export const pageQuery = () => ({
  page: wholeNumber().pipe(z.number().min(1).max(MAX_PAGE)).optional().describe('1 for the first page'),
  per_page: wholeNumber()
    .pipe(z.number().min(1).max(MAX_PER_PAGE))
    .optional()
    .describe(`Rows per page, at most ${MAX_PER_PAGE} (default ${DEFAULT_PER_PAGE})`),
});

export interface PageAsked extends PageRequest {
  readonly page: number;
  readonly perPage: number;
}

export function pageAsked(query: { page?: number | undefined; per_page?: number | undefined }): PageAsked {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  return { page, perPage, limit: perPage, offset: (page - 1) * perPage };
}

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().describe('Rows matching the filter, on all pages'),
    page: z.number().int(),
    per_page: z.number().int(),
    page_count: z.number().int(),
  });

export function pageJson<T, J>(page: Page<T>, asked: PageAsked, toJson: (item: T) => J) {
  return { items: page.items.map(toJson), total: page.total, page: asked.page, per_page: asked.perPage, page_count: Math.ceil(page.total / asked.perPage) };
}

/** Free text to look for; PostgreSQL text cannot hold NUL, which only arrives percent-encoded in a query. */
export const searchQuery = () =>
  z
    .string()
    .max(200)
    .regex(/^[^\u0000]*$/, 'must not contain a NUL character')
    .optional();

export const flagQuery = () =>
  z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional();

export const idQuery = () => wholeNumber().pipe(z.number().min(1)).optional();

export const text = (max: number) => z.string().trim().max(max);
export const requiredText = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);

/**
 * The Arabic of an English text: as long as the English may be, trimmed; blank or null means none
 * is written, stored as null so the storefront shows the English. Optional: absent from a change,
 * it keeps what is stored; absent from a new row, there is none.
 */
export const arabicText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => (value ? value : null))
    .optional()
    .describe('Arabic; blank or null: none, the English is shown');

/** The Arabic of an English list: each item as `arabicText`; empty or null means none, stored as null. */
export const arabicList = (maxItem: number, maxItems: number) =>
  z
    .array(z.string().trim().max(maxItem))
    .max(maxItems)
    .nullable()
    .transform((items) => {
      const written = items?.filter((item) => item !== '') ?? [];
      return written.length > 0 ? written : null;
    })
    .optional()
    .describe('Arabic; empty or null: none, the English is shown');

/** The Arabic a new row was given: none when absent. */
export const arabicOrNull = (value: string | null | undefined): string | null => value ?? null;

/** Pounds as the public API writes them (12.5), at most two decimals; stored as whole piasters. */
export const pounds = () =>
  z
    .number()
    .min(0)
    .max(MAX_POUNDS)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'must have at most two decimals');

export const toPiasters = (value: number) => piastersFromPounds(value);
export const optionalPiasters = (value: number | undefined) => (value === undefined ? undefined : piastersFromPounds(value));

/** A picture's address: empty, a path on this site (an upload's `/uploads/...`), or an http(s) address; never `javascript:` or `data:`. */
export const imageUrl = () =>
  z
    .string()
    .trim()
    .max(2048)
    .refine((value) => value === '' || /^\/(?!\/)\S*$/.test(value) || /^https?:\/\/[^\s/]+\S*$/i.test(value), serverAdminMessagesEn.imageUrl);

export const dateTime = () => z.iso.datetime({ offset: true }).describe('ISO 8601 date and time, e.g. 2026-12-01T10:00:00Z');
export const toDate = (value: string) => new Date(value);

/** A partial update: every field optional, at least one present. */
export const patchOf = <S extends z.ZodRawShape>(shape: S) =>
  z
    .object(shape)
    .partial()
    .refine((body) => Object.values(body).some((value) => value !== undefined), serverAdminMessagesEn.nothingToChange);

export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export const deletedJson = () => z.object({ id: z.number().int(), deleted: z.literal(true) });

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
