import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { searchKey } from '@tiara/domain/catalog-query';
import { CATALOG_READ_TTL_MS } from '../../adapters/db/CatalogReadCache';
import type { ShopServices } from '../../composition/composeShop';
import { errorResponses } from '../schemas';
import type { ZodApp } from '../ServerContext';
import { variesByLanguage } from '../shownText';
import { searchSuggestionToJson, suggestionListJson } from './searchSuggestionJson';

/** As many as a dropdown under the search box shows without scrolling. */
export const MOST_SUGGESTIONS = 8;
/** Fewer typed characters suggest nothing: one letter is like half the catalogue. */
export const FEWEST_SUGGESTION_CHARACTERS = 2;
const LONGEST_SUGGESTION_TEXT = 100;

const suggestionQuery = z.object({
  q: z
    .string()
    .max(LONGEST_SUGGESTION_TEXT)
    .describe(`The text typed so far; fewer than ${FEWEST_SUGGESTION_CHARACTERS} characters (after trimming) suggest nothing`),
});

/** A remembered answer, serialised once when it was built. */
function sendSerialised(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.send(body);
}

/**
 * The search box's suggestions while typing (issue 19). Remembered for a moment like the other
 * catalogue reads (the same cache, emptied by every catalogue change), keyed by the text as it
 * is compared, so retyping the same word is ranked once per second at most; the names it is
 * ranked among are read once per second at most too.
 */
export function suggestionRoutes(app: ZodApp, { catalog: { suggestions, answers } }: ShopServices): void {
  app.get(
    '/product/suggestions',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Search suggestions: active products, categories and subcategories named like the text typed, best first',
        description: `At most ${MOST_SUGGESTIONS}: first what holds the text (folded: case, Arabic letter forms and vowel marks aside) in a name, then what is close to it by the product list's own rule (trigram likeness of each word), so small typos and other spellings still match ("composit", "endo fles", "كومبوزيت"); English and Arabic names both count, and a product is found by its product line's name too. Answered from memory: may be up to ${CATALOG_READ_TTL_MS} ms old.`,
        querystring: suggestionQuery,
        response: { 200: suggestionListJson, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const language = request.language;
      variesByLanguage(reply).type('application/json; charset=utf-8');
      const text = request.query.q.trim();
      if (text.length < FEWEST_SUGGESTION_CHARACTERS) return reply.send([]);
      const body = await answers.get(`${language}:suggestions:${searchKey(text)}`, async () =>
        Buffer.from(JSON.stringify(suggestionListJson.parse((await suggestions.current()).suggest(text, language, MOST_SUGGESTIONS).map(searchSuggestionToJson)))),
      );
      return sendSerialised(reply, body);
    },
  );
}
