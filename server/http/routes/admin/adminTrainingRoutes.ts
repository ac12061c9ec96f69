import { z } from 'zod';
import { poundsFromPiasters } from '../../../../src/domain/money';
import { type AdminRegistration, type AdminTraining, type AdminTrainingPackage, AdminTrainingRepository, type RegistrationFilter } from '../../../adapters/db/admin/AdminTrainingRepository';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import { auditedChanges } from '../../../application/admin/AuditTrail';
import { type CsvCell, toCsv } from '../../../application/admin/Csv';
import { notFound } from '../../HttpError';
import { errorResponses, idParam } from '../../schemas';
import type { ServerContext, ZodApp } from '../../ServerContext';
import {
  dateTime,
  deletedJson,
  flagQuery,
  idQuery,
  imageUrl,
  iso,
  isoOrNull,
  optionalPiasters,
  pageAsked,
  pageJson,
  pageOf,
  pageQuery,
  patchOf,
  pounds,
  requiredText,
  searchQuery,
  sendCsv,
  text,
  toDate,
  toPiasters,
  unwrap,
} from './adminSchemas';
import { stampOf } from './staffAccess';

const MAX_PACKAGES = 10;
const MAX_CAPACITY = 100_000;
const REGISTRATION_STATUSES = ['Pending', 'Confirmed', 'Cancelled'] as const;

const packageJson = z.object({ id: z.number().int(), name: z.string(), price: z.number().describe('EGP') });

const trainingJson = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  instructors: z.string(),
  date: z.string(),
  end_date: z.string().nullable(),
  location: z.string(),
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

const packageFields = () => ({ name: requiredText(100), price: pounds().describe('EGP') });

const trainingFields = () => ({
  title: requiredText(200),
  description: text(5_000),
  instructors: text(500),
  date: dateTime(),
  end_date: dateTime().nullable(),
  location: text(300),
  capacity: z.number().int().min(0).max(MAX_CAPACITY).nullable().describe('Null: unlimited seats'),
  image_url: imageUrl(),
  is_active: z.boolean(),
});

const registrationQuery = () => ({
  training_id: idQuery(),
  status: z.enum(REGISTRATION_STATUSES).optional(),
  search: searchQuery().describe("Part of the customer's name or e-mail"),
});

const packageToJson = (option: AdminTrainingPackage) => ({ id: option.id, name: option.name, price: poundsFromPiasters(option.price) });

function trainingToJson(training: AdminTraining): z.infer<typeof trainingJson> {
  return {
    id: training.id,
    title: training.title,
    description: training.description,
    instructors: training.instructors,
    date: iso(training.date),
    end_date: isoOrNull(training.endDate),
    location: training.location,
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

  app.get(
    '/trainings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Dental trainings with their packages, latest date first (Admin)',
        security: [{ bearer: [] }],
        querystring: z.object({ search: searchQuery(), is_active: flagQuery(), ...pageQuery() }),
        response: { 200: pageOf(trainingJson), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const asked = pageAsked(request.query);
      return pageJson(await repository.list({ search: request.query.search, isActive: request.query.is_active }, asked), asked, trainingToJson);
    },
  );

  app.get(
    '/trainings/:id',
    {
      schema: { tags: ['admin'], summary: 'One training with its packages (Admin)', security: [{ bearer: [] }], params: trainingParams, response: { 200: trainingJson, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      const training = await repository.training(request.params.id);
      if (!training) throw notFound(AdminMessages.trainingNotFound(request.params.id), 'training_not_found');
      return trainingToJson(training);
    },
  );

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
          capacity: body.capacity,
          imageUrl: body.image_url,
          isActive: body.is_active,
        },
        body.packages.map((option) => ({ name: option.name, price: toPiasters(option.price) })),
        stampOf(request, context),
        { title: body.title, date: body.date, packages: body.packages },
      );
      return reply.status(201).send(trainingToJson(unwrap(created)));
    },
  );

  app.patch(
    '/trainings/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change any fields of a training; the capacity never below the seats taken (Admin)',
        security: [{ bearer: [] }],
        params: trainingParams,
        body: patchOf(trainingFields()),
        response: { 200: trainingJson, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const body = request.body;
      const updated = await repository.update(
        request.params.id,
        {
          title: body.title,
          description: body.description,
          instructors: body.instructors,
          date: body.date === undefined ? undefined : toDate(body.date),
          endDate: body.end_date === undefined ? undefined : body.end_date === null ? null : toDate(body.end_date),
          location: body.location,
          capacity: body.capacity,
          imageUrl: body.image_url,
          isActive: body.is_active,
        },
        stampOf(request, context),
        auditedChanges(body),
      );
      return trainingToJson(unwrap(updated));
    },
  );

  app.delete(
    '/trainings/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a training nobody holds a seat in (409 otherwise: switch it off instead) (Admin)',
        security: [{ bearer: [] }],
        params: trainingParams,
        response: { 200: deletedJson(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const deleted = unwrap(await repository.delete(request.params.id, stampOf(request, context)));
      return { id: deleted.id, deleted: true as const };
    },
  );

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
      const created = await repository.addPackage(request.params.id, { name: request.body.name, price: toPiasters(request.body.price) }, stampOf(request, context));
      return reply.status(201).send(packageToJson(unwrap(created)));
    },
  );

  app.patch(
    '/trainings/:id/packages/:packageId',
    {
      schema: {
        tags: ['admin'],
        summary: "Change a package's name or price; orders already placed keep theirs (Admin)",
        security: [{ bearer: [] }],
        params: packageParams,
        body: patchOf(packageFields()),
        response: { 200: packageJson, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const body = request.body;
      const updated = await repository.updatePackage(
        request.params.id,
        request.params.packageId,
        { name: body.name, price: optionalPiasters(body.price) },
        stampOf(request, context),
        auditedChanges(body),
      );
      return packageToJson(unwrap(updated));
    },
  );

  app.delete(
    '/trainings/:id/packages/:packageId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a package of a training (Admin)',
        security: [{ bearer: [] }],
        params: packageParams,
        response: { 200: deletedJson(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const deleted = unwrap(await repository.deletePackage(request.params.id, request.params.packageId, stampOf(request, context)));
      return { id: deleted.id, deleted: true as const };
    },
  );

  app.get(
    '/training-registrations',
    {
      schema: {
        tags: ['admin'],
        summary: 'Training registrations, newest first, of one training or all (Admin)',
        security: [{ bearer: [] }],
        querystring: z.object({ ...registrationQuery(), ...pageQuery() }),
        response: { 200: pageOf(registrationJson), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const asked = pageAsked(request.query);
      return pageJson(await repository.registrations(registrationFilterOf(request.query), asked), asked, registrationToJson);
    },
  );

  app.get(
    '/training-registrations/export',
    {
      schema: {
        tags: ['admin'],
        summary: 'Training registrations as a CSV file, of one training or all (Admin)',
        security: [{ bearer: [] }],
        produces: ['text/csv'],
        querystring: z.object(registrationQuery()),
        response: { 200: z.string().describe('CSV'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const rows = await repository.exportRegistrations(registrationFilterOf(request.query));
      return sendCsv(reply, 'training-registrations', context.now(), toCsv(CSV_HEADER, rows.map(csvRow)));
    },
  );
}
