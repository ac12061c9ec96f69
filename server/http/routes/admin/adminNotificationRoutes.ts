import { z } from 'zod';
import { type AdminNotification, AdminNotificationRepository } from '../../../adapters/db/admin/AdminNotificationRepository';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import { notFound } from '../../HttpError';
import { errorResponses, idParam, LARGEST_ID } from '../../schemas';
import type { ServerContext, ZodApp } from '../../ServerContext';
import { deleteRoute, findRoute, pagedList, updateRoute } from './adminRouteKit';
import { flagQuery, iso, requiredText, searchQuery, unwrap } from './adminSchemas';
import { stampOf } from './staffAccess';

/** SPEC §3: 0 New Product, 1 New Feature, 2 New Event, 3 New Training, 4 AI Updates. */
const category = () => z.number().int().min(0).max(4).describe('0 New Product, 1 New Feature, 2 New Event, 3 New Training, 4 AI Updates');

const notificationJson = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  category: z.number().int(),
  is_active: z.boolean(),
  user_id: z.number().int().nullable().describe('Null: for everyone, including customers who sign up later'),
  user_email: z.string().nullable(),
  read_count: z.number().int(),
  created_at: z.string(),
});

const notificationFields = () => ({ title: requiredText(200), message: requiredText(2_000), category: category(), is_active: z.boolean() });

function notificationToJson(notification: AdminNotification): z.infer<typeof notificationJson> {
  return {
    id: notification.id,
    title: notification.title,
    message: notification.message,
    category: notification.category,
    is_active: notification.isActive,
    user_id: notification.userId,
    user_email: notification.userEmail,
    read_count: notification.readCount,
    created_at: iso(notification.createdAt),
  };
}

const params = z.object({ id: idParam });

export function adminNotificationRoutes(app: ZodApp, context: ServerContext): void {
  const repository = new AdminNotificationRepository(context.db);

  pagedList(app, {
    url: '/notifications',
    summary: 'Notifications, newest first, by text, category, switch and audience (Admin)',
    query: () => ({
      search: searchQuery(),
      category: z
        .enum(['0', '1', '2', '3', '4'])
        .transform(Number)
        .optional(),
      is_active: flagQuery(),
      for_everyone: flagQuery(),
    }),
    item: notificationJson,
    page: ({ search, category: chosen, is_active: isActive, for_everyone: forEveryone }, asked) => repository.list({ search, category: chosen, isActive, forEveryone }, asked),
    toJson: notificationToJson,
  });

  findRoute(app, {
    url: '/notifications/:id',
    summary: 'One notification (Admin)',
    params,
    item: notificationJson,
    find: ({ id }) => repository.notification(id),
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
        body: z.object({
          ...notificationFields(),
          is_active: z.boolean().default(true),
          user_id: z.number().int().positive().max(LARGEST_ID).nullish().transform((id) => id ?? null),
        }),
        response: { 201: notificationJson, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const created = await repository.create(
        { title: body.title, message: body.message, category: body.category, isActive: body.is_active, userId: body.user_id },
        stampOf(request, context),
        { title: body.title, category: body.category, user_id: body.user_id },
      );
      return reply.status(201).send(notificationToJson(unwrap(created)));
    },
  );

  updateRoute(app, context, {
    url: '/notifications/:id',
    summary: 'Change a notification’s text, category or active switch (an inactive one leaves every inbox) (Admin)',
    params,
    fields: notificationFields,
    item: notificationJson,
    update: ({ id }, body, stamp, audit) => repository.update(id, { title: body.title, message: body.message, category: body.category, isActive: body.is_active }, stamp, audit),
    toJson: notificationToJson,
  });

  deleteRoute(app, context, {
    url: '/notifications/:id',
    summary: 'Delete a notification (Admin)',
    params,
    remove: ({ id }, stamp) => repository.delete(id, stamp),
  });
}
