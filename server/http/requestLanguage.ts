import type { FastifyInstance, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language, isLanguage } from '@tiara/domain/language';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the caller reads: its Accept-Language, negotiated against the shop's, else English. */
    readonly language: Language;
  }
}

const COOKIE = new RegExp(`(?:^|;\\s*)${LANGUAGE_STORAGE_KEY}=([a-z]+)`);

/** The shop's language that an Accept-Language header prefers (q-values honoured), else English. */
export function languageOfHeader(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  // The SPA names exactly one of the shop's languages on every request: no negotiation to do.
  if (isLanguage(acceptLanguage)) return acceptLanguage;
  const [preferred] = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages([...LANGUAGES]);
  return isLanguage(preferred) ? preferred : DEFAULT_LANGUAGE;
}

/** The language a request names in its Accept-Language (the storefront names the one it shows); null when it names none. */
export function namedLanguage(request: FastifyRequest): Language | null {
  return request.headers['accept-language'] === undefined ? null : request.language;
}

/**
 * The language of a page request: the reader's choice, which the SPA keeps in a cookie beside its
 * storage, else their browser's Accept-Language.
 */
export function pageLanguage(request: FastifyRequest): Language {
  const cookie = COOKIE.exec(request.headers.cookie ?? '')?.[1];
  return isLanguage(cookie) ? cookie : request.language;
}

/**
 * `request.language`, worked out only when something reads it: most answers (pictures, scripts,
 * most of the catalogue) are the same in every language and never pay for the negotiation.
 */
export function registerRequestLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', {
    getter(this: FastifyRequest): Language {
      return languageOfHeader(this.headers['accept-language']);
    },
  });
}
