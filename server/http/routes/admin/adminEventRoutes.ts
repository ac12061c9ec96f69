import { z } from 'zod';
import { AdminEventJson } from '@tiara/contract/staff/eventJson';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import type { ShopServices } from '../../../composition/composeShop';
import { notFound } from '../../HttpError';
import { errorResponses, idParam } from '../../schemas';
import type { ZodApp } from '../../ServerContext';
import { deleteRoute, findRoute, pagedList, updateRoute } from './adminRouteKit';
import { toDate } from './adminSchemas';
import { eventFields, eventQuery, eventToJson, newEventBody } from './eventJson';
import { stampOf } from './staffAccess';

const params = z.object({ id: idParam });

/** Events; past ones can be corrected too (the old system refused any past date). */
export function adminEventRoutes(app: ZodApp, { backOffice: { events }, now }: ShopServices): void {
  pagedList(app, {
    url: '/events',
    summary: 'Events, latest date first, searched by title, place or description (Admin)',
    query: eventQuery,
    item: AdminEventJson,
    page: (query, asked) => events.list({ search: query.search, isActive: query.is_active }, asked),
    toJson: eventToJson,
  });

  findRoute(app, {
    url: '/events/:id',
    summary: 'One event (Admin)',
    params,
    item: AdminEventJson,
    find: ({ id }) => events.event(id),
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
        body: newEventBody(),
        response: { 201: AdminEventJson, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const created = await events.create(
        { title: body.title, description: body.description, date: toDate(body.date), location: body.location, speakers: body.speakers, imageUrl: body.image_url, isActive: body.is_active },
        stampOf(request, now),
        { title: body.title, date: body.date },
      );
      return reply.status(201).send(eventToJson(created));
    },
  );

  updateRoute(app, now, {
    url: '/events/:id',
    summary: 'Change any fields of an event, the active switch included (Admin)',
    params,
    fields: eventFields,
    item: AdminEventJson,
    update: ({ id }, body, stamp, audit) =>
      events.update(
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

  deleteRoute(app, now, {
    url: '/events/:id',
    summary: 'Delete an event (Admin)',
    params,
    remove: ({ id }, stamp) => events.delete(id, stamp),
  });
}
