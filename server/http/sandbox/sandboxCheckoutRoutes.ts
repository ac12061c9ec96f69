import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type Language, isLanguage } from '@tiara/domain/language';
import type { SandboxGateway } from '../../adapters/payments/SandboxGateway';
import { pageLanguage } from '../requestLanguage';
import { type CardForm, checkCardForm } from './SandboxCardForm';
import { checkoutPage, messagePage, sandboxTexts } from './sandboxCheckoutPage';

/** Posts the gateway's callback to this server; answers the HTTP status it got. */
export type CallbackDelivery = (url: string, body: Record<string, unknown>) => Promise<number>;

const keys = z.object({ publicKey: z.string().max(200), clientSecret: z.string().max(200) });

const cardForm = keys.extend({
  lang: z.string().max(10).default(''),
  card_number: z.string().max(40).default(''),
  expiry: z.string().max(20).default(''),
  cvv: z.string().max(10).default(''),
  card_holder: z.string().max(200).default(''),
});

const SECURITY_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).headers(SECURITY_HEADERS).type('text/html; charset=utf-8').send(body);
}

/** A form body as flat text fields; the last value wins for a repeated field. */
function formFields(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    if (name !== '__proto__' && name !== 'constructor') fields[name] = value;
  }
  return fields;
}

/**
 * The language of a sandbox page: the one its link names (the language the shop was shown in when
 * the payment opened, or the page's own switch), else the one its form names, else the shopper's
 * as the shop's own pages read it (the language cookie the storefront keeps, else Accept-Language).
 * The link names it because the cookie alone is not enough: a shopper whose choice the storefront
 * keeps only in its storage (chosen before it kept the cookie too, or the cookie since cleared)
 * reads the shop in Arabic while their browser asks for English, and was shown the page in English.
 */
function languageOf(request: FastifyRequest, named: unknown): Language {
  return isLanguage(named) ? named : pageLanguage(request);
}

const namedLanguage = (query: unknown): unknown => (typeof query === 'object' && query !== null ? (query as Record<string, unknown>).lang : undefined);

const unknownLink = (language: Language) => messagePage(language, sandboxTexts(language).linkUnknown);
const expiredLink = (language: Language) => messagePage(language, sandboxTexts(language).linkExpired);

/**
 * The sandbox's Unified Checkout at `/sandbox/unifiedcheckout/?publicKey=..&clientSecret=..`
 * (DESIGN §5). Paying posts the transaction-processed callback to the shop first and then sends
 * the browser back, so the shop has the verified result before the customer's confirmation page
 * asks for it. Pages, not API: they are left out of the OpenAPI document and answer HTML.
 */
export async function sandboxCheckoutRoutes(app: FastifyInstance, sandbox: SandboxGateway, deliverCallback: CallbackDelivery, now: () => Date): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, formFields(body as string));
  });

  app.get('/sandbox/unifiedcheckout', { schema: { hide: true } }, async (request, reply) => {
    const language = languageOf(request, namedLanguage(request.query));
    const query = keys.safeParse(request.query);
    if (!query.success) return html(reply, 400, messagePage(language, sandboxTexts(language).linkIncomplete));
    const lookup = await sandbox.checkout(query.data.publicKey, query.data.clientSecret);
    switch (lookup.kind) {
      case 'unknown':
        return html(reply, 404, unknownLink(language));
      case 'expired':
        return html(reply, 410, expiredLink(language));
      case 'paid':
        return html(reply, 200, messagePage(language, sandboxTexts(language).paid, lookup.redirectUrl));
      case 'open':
        return html(reply, 200, checkoutPage({ checkout: lookup.checkout, publicKey: query.data.publicKey, language }));
    }
  });

  app.post('/sandbox/unifiedcheckout/pay', { schema: { hide: true } }, async (request, reply) => {
    const posted = cardForm.safeParse(request.body ?? {});
    if (!posted.success) {
      const language = languageOf(request, namedLanguage(request.body));
      return html(reply, 400, messagePage(language, sandboxTexts(language).paymentNotSent));
    }
    const { publicKey, clientSecret, lang, ...card } = posted.data;
    const language = languageOf(request, lang);
    const lookup = await sandbox.checkout(publicKey, clientSecret);
    if (lookup.kind === 'unknown') return html(reply, 404, unknownLink(language));
    if (lookup.kind === 'expired') return html(reply, 410, expiredLink(language));
    // Paid already (a second click on Pay): back to the shop, as the first time.
    if (lookup.kind === 'paid') return reply.redirect(lookup.redirectUrl, 303);

    const checked = checkCardForm(card satisfies CardForm, now());
    if (!checked.ok) return html(reply, 400, checkoutPage({ checkout: lookup.checkout, publicKey, language, form: card, errors: checked.errors }));
    const payment = await sandbox.pay(lookup.checkout, checked.cardNumber);
    const { callback } = payment;
    if (callback) {
      const status = await deliverCallback(callback.url, callback.body).catch((error: unknown) => {
        request.log.error({ err: error }, 'the sandbox could not post its payment callback');
        return 0;
      });
      // Paymob retries a callback the shop did not take; here the shop's inquiry of the sandbox picks the payment up instead.
      if (status !== 200) request.log.warn({ status }, 'the shop did not take the sandbox payment callback');
    }
    return reply.redirect(payment.redirectUrl, 303);
  });
}
