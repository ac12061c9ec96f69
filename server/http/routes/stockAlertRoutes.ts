import { z } from 'zod';
import { CancelledStockAlertJson } from '@tiara/contract/stockAlertJson';
import { textsFor } from '../../application/domainTexts';
import { sendAfterCommit } from '../../application/mail/sendAfterCommit';
import { StockAlertMessages } from '../../application/stock-alerts/StockAlertMessages';
import { textIn } from '../../application/texts/ServerText';
import type { ShopServices } from '../../composition/composeShop';
import { requireUser } from '../authentication';
import { HttpMessages } from '../HttpMessages';
import { badRequest, conflict, notFound, unauthorized } from '../HttpError';
import { answerKeptByTheWrite, answerUnderKey } from '../idempotencyKeys';
import { errorResponses, idParam } from '../schemas';
import type { ZodApp } from '../ServerContext';
import { publicOrigin } from '../publicOrigin';
import { newStockAlertBody, stockAlertSubscriptionJson, stockAlertToJson, waitingStockAlertJson, waitingStockAlertToJson } from './stockAlertJson';

/**
 * Back-in-stock alerts (issue item 4): a customer or a visitor waits for an out-of-stock product
 * or variant; the back office's stock change that brings it back tells them once
 * (server/http/backInStock.ts). A visitor's address gets an e-mail with a link to stop waiting
 * (./stockAlertPages.ts).
 */
export function stockAlertRoutes(app: ZodApp, shop: ShopServices): void {
  const { stockAlerts: { alerts, subscribe }, mailer, now } = shop;

  app.post(
    '/stock-alerts',
    {
      schema: {
        tags: ['stock-alerts'],
        summary: 'Wait for an out-of-stock product or variant: one e-mail (and, signed in, a notification) when it is back',
        description:
          'With a bearer token the customer is the token\'s; without one `email` is required and gets an e-mail with a link to stop. ' +
          'Asking again while waiting answers 200 with the same alert. 404: no such product on sale or no such variant; 409: it is in stock.',
        security: [{ bearer: [] }, {}],
        body: newStockAlertBody,
        response: { 200: stockAlertSubscriptionJson, 201: stockAlertSubscriptionJson, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const result = await subscribe.execute({
        productId: body.product_id,
        variantId: body.variant_id ?? null,
        userId: request.auth?.userId ?? null,
        email: body.email ?? null,
        language: request.language,
        now: now(),
        origin: publicOrigin(shop, request),
      });
      if (!result.ok) {
        switch (result.error.code) {
          case 'email_required':
          case 'invalid_email':
            throw badRequest(textsFor(request.language).contactForm.problems[result.error.code], result.error.code);
          case 'product_not_found':
            throw notFound(StockAlertMessages.productNotFound(body.product_id), 'product_not_found');
          case 'variant_not_found':
            throw notFound(StockAlertMessages.variantNotFound(body.variant_id ?? 0, body.product_id), 'variant_not_found');
          case 'in_stock':
            throw conflict(StockAlertMessages.inStock, 'in_stock');
          case 'account_gone':
            throw unauthorized(HttpMessages.sessionExpired, 'unauthenticated');
        }
      }
      const { alert, created, mail } = result.value;
      await sendAfterCommit(mailer, mail, request.log);
      return reply.status(created ? 201 : 200).send({
        ...stockAlertToJson(alert),
        created,
        message: textIn(created ? StockAlertMessages.subscribed : StockAlertMessages.alreadyWaiting, request.language),
      });
    },
  );

  app.get(
    '/stock-alerts/mine',
    {
      schema: {
        tags: ['stock-alerts'],
        summary: "The signed-in customer's waiting alerts, oldest first",
        security: [{ bearer: [] }],
        response: { 200: z.array(waitingStockAlertJson), ...errorResponses(401) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      return (await alerts.waitingFor(caller.userId)).map((alert) => waitingStockAlertToJson(alert, request.language));
    },
  );

  app.delete(
    '/stock-alerts/:id',
    {
      schema: {
        tags: ['stock-alerts'],
        summary: "Stop one of the signed-in customer's waiting alerts (another's, or one already sent or stopped, is 404)",
        security: [{ bearer: [] }],
        params: z.object({ id: idParam }),
        response: { 200: CancelledStockAlertJson, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      const { id } = request.params;
      const cancelledJson = (alertId: number) => ({ id: alertId, cancelled: true as const });
      if (!(await alerts.cancel(caller.userId, id, now(), answerUnderKey(request, reply, 200, cancelledJson)))) {
        throw notFound(StockAlertMessages.alertNotFound(id), 'stock_alert_not_found');
      }
      // The cancelling transaction kept this very answer under the request's key.
      answerKeptByTheWrite(request);
      return cancelledJson(id);
    },
  );
}
