import { z } from 'zod';
import { NotificationInboxRepository } from '../../adapters/db/NotificationInboxRepository';
import { MarkNotificationRead } from '../../application/notifications/MarkNotificationRead';
import { requireSelfOrAdmin, requireUser } from '../authentication';
import { notFound } from '../HttpError';
import { errorResponses, idParam } from '../schemas';
import type { ServerContext, ZodApp } from '../ServerContext';

const notificationWrapper = z.object({
  id: z.number().int(),
  isRead: z.boolean(),
  notification: z.object({ id: z.number().int(), title: z.string(), message: z.string(), category: z.number().int(), createdAt: z.string() }),
});

export function notificationRoutes(app: ZodApp, context: ServerContext): void {
  const inbox = new NotificationInboxRepository(context.db);
  const markNotificationRead = new MarkNotificationRead(inbox);

  app.get(
    '/notifications/user/:userId',
    {
      schema: {
        tags: ['notifications'],
        summary: "The user's inbox: active notifications for everyone or for this user, newest first, with their read state",
        security: [{ bearer: [] }],
        params: z.object({ userId: idParam }),
        response: { 200: z.array(notificationWrapper), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireSelfOrAdmin(request, request.params.userId);
      const entries = await inbox.listFor(request.params.userId);
      return entries.map((entry) => ({
        id: entry.id,
        isRead: entry.isRead,
        notification: { id: entry.id, title: entry.title, message: entry.message, category: entry.category, createdAt: entry.createdAt.toISOString() },
      }));
    },
  );

  app.post(
    '/notifications/user-notification/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark a notification read for the signed-in user (repeating it changes nothing)',
        security: [{ bearer: [] }],
        params: z.object({ id: idParam }),
        response: { 200: z.object({ id: z.number().int(), isRead: z.literal(true) }), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      const result = await markNotificationRead.execute(caller.userId, request.params.id, context.now());
      if (!result.ok) throw notFound(result.error.message, result.error.code);
      return result.value;
    },
  );
}
