import { z } from 'zod';
import { type AdminEvent, AdminEventRepository } from '../../../adapters/db/admin/AdminEventRepository';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import { auditedChanges } from '../../../application/admin/AuditTrail';
import { notFound } from '../../HttpError';
import { errorResponses, idParam } from '../../schemas';
import type { ServerContext, ZodApp } from '../../ServerContext';
import { dateTime, deletedJson, flagQuery, imageUrl, iso, pageAsked, pageJson, pageOf, pageQuery, patchOf, requiredText, searchQuery, text, toDate, unwrap } from './adminSchemas';
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

  app.get(
    '/events',
    {
      schema: {
        tags: ['admin'],
        summary: 'Events, latest date first, searched by title, place or description (Admin)',
        security: [{ bearer: [] }],
        querystring: z.object({ search: searchQuery(), is_active: flagQuery(), ...pageQuery() }),
        response: { 200: pageOf(eventJson), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const asked = pageAsked(request.query);
      return pageJson(await repository.list({ search: request.query.search, isActive: request.query.is_active }, asked), asked, eventToJson);
    },
  );

  app.get(
    '/events/:id',
    { schema: { tags: ['admin'], summary: 'One event (Admin)', security: [{ bearer: [] }], params, response: { 200: eventJson, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      const event = await repository.event(request.params.id);
      if (!event) throw notFound(AdminMessages.eventNotFound(request.params.id), 'event_not_found');
      return eventToJson(event);
    },
  );

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

  app.patch(
    '/events/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change any fields of an event, the active switch included (Admin)',
        security: [{ bearer: [] }],
        params,
        body: patchOf(eventFields()),
        response: { 200: eventJson, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const body = request.body;
      const updated = await repository.update(
        request.params.id,
        {
          title: body.title,
          description: body.description,
          date: body.date === undefined ? undefined : toDate(body.date),
          location: body.location,
          speakers: body.speakers,
          imageUrl: body.image_url,
          isActive: body.is_active,
        },
        stampOf(request, context),
        auditedChanges(body),
      );
      return eventToJson(unwrap(updated));
    },
  );

  app.delete(
    '/events/:id',
    { schema: { tags: ['admin'], summary: 'Delete an event (Admin)', security: [{ bearer: [] }], params, response: { 200: deletedJson(), ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      const deleted = unwrap(await repository.delete(request.params.id, stampOf(request, context)));
      return { id: deleted.id, deleted: true as const };
    },
  );
}
