import { type core, safeParse } from 'zod/mini';
import { fail, ok } from '@tiara/domain/result';
import type { ApiFailure, ApiFailureKind, ApiResult } from '../../application/shared/ApiResult';
import type { BackendFeature } from '../../application/shared/BackendFeatures';
import { settledAnswer } from '../../application/shared/settledAnswers';
import { type EmbeddedAnswer, FirstViewAnswers } from './FirstViewAnswers';
import { DEFAULT_LANGUAGE, type Language } from '@tiara/domain/language';
import { LearnedBackendFeatures } from './LearnedBackendFeatures';

export const HttpMessages = {
  network: 'Unable to reach the shop. Please check your connection and try again.',
  invalidResponse: 'The shop answered in a way this page does not understand. Please try again later.',
  server: 'Something went wrong on our side. Please try again.',
  rateLimited: 'Too many attempts. Please wait a minute and try again.',
  notOffered: 'This shop does not offer that.',
} as const;

function kindOf(status: number): ApiFailureKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server';
  return 'rejected';
}

/** The code a failure carries when the server's answer names none (SPEC §8 shows no error body beyond a message). */
export const failureCodeForStatus = (status: number): string => `http_${status}`;

/** The server's `{ message, code }`, read leniently: a proxy or an old backend may answer otherwise. */
export function failureFrom(status: number, body: unknown): ApiFailure {
  const kind = kindOf(status);
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message = typeof record.message === 'string' && record.message.trim() !== '' && kind !== 'server' ? record.message : kind === 'rate-limited' ? HttpMessages.rateLimited : HttpMessages.server;
  const code = typeof record.code === 'string' ? record.code : failureCodeForStatus(status);
  return { kind, status, code, message };
}

/** The statuses a backend answers for a call it does not have (no route, no such method, not implemented). */
const MISSING_CALL_STATUSES: readonly number[] = [404, 405, 501];

/**
 * A failure saying the call itself does not exist: one of those statuses naming no reason of its
 * own, or this server's `not_found` for an unknown route. A 404 that names what is missing (an
 * `order_not_found`) answers a call that exists.
 */
export function isMissingCall(failure: ApiFailure): boolean {
  const { status, code } = failure;
  return status !== null && MISSING_CALL_STATUSES.includes(status) && (code === failureCodeForStatus(status) || code === 'not_found');
}

const notOffered = (status: number | null): ApiFailure => ({ kind: 'not-offered', status, code: 'not_offered', message: HttpMessages.notOffered });

/** A response body: its JSON, or the text itself when it is not JSON (so a plain-text answer such as a checkout URL can still be read); undefined when empty. */
export function bodyOf(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface HttpRequest<T> {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly body?: unknown;
  /**
   * Parses and converts the response body; a body that does not fit is a typed failure, never a
   * crash. Any zod 4 schema will do; `zod/mini` keeps the storefront's first load small.
   */
  readonly schema: core.$ZodType<T>;
  /** Statuses that count as success (default: any 2xx). */
  readonly expect?: readonly number[];
  /**
   * A write the server answers once per `Idempotency-Key`: it is sent with a key made for this
   * submission and sent again, with the same key, when its reply was lost.
   */
  readonly keyed?: boolean;
  /**
   * The feature of this server's own that the call belongs to (SPEC §7 has no such call): an answer
   * that the call does not exist is `not-offered`, and is remembered, so the feature's later calls
   * answer the same without asking.
   */
  readonly feature?: BackendFeature;
}

/** Waits before each resend of a keyed write whose reply was lost: three more tries within four seconds. */
export const RESEND_DELAYS_MS = [500, 1000, 2000];

/**
 * No reply, a proxy's word that the server did not answer (502, 503, 504), or the server's that
 * the first try still runs (409 with Retry-After): the write may or may not have happened yet.
 */
const isLost = (response: Response | null): boolean => !response || (response.status > 501 && response.status < 505) || (response.status === 409 && response.headers.has('retry-after'));

/** A key nobody else will make: a UUID, or 128 random bits where the page is not a secure context and has no randomUUID. */
const newKey = (): string => crypto.randomUUID?.() ?? Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The one place the SPA calls `fetch`: a JSON content type on every call and the bearer token
 * when one is stored (SPEC §7), every answer checked against a schema.
 */
export class HttpClient {
  /** Where the API is: '' for the page's own origin, otherwise another one (`VITE_API_BASE_URL`). */
  readonly baseUrl: string;
  private readonly token: () => string | null;
  private readonly fetchFn: typeof fetch;
  private readonly firstView: FirstViewAnswers;
  private readonly language: () => Language;
  /** The language the page arrived in: its embedded answers are in it, and stand only while it is shown. */
  private readonly firstViewLanguage: Language;
  /**
   * The keys of keyed writes that ended without a reply, by method, path and body: the person's
   * next try of that same submission is sent with its key, so it cannot be done twice.
   */
  private readonly unanswered = new Map<string, string>();
  /** The features the backend lacks, as its answers told. */
  readonly features: LearnedBackendFeatures;

  constructor(
    baseUrl: string,
    token: () => string | null,
    fetchFn: typeof fetch = (input, init) => fetch(input, init),
    firstView = new FirstViewAnswers(),
    language: () => Language = () => DEFAULT_LANGUAGE,
    features = new LearnedBackendFeatures(),
  ) {
    this.features = features;
    this.language = language;
    this.firstViewLanguage = language();
    this.baseUrl = baseUrl.replace(/\/$/, '');
    this.token = token;
    this.fetchFn = fetchFn;
    this.firstView = firstView;
  }

  /**
   * An answer the page arrived with is a settled answer: a screen's first load takes it in before
   * its first render, which so draws what the server drew (application/shared/settledAnswers).
   */
  send<T>(request: HttpRequest<T>): Promise<ApiResult<T>> {
    if (request.feature !== undefined && this.features.lacks(request.feature)) return Promise.resolve(fail(notOffered(null)));
    const embedded = request.method === 'GET' && this.language() === this.firstViewLanguage ? this.firstView.take(request.path) : undefined;
    return embedded ? settledAnswer(this.answered(request, embedded)) : this.fetched(request);
  }

  private async fetched<T>(request: HttpRequest<T>): Promise<ApiResult<T>> {
    const response = request.keyed ? await this.keyedExchange(request) : await this.exchange(request.method, request.path, request.body);
    if (!response) return fail({ kind: 'network', status: null, code: 'network_error', message: HttpMessages.network });
    const body = bodyOf(await response.text().catch(() => ''));
    return this.answered(request, { status: response.status, body });
  }

  /** Sends a keyed write until it is answered: again after each lost reply, up to `RESEND_DELAYS_MS`. */
  private async keyedExchange(request: HttpRequest<unknown>): Promise<Response | null> {
    const submission = `${request.method} ${request.path} ${JSON.stringify(request.body)}`;
    const key = this.unanswered.get(submission) ?? newKey();
    this.unanswered.set(submission, key);
    let response: Response | null = null;
    for (const delay of [0, ...RESEND_DELAYS_MS]) {
      if (delay) await new Promise((resend) => setTimeout(resend, delay));
      response = await this.exchange(request.method, request.path, request.body, key);
      if (!isLost(response)) {
        this.unanswered.delete(submission);
        break;
      }
    }
    return response;
  }

  /** The response as it came, for an answer that is not JSON (a PDF); null when the shop could not be reached. */
  async exchange(method: HttpRequest<unknown>['method'], path: string, body: unknown, idempotencyKey?: string): Promise<Response | null> {
    const token = this.token();
    // A form (a file upload) goes as multipart, its boundary chosen by the browser.
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    try {
      return await this.fetchFn(`${this.baseUrl}${path}`, {
        method,
        headers: { ...(isForm ? {} : { 'content-type': 'application/json' }), accept: 'application/json', 'accept-language': this.language(), ...(token ? { authorization: `Bearer ${token}` } : {}), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
        ...(body === undefined ? {} : { body: isForm ? (body as FormData) : JSON.stringify(body) }),
      });
    } catch {
      return null;
    }
  }

  private answered<T>(request: HttpRequest<T>, { status, body }: EmbeddedAnswer): ApiResult<T> {
    const succeeded = request.expect ? request.expect.includes(status) : status >= 200 && status < 300;
    if (!succeeded) return fail(this.learned(request.feature, failureFrom(status, body)));
    const parsed = safeParse(request.schema, body);
    if (!parsed.success) return fail({ kind: 'invalid-response', status, code: 'invalid_response', message: HttpMessages.invalidResponse });
    return ok(parsed.data);
  }

  /** A failure of a call of `feature` that says the call does not exist becomes `not-offered`, remembered. */
  learned(feature: BackendFeature | undefined, failure: ApiFailure): ApiFailure {
    return feature !== undefined && isMissingCall(failure) ? this.missing(feature, failure.status) : failure;
  }

  /** Remembers that the backend lacks `feature`, and answers so. */
  missing(feature: BackendFeature, status: number | null = null): ApiFailure {
    this.features.learnedMissing(feature);
    return notOffered(status);
  }

  get<T>(path: string, schema: core.$ZodType<T>): Promise<ApiResult<T>> {
    return this.send({ method: 'GET', path, schema });
  }

  post<T>(path: string, body: unknown, schema: core.$ZodType<T>, expect?: readonly number[]): Promise<ApiResult<T>> {
    return this.send({ method: 'POST', path, body, schema, ...(expect ? { expect } : {}) });
  }
}
