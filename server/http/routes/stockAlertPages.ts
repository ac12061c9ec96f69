import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { type Language, directionOf, shownText } from '@tiara/domain/language';
import { escapeHtml } from '../../application/mail/MailTemplates';
import { STOP_ALERT_PATH } from '../../application/stock-alerts/StockAlertMail';
import { StockAlertMessages } from '../../application/stock-alerts/StockAlertMessages';
import type { AlertByToken } from '../../application/stock-alerts/StockAlerts';
import { textIn } from '../../application/texts/ServerText';
import type { ShopServices } from '../../composition/composeShop';
import type { ZodApp } from '../ServerContext';

const MAX_TOKEN_LENGTH = 100;

/** The token is in the page's address: never cached, never sent on as a referrer, never indexed. */
const PAGE_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex',
};

function page(reply: FastifyReply, status: number, language: Language, paragraphs: readonly string[], form = ''): FastifyReply {
  const title = escapeHtml(textIn(StockAlertMessages.stopTitle, language));
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
  const html =
    `<!doctype html>\n<html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${title}</title></head><body>\n<h1>${title}</h1>\n${body}\n${form}<p><a href="/">${escapeHtml(textIn(StockAlertMessages.backToShop, language))}</a></p>\n</body></html>\n`;
  return reply.code(status).headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(html);
}

const tokenOf = (fields: unknown): string | null => {
  const parsed = z.object({ token: z.string().min(1).max(MAX_TOKEN_LENGTH) }).safeParse(fields);
  return parsed.success ? parsed.data.token : null;
};

const productName = (alert: AlertByToken) => shownText(alert.language, alert.name, alert.nameAr);

/**
 * The pages of a visitor's stop link, in the language they asked in. Opening the link shows the
 * product and a button; only the button's post stops the alert, so a mail scanner that opens every
 * link stops nothing. Pages, not API: left out of the OpenAPI document, they answer HTML.
 */
export function stockAlertPages(app: ZodApp, { stockAlerts: { alerts }, now }: ShopServices): void {
  const unknown = (reply: FastifyReply, language: Language) => page(reply, 404, language, [textIn(StockAlertMessages.stopUnknown, language)]);

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, { token: new URLSearchParams(body as string).get('token') ?? '' });
  });

  app.get(STOP_ALERT_PATH, { schema: { hide: true } }, async (request, reply) => {
    const token = tokenOf(request.query);
    const alert = token === null ? null : await alerts.waitingByToken(token);
    if (!alert || token === null) return unknown(reply, request.language);
    const form =
      `<form method="post" action="${STOP_ALERT_PATH}"><input type="hidden" name="token" value="${escapeHtml(token)}">` +
      `<button type="submit">${escapeHtml(textIn(StockAlertMessages.stopButton, alert.language))}</button></form>\n`;
    return page(reply, 200, alert.language, [textIn(StockAlertMessages.stopQuestion(productName(alert)), alert.language)], form);
  });

  app.post(STOP_ALERT_PATH, { schema: { hide: true } }, async (request, reply) => {
    const token = tokenOf(request.body);
    const alert = token === null ? null : await alerts.cancelByToken(token, now());
    if (!alert) return unknown(reply, request.language);
    return page(reply, 200, alert.language, [textIn(StockAlertMessages.stopped(productName(alert)), alert.language)]);
  });
}
