import type { FastifyInstance } from 'fastify';
import { badRequest } from './HttpError';
import { HttpMessages } from './HttpMessages';

const LOOKS_LIKE_A_TOKEN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

/**
 * The client sends a JSON content type on every call, including POSTs with no body and the token
 * checks, which post the bare token text. So an empty body reads as no body, and a body that is a
 * bare token reads as that string; anything else must be real JSON.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_request, body, done) => {
    const text = (body as string).trim();
    if (text === '') return done(null, undefined);
    // PostgreSQL text cannot hold NUL, and no field of this shop needs it.
    if (text.includes('\u0000') || text.includes('\\u0000')) return done(badRequest(HttpMessages.nulCharacter, 'invalid_character'), undefined);
    try {
      return done(null, JSON.parse(text, (key, value) => (key === '__proto__' || key === 'constructor' ? undefined : value)));
    } catch {
      if (LOOKS_LIKE_A_TOKEN.test(text)) return done(null, text);
      return done(badRequest(HttpMessages.invalidJson, 'invalid_json'), undefined);
    }
  });
}
