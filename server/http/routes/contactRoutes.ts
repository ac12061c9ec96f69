import { z } from 'zod';
import { ContactMessageBodyJson, ContactMessageSentJson } from '@tiara/contract/contactJson';
import { ContactMessagePageJson } from '@tiara/contract/staff/contactJson';
import { textsFor } from '../../application/domainTexts';
import { sendAfterCommit } from '../../application/mail/sendAfterCommit';
import type { ShopServices } from '../../composition/composeShop';
import { requireRole } from '../authentication';
import { badRequest } from '../HttpError';
import { errorResponses } from '../schemas';
import type { ZodApp } from '../ServerContext';
import { contactMessageToJson } from './contactJson';

const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export function contactRoutes(app: ZodApp, { contact, mailer, now }: ShopServices): void {
  const { messages, sendContactMessage } = contact;

  app.get(
    '/admin/contact-messages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Messages sent with the contact form, newest first (Admin)',
        security: [{ bearer: [] }],
        querystring: listQuery,
        response: { 200: ContactMessagePageJson, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireRole(request, 'Admin');
      const { page, per_page } = request.query;
      const listed = await messages.list({ limit: per_page, offset: (page - 1) * per_page });
      return { items: listed.messages.map(contactMessageToJson), total: listed.total, page, per_page };
    },
  );

  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: "Send a message to the shop: kept for the admins and e-mailed to the shop's address",
        description: 'A bearer token is optional; when present the message is linked to that account.',
        body: ContactMessageBodyJson,
        response: { 201: ContactMessageSentJson, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const result = await sendContactMessage.execute({ ...request.body, userId: request.auth?.userId ?? null, now: now() });
      const texts = textsFor(request.language).contactForm;
      if (!result.ok) throw badRequest(texts.problems[result.error.code], result.error.code);
      await sendAfterCommit(mailer, result.value.mail, request.log);
      return reply.status(201).send({ message: texts.sent, id: result.value.id });
    },
  );
}
