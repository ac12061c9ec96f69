import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { shownText } from '@tiara/domain/language';
import { StockAlertsRepository } from '../../adapters/db/StockAlertsRepository';
import { textsFor } from '../../application/domainTexts';
import { sendAfterCommit } from '../../application/mail/sendAfterCommit';
import { StockAlertMessages } from '../../application/stock-alerts/StockAlertMessages';
import { SubscribeToStockAlert } from '../../application/stock-alerts/SubscribeToStockAlert';
import { textIn } from '../../application/texts/ServerText';
import { requireUser } from '../authentication';
import { HttpMessages } from '../HttpMessages';
import { badRequest, conflict, notFound, unauthorized } from '../HttpError';
import { errorResponses, idParam, LARGEST_ID } from '../schemas';
import type { ServerContext, ZodApp } from '../ServerContext';
import { publicOrigin } from '../publicOrigin';

/** 32 random bytes: the stop link cannot be guessed, and only stops the one alert. */
const newStopToken = () => randomBytes(32).toString('base64url');

const alertJson = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  variant_id: z.number().int().nullable().describe('Null: the product, whichever variant comes back'),
  created_at: z.string(),
});

const subscribedJson = alertJson.extend({
  created: z.boolean().describe('False (with 200): this person already waited for it, nothing changed'),
  message: z.string().describe("The confirmation to show, in the reader's language"),
});

const waitingJson = alertJson.extend({
  product_name: z.string().describe("In the reader's language"),
  variant_label: z.string().nullable().describe('The side and size, size, or option waited for; null for the whole product'),
});

const subscribeBody = z.object({
  product_id: z.number().int().positive().max(LARGEST_ID),
  variant_id: z.number().int().positive().max(LARGEST_ID).nullish().describe('One variant of a variant product; absent or null: any of them'),
  // The shape is the domain's rule, answered with its own texts; this only bounds the size.
  email: z.string().max(320).nullish().describe("A visitor's address (required without a bearer token; ignored with one)"),
});

/**
 * Back-in-stock alerts (issue item 4): a customer or a visitor waits for an out-of-stock product
 * or variant; the back office's stock change that brings it back tells them once
 * (server/http/backInStock.ts). A visitor's address gets an e-mail with a link to stop waiting
 * (./stockAlertPages.ts).
 */
export function stockAlertRoutes(app: ZodApp, context: ServerContext): void {
  const alerts = new StockAlertsRepository(context.db);
  const subscribe = new SubscribeToStockAlert(alerts, newStopToken);

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
        body: subscribeBody,
        response: { 200: subscribedJson, 201: subscribedJson, ...errorResponses(400, 401, 404, 409, 429) },
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
        now: context.now(),
        origin: publicOrigin(context, request),
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
      await sendAfterCommit(context.mailer, mail, request.log);
      return reply.status(created ? 201 : 200).send({
        id: alert.id,
        product_id: alert.productId,
        variant_id: alert.variantId,
        created_at: alert.createdAt.toISOString(),
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
        response: { 200: z.array(waitingJson), ...errorResponses(401) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      return (await alerts.waitingFor(caller.userId)).map((alert) => ({
        id: alert.id,
        product_id: alert.productId,
        variant_id: alert.variantId,
        created_at: alert.createdAt.toISOString(),
        product_name: shownText(request.language, alert.name, alert.nameAr),
        variant_label: alert.variantLabel,
      }));
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
        response: { 200: z.object({ id: z.number().int(), cancelled: z.literal(true) }), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      const { id } = request.params;
      if (!(await alerts.cancel(caller.userId, id, context.now()))) throw notFound(StockAlertMessages.alertNotFound(id), 'stock_alert_not_found');
      return { id, cancelled: true as const };
    },
  );
}
