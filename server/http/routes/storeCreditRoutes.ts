import type { ShopServices } from '../../composition/composeShop';
import { requireUser } from '../authentication';
import { errorResponses } from '../schemas';
import type { ZodApp } from '../ServerContext';
import { storeCreditJson, storeCreditToJson } from './storeCreditJson';

/** Store credit (issue 29): the signed-in customer's balance and ledger. It is spent at checkout (POST /order/create's store_credit). */
export function storeCreditRoutes(app: ZodApp, { storeCredit: { ledger } }: ShopServices): void {
  app.get(
    '/store-credit',
    {
      schema: {
        tags: ['store-credit'],
        summary: "The signed-in customer's store credit: the balance and the ledger it is the sum of",
        description:
          'Credit comes from refunds paid as store credit, goes on orders that use it at checkout, and comes back when such an order is cancelled, fails or is not paid in time. ' +
          'A customer who never had any gets a balance of 0 and no entries.',
        security: [{ bearer: [] }],
        response: { 200: storeCreditJson, ...errorResponses(401) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      return storeCreditToJson(await ledger.ledgerOf(caller.userId));
    },
  );
}
