import { z } from 'zod';
import { NotificationReadJson, NotificationWrapperJson } from '@tiara/contract/notificationJson';
import type { ShopServices } from '../../composition/composeShop';
import { requireSelfOrAdmin, requireUser } from '../authentication';
import { notFound } from '../HttpError';
import { errorResponses, idParam } from '../schemas';
import { variesByLanguage } from '../shownText';
import type { ZodApp } from '../ServerContext';
import { notificationWrapperToJson } from './notificationJson';

export function notificationRoutes(app: ZodApp, { notifications, now }: ShopServices): void {
  const { inbox, markNotificationRead } = notifications;

  app.get(
    '/notifications/user/:userId',
    {
      schema: {
        tags: ['notifications'],
        summary: "The user's inbox: active notifications for everyone or for this user, newest first, with their read state; title and message in the reader's language (Accept-Language), the English where no Arabic is written",
        security: [{ bearer: [] }],
        params: z.object({ userId: idParam }),
        response: { 200: z.array(NotificationWrapperJson), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      requireSelfOrAdmin(request, request.params.userId);
      const entries = await inbox.listFor(request.params.userId);
      variesByLanguage(reply);
      return entries.map((entry) => notificationWrapperToJson(entry, request.language));
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
        response: { 200: NotificationReadJson, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      const result = await markNotificationRead.execute(caller.userId, request.params.id, now());
      if (!result.ok) throw notFound(result.error.message, result.error.code);
      return result.value;
    },
  );
}
