import { z } from 'zod';
import { ContactMessagesRepository } from '../../adapters/db/ContactMessagesRepository';
import { SendContactMessage } from '../../application/contact/SendContactMessage';
import { textsFor } from '../../application/domainTexts';
import { sendAfterCommit } from '../../application/mail/sendAfterCommit';
import { requireRole } from '../authentication';
import { badRequest } from '../HttpError';
import { errorResponses } from '../schemas';
import type { ServerContext, ZodApp } from '../ServerContext';

// Lengths are the form's rules (src/domain/contact), answered with their own texts; the body limit bounds the rest.
const contactBody = z.object({ name: z.string(), email: z.string(), message: z.string() });

const contactMessage = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  created_at: z.string(),
});

const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export function contactRoutes(app: ZodApp, context: ServerContext): void {
  const messages = new ContactMessagesRepository(context.db);
  const sendContactMessage = new SendContactMessage(messages, context.settings.shopEmail);

  app.get(
    '/admin/contact-messages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Messages sent with the contact form, newest first (Admin)',
        security: [{ bearer: [] }],
        querystring: listQuery,
        response: { 200: z.object({ items: z.array(contactMessage), total: z.number().int(), page: z.number().int(), per_page: z.number().int() }), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireRole(request, 'Admin');
      const { page, per_page } = request.query;
      const listed = await messages.list({ limit: per_page, offset: (page - 1) * per_page });
      return {
        items: listed.messages.map((stored) => ({
          id: stored.id,
          user_id: stored.userId,
          name: stored.name,
          email: stored.email,
          message: stored.message,
          created_at: stored.createdAt.toISOString(),
        })),
        total: listed.total,
        page,
        per_page,
      };
    },
  );

  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: "Send a message to the shop: kept for the admins and e-mailed to the shop's address",
        description: 'A bearer token is optional; when present the message is linked to that account.',
        body: contactBody,
        response: { 201: z.object({ message: z.string(), id: z.number().int() }), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const result = await sendContactMessage.execute({ ...request.body, userId: request.auth?.userId ?? null, now: context.now() });
      const texts = textsFor(request.language).contactForm;
      if (!result.ok) throw badRequest(texts.problems[result.error.code], result.error.code);
      await sendAfterCommit(context.mailer, result.value.mail, request.log);
      return reply.status(201).send({ message: texts.sent, id: result.value.id });
    },
  );
}
