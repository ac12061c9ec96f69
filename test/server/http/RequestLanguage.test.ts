import fc from 'fast-check';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@tiara/domain/language';
import { languageOfHeader, pageLanguage, registerRequestLanguage } from '../../../server/http/requestLanguage';

describe('the language of a request', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['ar', 'ar'],
    ['ar-EG,ar;q=0.9,en;q=0.8', 'ar'],
    ['en-US,en;q=0.9,ar;q=0.8', 'en'],
    ['fr-FR,ar;q=0.5', 'ar'],
    ['en;q=0.2,ar;q=0.9', 'ar'],
    ['de, fr', 'en'],
    ['*', 'en'],
    [';;;q=x,,', 'en'],
  ])('Accept-Language %j reads %s', (header, language) => {
    expect(languageOfHeader(header)).toBe(language);
  });

  it('is always a language the shop speaks, whatever the header', () => {
    fc.assert(fc.property(fc.string(), (header) => LANGUAGES.includes(languageOfHeader(header))));
  });

  it('prefers the reader\'s kept choice (the cookie) over the browser\'s header for a page', async () => {
    const app = Fastify();
    registerRequestLanguage(app);
    app.get('/', async (request) => ({ api: request.language, page: pageLanguage(request) }));
    const answer = async (headers: Record<string, string>) => (await app.inject({ method: 'GET', url: '/', headers })).json();
    expect(await answer({ 'accept-language': 'ar-EG' })).toEqual({ api: 'ar', page: 'ar' });
    expect(await answer({ 'accept-language': 'ar-EG', cookie: 'a=1; tiara-language=en' })).toEqual({ api: 'ar', page: 'en' });
    expect(await answer({ cookie: 'tiara-language=xx' })).toEqual({ api: 'en', page: 'en' });
    await app.close();
  });
});
