import { z } from 'zod';
import { type AdminEvent, AdminEventRepository } from '../../../adapters/db/admin/AdminEventRepository';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import { notFound } from '../../HttpError';
import { errorResponses, idParam } from '../../schemas';
import type { ServerContext, ZodApp } from '../../ServerContext';
import { deleteRoute, findRoute, pagedList, updateRoute } from './adminRouteKit';
import { dateTime, flagQuery, imageUrl, iso, requiredText, searchQuery, text, toDate } from './adminSchemas';
import { stampOf } from './staffAccess';

const eventJson = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  location: z.string(),
  speakers: z.array(z.string()),
  image_url: z.string(),
  is_active: z.boolean(),
});

const eventFields = () => ({
  title: requiredText(200),
  description: text(5_000),
  date: dateTime(),
  location: text(300),
  speakers: z.array(requiredText(200)).max(30),
  image_url: imageUrl(),
  is_active: z.boolean(),
});

function eventToJson(event: AdminEvent): z.infer<typeof eventJson> {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    date: iso(event.date),
    location: event.location,
    speakers: event.speakers,
    image_url: event.imageUrl,
    is_active: event.isActive,
  };
}

const params = z.object({ id: idParam });

/** Events; past ones can be corrected too (the old system refused any past date). */
export function adminEventRoutes(app: ZodApp, context: ServerContext): void {
  const repository = new AdminEventRepository(context.db);

  pagedList(app, {
    url: '/events',
    summary: 'Events, latest date first, searched by title, place or description (Admin)',
    query: () => ({ search: searchQuery(), is_active: flagQuery() }),
    item: eventJson,
    page: (query, asked) => repository.list({ search: query.search, isActive: query.is_active }, asked),
    toJson: eventToJson,
  });

  findRoute(app, {
    url: '/events/:id',
    summary: 'One event (Admin)',
    params,
    item: eventJson,
    find: ({ id }) => repository.event(id),
    missing: ({ id }) => notFound(AdminMessages.eventNotFound(id), 'event_not_found'),
    toJson: eventToJson,
  });

  app.post(
    '/events',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add an event (Admin)',
        security: [{ bearer: [] }],
        body: z.object({
          ...eventFields(),
          description: text(5_000).default(''),
          location: text(300).default(''),
          speakers: z.array(requiredText(200)).max(30).default([]),
          image_url: imageUrl().default(''),
          is_active: z.boolean().default(true),
        }),
        response: { 201: eventJson, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const created = await repository.create(
        { title: body.title, description: body.description, date: toDate(body.date), location: body.location, speakers: body.speakers, imageUrl: body.image_url, isActive: body.is_active },
        stampOf(request, context),
        { title: body.title, date: body.date },
      );
      return reply.status(201).send(eventToJson(created));
    },
  );

  updateRoute(app, context, {
    url: '/events/:id',
    summary: 'Change any fields of an event, the active switch included (Admin)',
    params,
    fields: eventFields,
    item: eventJson,
    update: ({ id }, body, stamp, audit) =>
      repository.update(
        id,
        {
          title: body.title,
          description: body.description,
          date: body.date === undefined ? undefined : toDate(body.date),
          location: body.location,
          speakers: body.speakers,
          imageUrl: body.image_url,
          isActive: body.is_active,
        },
        stamp,
        audit,
      ),
    toJson: eventToJson,
  });

  deleteRoute(app, context, {
    url: '/events/:id',
    summary: 'Delete an event (Admin)',
    params,
    remove: ({ id }, stamp) => repository.delete(id, stamp),
  });
}
