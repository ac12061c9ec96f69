import { z } from 'zod';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import type { ShopServices } from '../../../composition/composeShop';
import { notFound } from '../../HttpError';
import { errorResponses, idParam } from '../../schemas';
import type { ZodApp } from '../../ServerContext';
import { deleteRoute, findRoute, pagedList, pagedListWithExport, updateRoute } from './adminRouteKit';
import { nullIfAbsent, optionalPiasters, toDate, toPiasters, unwrap } from './adminSchemas';
import { stampOf } from './staffAccess';
import {
  REGISTRATION_CSV_HEADER,
  newTrainingBody,
  packageFields,
  packageJson,
  packageToJson,
  registrationCsvRow,
  registrationFilterOf,
  registrationJson,
  registrationQuery,
  registrationToJson,
  trainingFields,
  trainingJson,
  trainingQuery,
  trainingToJson,
} from './trainingJson';

const trainingParams = z.object({ id: idParam });
const packageParams = z.object({ id: idParam, packageId: idParam });

/** Dental trainings with their packages, and the registrations (seats) customers hold. */
export function adminTrainingRoutes(app: ZodApp, { backOffice: { trainings }, now }: ShopServices): void {
  pagedList(app, {
    url: '/trainings',
    summary: 'Dental trainings with their packages, latest date first (Admin)',
    query: trainingQuery,
    item: trainingJson,
    page: (query, asked) => trainings.list({ search: query.search, isActive: query.is_active }, asked),
    toJson: trainingToJson,
  });

  findRoute(app, {
    url: '/trainings/:id',
    summary: 'One training with its packages (Admin)',
    params: trainingParams,
    item: trainingJson,
    find: ({ id }) => trainings.training(id),
    missing: ({ id }) => notFound(AdminMessages.trainingNotFound(id), 'training_not_found'),
    toJson: trainingToJson,
  });

  app.post(
    '/trainings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a training with its packages (none: registering is free) (Admin)',
        security: [{ bearer: [] }],
        body: newTrainingBody(),
        response: { 201: trainingJson, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const created = await trainings.create(
        {
          title: body.title,
          description: body.description,
          instructors: body.instructors,
          date: toDate(body.date),
          endDate: body.end_date === null ? null : toDate(body.end_date),
          location: body.location,
          titleAr: nullIfAbsent(body.title_ar),
          descriptionAr: nullIfAbsent(body.description_ar),
          instructorsAr: nullIfAbsent(body.instructors_ar),
          locationAr: nullIfAbsent(body.location_ar),
          capacity: body.capacity,
          imageUrl: body.image_url,
          isActive: body.is_active,
        },
        body.packages.map((option) => ({ name: option.name, nameAr: nullIfAbsent(option.name_ar), price: toPiasters(option.price) })),
        stampOf(request, now),
        { title: body.title, date: body.date, packages: body.packages },
      );
      return reply.status(201).send(trainingToJson(unwrap(created)));
    },
  );

  updateRoute(app, now, {
    url: '/trainings/:id',
    summary: 'Change any fields of a training; the capacity never below the seats taken (Admin)',
    params: trainingParams,
    fields: trainingFields,
    item: trainingJson,
    mayConflict: true,
    update: ({ id }, body, stamp, audit) =>
      trainings.update(
        id,
        {
          title: body.title,
          description: body.description,
          instructors: body.instructors,
          date: body.date === undefined ? undefined : toDate(body.date),
          endDate: body.end_date === undefined ? undefined : body.end_date === null ? null : toDate(body.end_date),
          location: body.location,
          titleAr: body.title_ar,
          descriptionAr: body.description_ar,
          instructorsAr: body.instructors_ar,
          locationAr: body.location_ar,
          capacity: body.capacity,
          imageUrl: body.image_url,
          isActive: body.is_active,
        },
        stamp,
        audit,
      ),
    toJson: trainingToJson,
  });

  deleteRoute(app, now, {
    url: '/trainings/:id',
    summary: 'Delete a training nobody holds a seat in (409 otherwise: switch it off instead) (Admin)',
    params: trainingParams,
    mayConflict: true,
    remove: ({ id }, stamp) => trainings.delete(id, stamp),
  });

  app.post(
    '/trainings/:id/packages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a package to a training (Admin)',
        security: [{ bearer: [] }],
        params: trainingParams,
        body: packageFields(),
        response: { 201: packageJson, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const created = await trainings.addPackage(request.params.id, { name: body.name, nameAr: nullIfAbsent(body.name_ar), price: toPiasters(body.price) }, stampOf(request, now));
      return reply.status(201).send(packageToJson(unwrap(created)));
    },
  );

  updateRoute(app, now, {
    url: '/trainings/:id/packages/:packageId',
    summary: "Change a package's name or price; orders already placed keep theirs (Admin)",
    params: packageParams,
    fields: packageFields,
    item: packageJson,
    update: ({ id, packageId }, body, stamp, audit) => trainings.updatePackage(id, packageId, { name: body.name, nameAr: body.name_ar, price: optionalPiasters(body.price) }, stamp, audit),
    toJson: packageToJson,
  });

  deleteRoute(app, now, {
    url: '/trainings/:id/packages/:packageId',
    summary: 'Delete a package of a training (Admin)',
    params: packageParams,
    remove: ({ id, packageId }, stamp) => trainings.deletePackage(id, packageId, stamp),
  });

  pagedListWithExport(app, now, {
    url: '/training-registrations',
    summary: 'Training registrations, newest first, of one training or all (Admin)',
    query: registrationQuery,
    item: registrationJson,
    page: (query, asked) => trainings.registrations(registrationFilterOf(query), asked),
    toJson: registrationToJson,
    export: {
      summary: 'Training registrations as a CSV file, of one training or all (Admin)',
      fileName: 'training-registrations',
      header: REGISTRATION_CSV_HEADER,
      rows: async (query) => (await trainings.exportRegistrations(registrationFilterOf(query))).map(registrationCsvRow),
    },
  });
}
