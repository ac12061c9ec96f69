import { z } from 'zod';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import type { ShopServices } from '../../../composition/composeShop';
import { notFound } from '../../HttpError';
import { errorResponses, idParam } from '../../schemas';
import type { ZodApp } from '../../ServerContext';
import { deleteRoute, findRoute, pagedList, updateRoute } from './adminRouteKit';
import { nullIfAbsent, unwrap } from './adminSchemas';
import { newNotificationBody, notificationFields, notificationJson, notificationQuery, notificationToJson } from './notificationJson';
import { stampOf } from './staffAccess';

const params = z.object({ id: idParam });

export function adminNotificationRoutes(app: ZodApp, { backOffice: { notifications }, now }: ShopServices): void {
  pagedList(app, {
    url: '/notifications',
    summary: 'Notifications, newest first, by text, category, switch and audience (Admin)',
    query: notificationQuery,
    item: notificationJson,
    page: ({ search, category: chosen, is_active: isActive, for_everyone: forEveryone }, asked) => notifications.list({ search, category: chosen, isActive, forEveryone }, asked),
    toJson: notificationToJson,
  });

  findRoute(app, {
    url: '/notifications/:id',
    summary: 'One notification (Admin)',
    params,
    item: notificationJson,
    find: ({ id }) => notifications.notification(id),
    missing: ({ id }) => notFound(AdminMessages.notificationNotFound(id), 'notification_not_found'),
    toJson: notificationToJson,
  });

  app.post(
    '/notifications',
    {
      schema: {
        tags: ['admin'],
        summary: 'Post a notification to everyone (user_id null) or to one user (Admin)',
        security: [{ bearer: [] }],
        body: newNotificationBody(),
        response: { 201: notificationJson, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const created = await notifications.create(
        {
          title: body.title,
          message: body.message,
          titleAr: nullIfAbsent(body.title_ar),
          messageAr: nullIfAbsent(body.message_ar),
          category: body.category,
          isActive: body.is_active,
          userId: body.user_id,
        },
        stampOf(request, now),
        { title: body.title, category: body.category, user_id: body.user_id },
      );
      return reply.status(201).send(notificationToJson(unwrap(created)));
    },
  );

  updateRoute(app, now, {
    url: '/notifications/:id',
    summary: 'Change a notification’s texts (English and Arabic), category or active switch (an inactive one leaves every inbox) (Admin)',
    params,
    fields: notificationFields,
    item: notificationJson,
    update: ({ id }, body, stamp, audit) =>
      notifications.update(
        id,
        { title: body.title, message: body.message, titleAr: body.title_ar, messageAr: body.message_ar, category: body.category, isActive: body.is_active },
        stamp,
        audit,
      ),
    toJson: notificationToJson,
  });

  deleteRoute(app, now, {
    url: '/notifications/:id',
    summary: 'Delete a notification (Admin)',
    params,
    remove: ({ id }, stamp) => notifications.delete(id, stamp),
  });
}
