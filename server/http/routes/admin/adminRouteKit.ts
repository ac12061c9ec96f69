import type { FastifyRequest } from 'fastify';
import { z as classic } from 'zod';
import * as z from 'zod/mini';
import { DeletedJson } from '@tiara/contract/staff/listJson';
import type { AdminResult, Page } from '../../../application/admin/AdminResults';
import { type AuditStamp, auditedChanges } from '../../../application/admin/AuditTrail';
import { type CsvCell, toCsv } from '../../../application/admin/Csv';
import type { HttpError } from '../../HttpError';
import { errorResponses } from '../../schemas';
import type { ZodApp } from '../../ServerContext';
import { type PageAsked, pageAsked, pageJson, pageOf, pageQuery, patchOf, sendCsv, unwrap } from './adminSchemas';
import { type Clock, stampOf } from './staffAccess';

/*
 * The route shapes every back-office area repeats. Each helper registers an ordinary route with
 * the schema a hand-written one had (tag, security, query, statuses), so the API document and the
 * answers are those of the routes they replaced; only the parts that differ are passed in.
 *
 * In the options, P is what the path parameters parse to, T the row a repository answers, and J
 * the JSON one row is sent as (a shape of the contract), taken from the `item` schema alone
 * (NoInfer), so `toJson` must produce exactly what the response schema declares.
 *
 * Fastify validates the query, path and body against exactly the schemas given here, but its
 * type provider cannot resolve a schema whose type is still a parameter: the handlers name the
 * parsed types themselves, and a single-row response schema is handed to Fastify as a plain
 * schema (a widening), its type being checked through `toJson` instead.
 */

/** How every back-office operation is listed in the API document: under `admin`, behind a bearer token. */
const documented = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });

/** A 409 is documented only where something can refuse the change (a clash with other rows, or what they hold now). */
const refusals = (mayConflict: boolean | undefined) => (mayConflict ? errorResponses(400, 401, 403, 404, 409) : errorResponses(400, 401, 403, 404));

/** The filter fields of a list's query string, as a factory: each route gets schemas of its own. */
type QueryFields<Q extends z.core.$ZodShape> = () => Q;

/** What the filter fields of a list's query string parse to. */
export type FilterQuery<Q extends z.core.$ZodShape> = z.output<z.ZodMiniObject<Q>>;

type ListQuery<Q extends z.core.$ZodShape> = FilterQuery<Q> & z.output<z.ZodMiniObject<ReturnType<typeof pageQuery>>>;

/** What a PATCH body of `fields` parses to: any of them, at least one. */
type PatchBody<F extends z.core.$ZodShape> = z.output<ReturnType<typeof patchOf<F>>>;

export interface PagedList<Q extends z.core.$ZodShape, T, J> {
  readonly url: string;
  readonly summary: string;
  /** The filter; the page fields are added after it. */
  readonly query: QueryFields<Q>;
  readonly item: z.core.$ZodType<J>;
  readonly page: (query: FilterQuery<Q>, asked: PageAsked) => Promise<Page<T>>;
  readonly toJson: (row: T) => NoInfer<J>;
}

export interface CsvExport<Q extends z.core.$ZodShape> {
  readonly summary: string;
  /** The file name before its date: `orders` for `orders-2026-11-21.csv`. */
  readonly fileName: string;
  readonly header: readonly string[];
  /** Every row the filter matches, not one page of them. */
  readonly rows: (query: FilterQuery<Q>) => Promise<readonly (readonly CsvCell[])[]>;
}

/** `GET url`: one page of the rows a filter matches. */
export function pagedList<Q extends z.core.$ZodShape, T, J>(app: ZodApp, list: PagedList<Q, T, J>): void {
  app.get(
    list.url,
    {
      schema: {
        ...documented(list.summary),
        querystring: z.object({ ...list.query(), ...pageQuery() }),
        response: { 200: pageOf(list.item), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const query = request.query as ListQuery<Q>;
      const asked = pageAsked(query);
      return pageJson(await list.page(query, asked), asked, list.toJson);
    },
  );
}

/**
 * `GET url` as `pagedList`, and `GET url/export`: every row the same filter matches as a CSV file.
 * One filter for both, so a download holds exactly what the list shows, page after page.
 */
export function pagedListWithExport<Q extends z.core.$ZodShape, T, J>(
  app: ZodApp,
  now: Clock,
  list: PagedList<Q, T, J> & { readonly export: CsvExport<Q> },
): void {
  pagedList(app, list);
  const csv = list.export;
  app.get(
    `${list.url}/export`,
    {
      schema: {
        ...documented(csv.summary),
        produces: ['text/csv'],
        querystring: z.object(list.query()),
        response: { 200: classic.string().describe('CSV'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const rows = await csv.rows(request.query as FilterQuery<Q>);
      return sendCsv(reply, csv.fileName, now(), toCsv(csv.header, rows));
    },
  );
}

export interface FindRoute<P, T, J> {
  readonly url: string;
  readonly summary: string;
  readonly params: z.core.$ZodType<P>;
  readonly item: z.core.$ZodType<J>;
  readonly find: (params: P) => Promise<T | null>;
  /** The 404 to answer when `find` finds nothing. */
  readonly missing: (params: P) => HttpError;
  /** `request` says what else the answer depends on (the reader's language). */
  readonly toJson: (found: T, request: FastifyRequest) => NoInfer<J>;
}

/** `GET url`: the one row the path names, or a 404. */
export function findRoute<P, T, J>(app: ZodApp, route: FindRoute<P, T, J>): void {
  const item: z.core.$ZodType = route.item;
  app.get(
    route.url,
    {
      schema: {
        ...documented(route.summary),
        params: route.params,
        response: { 200: item, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const params = request.params as P;
      const found = await route.find(params);
      if (!found) throw route.missing(params);
      return route.toJson(found, request);
    },
  );
}

export interface UpdateRoute<P, F extends z.core.$ZodShape, T, J> {
  readonly url: string;
  readonly summary: string;
  readonly description?: string;
  readonly params: z.core.$ZodType<P>;
  /** The fields that may change (see `QueryFields`). */
  readonly fields: () => z.ZodMiniObject<F>;
  readonly item: z.core.$ZodType<J>;
  /** See `refusals`. */
  readonly mayConflict?: boolean;
  /** `audit` is what the audit entry records of the change: the fields the body sent; `request` is for what follows the commit (its mail). */
  readonly update: (params: P, body: PatchBody<F>, stamp: AuditStamp, audit: Record<string, unknown>, request: FastifyRequest) => Promise<AdminResult<T>>;
  readonly toJson: (updated: T) => NoInfer<J>;
}

/** `PATCH url`: changes the fields the body sends, audited, and answers the row as it is now. */
export function updateRoute<P, F extends z.core.$ZodShape, T, J>(app: ZodApp, now: Clock, route: UpdateRoute<P, F, T, J>): void {
  const item: z.core.$ZodType = route.item;
  app.patch(
    route.url,
    {
      schema: {
        ...documented(route.summary),
        ...(route.description === undefined ? {} : { description: route.description }),
        params: route.params,
        body: patchOf(route.fields()),
        response: { 200: item, ...refusals(route.mayConflict) },
      },
    },
    async (request) => {
      const body = request.body as PatchBody<F>;
      const updated = await route.update(request.params as P, body, stampOf(request, now), auditedChanges(body), request);
      return route.toJson(unwrap(updated));
    },
  );
}

export interface DeleteRoute<P> {
  readonly url: string;
  readonly summary: string;
  readonly params: z.core.$ZodType<P>;
  /** See `refusals`. */
  readonly mayConflict?: boolean;
  readonly remove: (params: P, stamp: AuditStamp) => Promise<AdminResult<{ readonly id: number }>>;
}

/** `DELETE url`: deletes the row the path names, audited, and answers `{ id, deleted: true }`. */
export function deleteRoute<P>(app: ZodApp, now: Clock, route: DeleteRoute<P>): void {
  app.delete(
    route.url,
    {
      schema: {
        ...documented(route.summary),
        params: route.params,
        response: { 200: DeletedJson, ...refusals(route.mayConflict) },
      },
    },
    async (request) => {
      const deleted = unwrap(await route.remove(request.params as P, stampOf(request, now)));
      return { id: deleted.id, deleted: true as const };
    },
  );
}
