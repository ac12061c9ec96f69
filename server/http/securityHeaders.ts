/**
 * The browser security headers of every answer (as helmet writes them): a content security policy that lets a
 * page run only the shop's own scripts, no framing by any site, no MIME sniffing, no referrer
 * sent to other sites, and HSTS when the shop is served over https. Routes that serve something
 * other than the shop (an uploaded picture, the payment sandbox's card form) set a stricter
 * policy of their own over this one.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import { PAGE_NONCE_PLACEHOLDER } from '../../src/pageNonce';
import type { ZodApp } from './ServerContext';

type Directives = Readonly<Record<string, readonly string[]>>;

/** The attribute every inline script and style of a built page carries, to be given the page's nonce. */
export const PAGE_NONCE_ATTRIBUTE = `nonce="${PAGE_NONCE_PLACEHOLDER}"`;

/**
 * The shop's policy. Scripts and style sheets come from the shop itself, or inline with the page's
 * nonce (the first view's critical CSS and embedded answers, the style tags Mantine writes).
 * Style attributes stay allowed: React and Mantine set them on elements, and the first views are
 * drawn with them; a style attribute cannot run code. Pictures may come from any https address,
 * as the back office lets a product's picture be an address.
 */
interface InlineSources {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

const NO_INLINE: InlineSources = { scripts: [], styles: [] };

function shopDirectives(https: boolean, inline: InlineSources): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inline.scripts],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...inline.styles],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

function headerValue(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** A page's nonce: new for every page sent, so a script injected into one page cannot guess it. */
export function newPageNonce(): string {
  return randomBytes(18).toString('base64');
}

/** The policy of a page whose inline tags carry `nonce`. */
export function pagePolicy(https: boolean, nonce: string): string {
  const source = `'nonce-${nonce}'`;
  return headerValue(shopDirectives(https, { scripts: [source], styles: [source] }));
}

/**
 * Swagger UI's bundle (@fastify/swagger-ui 6) writes one fixed style element; the API document's
 * pages admit exactly that one by its hash. An upgrade that changes it shows in the API document
 * journey, which fails on any policy violation.
 */
const SWAGGER_UI_STYLE_HASH = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

/** The policy of the API document's pages (/api/docs). */
export function apiDocumentPolicy(https: boolean): string {
  return headerValue(shopDirectives(https, { scripts: [], styles: [SWAGGER_UI_STYLE_HASH] }));
}

/**
 * The headers helmet sets with `options`, read once: helmet's own middleware would set the same
 * values one by one on every request, which took 40 % off the throughput of a small API answer.
 */
function headersOfHelmet(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** A file the browser loads into a page (a script, a style sheet, a picture), not a page or an API answer. */
function isFileRequest(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return !/^\/api(?:\/|$)/i.test(path) && /\.[a-z0-9]+$/i.test(path);
}

/** What of the headers a file needs: a policy, framing and referrer rules speak only to documents. */
const FILE_HEADER_NAMES = ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security'];

export function registerSecurityHeaders(app: ZodApp, { https }: { https: boolean }): void {
  const headers = headersOfHelmet({
    contentSecurityPolicy: { useDefaults: false, directives: shopDirectives(https, NO_INLINE) as Record<string, string[]> },
    frameguard: { action: 'deny' },
    // The opener policy guards a page against the windows that open it; the shop exchanges nothing
    // with other windows, and a new browsing context group on every arrival (the renderer swapped)
    // cost about a point of the catalogue's Lighthouse score.
    crossOriginOpenerPolicy: false,
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
  });
  const fileHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => FILE_HEADER_NAMES.includes(name)));
  // On the request, so that every answer carries them (errors and not-found too); a route's own,
  // set later, replaces them.
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(isFileRequest(request.url) ? fileHeaders : headers);
    done();
  });
}
