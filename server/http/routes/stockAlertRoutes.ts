import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { type Language, directionOf, shownText } from '../../../src/domain/language';
import { StockAlertsRepository } from '../../adapters/db/StockAlertsRepository';
import { textsFor } from '../../application/domainTexts';
import { escapeHtml } from '../../application/mail/MailTemplates';
import { sendAfterCommit } from '../../application/mail/sendAfterCommit';
import { StockAlertMessages } from '../../application/stock-alerts/StockAlertMessages';
import type { AlertByToken } from '../../application/stock-alerts/StockAlerts';
import { SubscribeToStockAlert } from '../../application/stock-alerts/SubscribeToStockAlert';
import { textIn } from '../../application/texts/ServerText';
import { requireUser } from '../authentication';
import { HttpMessages } from '../HttpMessages';
import { badRequest, conflict, notFound, unauthorized } from '../HttpError';
import { errorResponses, idParam, LARGEST_ID } from '../schemas';
import type { ServerContext, ZodApp } from '../ServerContext';
import { publicOrigin } from './paymentRoutes';

/** 32 random bytes: the stop link cannot be guessed, and only stops the one alert. */
const newStopToken = () => randomBytes(32).toString('base64url');

const MAX_TOKEN_LENGTH = 100;

const alertJson = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  variant_id: z.number().int().nullable().describe('Null: the product, whichever variant comes back'),
  created_at: z.string(),
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

/** The stop pages: the token is in their address, so they are never cached nor sent on as a referrer. */
const PAGE_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
};

function page(reply: FastifyReply, status: number, language: Language, paragraphs: readonly string[], form: string = ''): FastifyReply {
  const title = escapeHtml(textIn(StockAlertMessages.stopTitle, language));
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
  const html = `<!doctype html>\n<html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body>\n<h1>${title}</h1>\n${body}\n${form}<p><a href="/">${escapeHtml(textIn(StockAlertMessages.backToShop, language))}</a></p>\n</body></html>\n`;
  return reply.code(status).headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(html);
}

const productName = (alert: AlertByToken, language: Language) => shownText(language, alert.name, alert.nameAr);

/**
 * Back-in-stock alerts (issue item 4): a customer or a visitor waits for an out-of-stock product
 * or variant; the back office's stock change that brings it back tells them once
 * (server/http/backInStock.ts). A visitor's address gets an e-mail with a link to stop waiting,
 * which opens a page with a button: opening the link (a mail scanner does) stops nothing.
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
        response: { 200: alertJson.extend({ message: z.string() }), 201: alertJson.extend({ message: z.string() }), ...errorResponses(400, 401, 404, 409, 429) },
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

  // The stop link's pages answer HTML whatever comes, so they read their token themselves.
  const tokenOf = (fields: unknown): string | null => {
    const parsed = z.object({ token: z.string().min(1).max(MAX_TOKEN_LENGTH) }).safeParse(fields);
    return parsed.success ? parsed.data.token : null;
  };

  app.get(
    '/stock-alerts/stop',
    {
      schema: {
        tags: ['stock-alerts'],
        summary: "The page of a visitor's stop link (HTML): names the product and asks to confirm with a button, which posts to the same address",
        querystring: z.object({ token: z.string().optional() }),
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const token = tokenOf(request.query);
      const alert = token === null ? null : await alerts.waitingByToken(token);
      if (!alert || token === null) return page(reply, 404, request.language, [textIn(StockAlertMessages.stopUnknown, request.language)]);
      // The page speaks the language the visitor asked in, whatever their browser sends now.
      const language = alert.language;
      const form = `<form method="post" action="/api/stock-alerts/stop"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">${escapeHtml(textIn(StockAlertMessages.stopButton, language))}</button></form>\n`;
      return page(reply, 200, language, [textIn(StockAlertMessages.stopQuestion(productName(alert, language)), language)], form);
    },
  );

  app.register(async (forms) => {
    forms.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
      done(null, { token: new URLSearchParams(body as string).get('token') ?? '' });
    });
    forms.post(
      '/stock-alerts/stop',
      {
        schema: {
          tags: ['stock-alerts'],
          summary: "Stop a visitor's alert by its link's token (the stop page's form, or JSON `{ token }`); answers an HTML page",
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          produces: ['text/html'],
        },
      },
      async (request, reply) => {
        const token = tokenOf(request.body);
        const alert = token === null ? null : await alerts.cancelByToken(token, context.now());
        if (!alert) return page(reply, 404, request.language, [textIn(StockAlertMessages.stopUnknown, request.language)]);
        return page(reply, 200, alert.language, [textIn(StockAlertMessages.stopped(productName(alert, alert.language)), alert.language)]);
      },
    );
  });
}
