import { CartLineNamesJson } from '@tiara/contract/cartLineJson';
import type { ShopServices } from '../../composition/composeShop';
import { errorResponses } from '../schemas';
import type { ZodApp } from '../ServerContext';
import { variesByLanguage } from '../shownText';
import { cartLineNamesQuery, cartLineNamesToJson, cartNamesRequestOf } from './cartJson';

/** The cart's read side: what its lines are called now, for a cart kept in the browser in whatever language they were added in. */
export function cartRoutes(app: ZodApp, { orders: { cartNames } }: ShopServices): void {
  app.get(
    '/cart/lines',
    {
      schema: {
        tags: ['orders'],
        summary: "What the cart's lines are called now, in the reader's language (Accept-Language)",
        description:
          'For each cart id and training package asked about that the shop still offers (active products, AI plans and trainings), its name in the reader’s language, ' +
          'the English where it has no Arabic; anything else is left out, and the cart keeps the name it has. A variant’s side, size and option are named by the cart itself.',
        querystring: cartLineNamesQuery,
        response: { 200: CartLineNamesJson, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { ids = [], packages = [] } = request.query;
      const names = await cartNames.namesOf(cartNamesRequestOf(ids, packages));
      variesByLanguage(reply);
      return cartLineNamesToJson(names, request.language);
    },
  );
}
