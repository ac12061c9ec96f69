import { z } from 'zod';
import { poundsFromPiasters } from '@tiara/domain/money';
import { type AdminRegistration, type AdminTraining, type AdminTrainingPackage, AdminTrainingRepository, type RegistrationFilter } from '../../../adapters/db/admin/AdminTrainingRepository';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import type { CsvCell } from '../../../application/admin/Csv';
import { notFound } from '../../HttpError';
import { errorResponses, idParam } from '../../schemas';
import type { ServerContext, ZodApp } from '../../ServerContext';
import { deleteRoute, findRoute, pagedList, pagedListWithExport, updateRoute } from './adminRouteKit';
import { arabicOrNull, arabicText, dateTime, flagQuery, idQuery, imageUrl, iso, isoOrNull, optionalPiasters, pounds, requiredText, searchQuery, text, toDate, toPiasters, unwrap } from './adminSchemas';
import { stampOf } from './staffAccess';

const MAX_PACKAGES = 10;
const MAX_CAPACITY = 100_000;
const REGISTRATION_STATUSES = ['Pending', 'Confirmed', 'Cancelled'] as const;

const packageJson = z.object({ id: z.number().int(), name: z.string(), name_ar: z.string().nullable().describe('Null: none, the storefront shows the English'), price: z.number().describe('EGP') });

const trainingJson = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  instructors: z.string(),
  date: z.string(),
  end_date: z.string().nullable(),
  location: z.string(),
  title_ar: z.string().nullable().describe('Null: none, the storefront shows the English'),
  description_ar: z.string().nullable(),
  location_ar: z.string().nullable(),
  capacity: z.number().int().nullable().describe('Null: unlimited seats'),
  seats_taken: z.number().int(),
  image_url: z.string(),
  is_active: z.boolean(),
  packages: z.array(packageJson),
});

const registrationJson = z.object({
  id: z.number().int(),
  training_id: z.number().int(),
  training_title: z.string(),
  training_date: z.string(),
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  package_name: z.string().nullable(),
  status: z.enum(REGISTRATION_STATUSES),
  order_id: z.number().int().nullable(),
  order_status: z.string().nullable(),
  expires_at: z.string().nullable().describe('When a Pending seat is given back unless its order is paid'),
  registered_at: z.string(),
});

const packageFields = () => ({ name: requiredText(100), name_ar: arabicText(100), price: pounds().describe('EGP') });

const trainingFields = () => ({
  title: requiredText(200),
  description: text(5_000),
  instructors: text(500),
  date: dateTime(),
  end_date: dateTime().nullable(),
  location: text(300),
  title_ar: arabicText(200),
  description_ar: arabicText(5_000),
  location_ar: arabicText(300),
  capacity: z.number().int().min(0).max(MAX_CAPACITY).nullable().describe('Null: unlimited seats'),
  image_url: imageUrl(),
  is_active: z.boolean(),
});

const registrationQuery = () => ({
  training_id: idQuery(),
  status: z.enum(REGISTRATION_STATUSES).optional(),
  search: searchQuery().describe("Part of the customer's name or e-mail"),
});

const packageToJson = (option: AdminTrainingPackage) => ({ id: option.id, name: option.name, name_ar: option.nameAr, price: poundsFromPiasters(option.price) });

function trainingToJson(training: AdminTraining): z.infer<typeof trainingJson> {
  return {
    id: training.id,
    title: training.title,
    description: training.description,
    instructors: training.instructors,
    date: iso(training.date),
    end_date: isoOrNull(training.endDate),
    location: training.location,
    title_ar: training.titleAr,
    description_ar: training.descriptionAr,
    location_ar: training.locationAr,
    capacity: training.capacity,
    seats_taken: training.seatsTaken,
    image_url: training.imageUrl,
    is_active: training.isActive,
    packages: training.packages.map(packageToJson),
  };
}

function registrationToJson(registration: AdminRegistration): z.infer<typeof registrationJson> {
  return {
    id: registration.id,
    training_id: registration.trainingId,
    training_title: registration.trainingTitle,
    training_date: iso(registration.trainingDate),
    user_id: registration.userId,
    name: registration.name,
    email: registration.email,
    phone: registration.phone,
    package_name: registration.packageName,
    status: registration.status,
    order_id: registration.orderId,
    order_status: registration.orderStatus,
    expires_at: isoOrNull(registration.expiresAt),
    registered_at: iso(registration.createdAt),
  };
}

const CSV_HEADER = ['Training', 'Training Date', 'Name', 'Email', 'Phone', 'Package', 'Status', 'Order ID', 'Registered At'];

const csvRow = (registration: AdminRegistration): CsvCell[] => [
  registration.trainingTitle,
  iso(registration.trainingDate),
  registration.name,
  registration.email,
  registration.phone,
  registration.packageName,
  registration.status,
  registration.orderId,
  iso(registration.createdAt),
];

const registrationFilterOf = (query: { training_id?: number | undefined; status?: RegistrationFilter['status']; search?: string | undefined }): RegistrationFilter => ({
  trainingId: query.training_id,
  status: query.status,
  search: query.search,
});

const trainingParams = z.object({ id: idParam });
const packageParams = z.object({ id: idParam, packageId: idParam });

/** Dental trainings with their packages, and the registrations (seats) customers hold. */
export function adminTrainingRoutes(app: ZodApp, context: ServerContext): void {
  const repository = new AdminTrainingRepository(context.db);

  pagedList(app, {
    url: '/trainings',
    summary: 'Dental trainings with their packages, latest date first (Admin)',
    query: () => ({ search: searchQuery(), is_active: flagQuery() }),
    item: trainingJson,
    page: (query, asked) => repository.list({ search: query.search, isActive: query.is_active }, asked),
    toJson: trainingToJson,
  });

  findRoute(app, {
    url: '/trainings/:id',
    summary: 'One training with its packages (Admin)',
    params: trainingParams,
    item: trainingJson,
    find: ({ id }) => repository.training(id),
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
        body: z.object({
          ...trainingFields(),
          description: text(5_000).default(''),
          instructors: text(500).default(''),
          end_date: dateTime().nullish().transform((date) => date ?? null),
          location: text(300).default(''),
          capacity: z.number().int().min(0).max(MAX_CAPACITY).nullish().transform((capacity) => capacity ?? null),
          image_url: imageUrl().default(''),
          is_active: z.boolean().default(true),
          packages: z.array(z.object(packageFields())).max(MAX_PACKAGES).default([]),
        }),
        response: { 201: trainingJson, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const created = await repository.create(
        {
          title: body.title,
          description: body.description,
          instructors: body.instructors,
          date: toDate(body.date),
          endDate: body.end_date === null ? null : toDate(body.end_date),
          location: body.location,
          titleAr: arabicOrNull(body.title_ar),
          descriptionAr: arabicOrNull(body.description_ar),
          locationAr: arabicOrNull(body.location_ar),
          capacity: body.capacity,
          imageUrl: body.image_url,
          isActive: body.is_active,
        },
        body.packages.map((option) => ({ name: option.name, nameAr: arabicOrNull(option.name_ar), price: toPiasters(option.price) })),
        stampOf(request, context),
        { title: body.title, date: body.date, packages: body.packages },
      );
      return reply.status(201).send(trainingToJson(unwrap(created)));
    },
  );

  updateRoute(app, context, {
    url: '/trainings/:id',
    summary: 'Change any fields of a training; the capacity never below the seats taken (Admin)',
    params: trainingParams,
    fields: trainingFields,
    item: trainingJson,
    mayConflict: true,
    update: ({ id }, body, stamp, audit) =>
      repository.update(
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

  deleteRoute(app, context, {
    url: '/trainings/:id',
    summary: 'Delete a training nobody holds a seat in (409 otherwise: switch it off instead) (Admin)',
    params: trainingParams,
    mayConflict: true,
    remove: ({ id }, stamp) => repository.delete(id, stamp),
  });

  app.post(
    '/trainings/:id/packages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a package to a training (Admin)',
        security: [{ bearer: [] }],
        params: trainingParams,
        body: z.object(packageFields()),
        response: { 201: packageJson, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const created = await repository.addPackage(request.params.id, { name: body.name, nameAr: arabicOrNull(body.name_ar), price: toPiasters(body.price) }, stampOf(request, context));
      return reply.status(201).send(packageToJson(unwrap(created)));
    },
  );

  updateRoute(app, context, {
    url: '/trainings/:id/packages/:packageId',
    summary: "Change a package's name or price; orders already placed keep theirs (Admin)",
    params: packageParams,
    fields: packageFields,
    item: packageJson,
    update: ({ id, packageId }, body, stamp, audit) => repository.updatePackage(id, packageId, { name: body.name, nameAr: body.name_ar, price: optionalPiasters(body.price) }, stamp, audit),
    toJson: packageToJson,
  });

  deleteRoute(app, context, {
    url: '/trainings/:id/packages/:packageId',
    summary: 'Delete a package of a training (Admin)',
    params: packageParams,
    remove: ({ id, packageId }, stamp) => repository.deletePackage(id, packageId, stamp),
  });

  pagedListWithExport(app, context, {
    url: '/training-registrations',
    summary: 'Training registrations, newest first, of one training or all (Admin)',
    query: registrationQuery,
    item: registrationJson,
    page: (query, asked) => repository.registrations(registrationFilterOf(query), asked),
    toJson: registrationToJson,
    export: {
      summary: 'Training registrations as a CSV file, of one training or all (Admin)',
      fileName: 'training-registrations',
      header: CSV_HEADER,
      rows: async (query) => (await repository.exportRegistrations(registrationFilterOf(query))).map(csvRow),
    },
  });
}
