import * as z from 'zod/mini';
import type { AdminPage, Deleted, PageRequest } from '../../../application/admin/AdminPage';
import {
  type AdminRegistration,
  type AdminTraining,
  type AdminTrainingApi,
  type AdminTrainingPackage,
  REGISTRATION_STATUSES,
  type RegistrationFilter,
  type TrainingFields,
  type TrainingFilter,
  type TrainingPackageFields,
} from '../../../application/admin/training/AdminTrainingApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import { poundsFromPiasters } from '@tiara/domain/money';
import type { HttpClient } from '../HttpClient';
import { count, csvSchema, date, deletedSchema, money, nullableDate, pageSchema, queryOf } from './adminWireSchemas';

const packageSchema: z.ZodMiniType<AdminTrainingPackage> = z.pipe(
  z.object({ id: count, name: z.string(), name_ar: z.nullable(z.string()), price: money }),
  z.transform((wire) => ({ id: wire.id, name: wire.name, nameAr: wire.name_ar, price: wire.price })),
);

export const adminTrainingSchema: z.ZodMiniType<AdminTraining> = z.pipe(
  z.object({
    id: count,
    title: z.string(),
    description: z.string(),
    instructors: z.string(),
    date,
    end_date: nullableDate,
    location: z.string(),
    title_ar: z.nullable(z.string()),
    description_ar: z.nullable(z.string()),
    location_ar: z.nullable(z.string()),
    capacity: z.nullable(count),
    seats_taken: count,
    image_url: z.string(),
    is_active: z.boolean(),
    packages: z.array(packageSchema),
  }),
  z.transform((wire) => ({
    id: wire.id,
    title: wire.title,
    description: wire.description,
    instructors: wire.instructors,
    date: wire.date,
    endDate: wire.end_date,
    location: wire.location,
    titleAr: wire.title_ar,
    descriptionAr: wire.description_ar,
    locationAr: wire.location_ar,
    capacity: wire.capacity,
    seatsTaken: wire.seats_taken,
    imageUrl: wire.image_url,
    isActive: wire.is_active,
    packages: wire.packages,
  })),
);

const registrationSchema: z.ZodMiniType<AdminRegistration> = z.pipe(
  z.object({
    id: count,
    training_id: count,
    training_title: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    package_name: z.nullable(z.string()),
    status: z.enum(REGISTRATION_STATUSES),
    order_id: z.nullable(count),
    registered_at: date,
  }),
  z.transform((wire) => ({
    id: wire.id,
    trainingId: wire.training_id,
    trainingTitle: wire.training_title,
    name: wire.name,
    email: wire.email,
    phone: wire.phone,
    packageName: wire.package_name,
    status: wire.status,
    orderId: wire.order_id,
    registeredAt: wire.registered_at,
  })),
);

const trainingPageSchema = pageSchema(adminTrainingSchema);
const registrationPageSchema = pageSchema(registrationSchema);

const trainingBody = (training: TrainingFields) => ({
  title: training.title,
  description: training.description,
  instructors: training.instructors,
  date: training.date.toISOString(),
  end_date: training.endDate === null ? null : training.endDate.toISOString(),
  location: training.location,
  title_ar: training.titleAr,
  description_ar: training.descriptionAr,
  location_ar: training.locationAr,
  capacity: training.capacity,
  image_url: training.imageUrl,
  is_active: training.isActive,
});

const packageBody = (option: TrainingPackageFields) => ({ name: option.name, name_ar: option.nameAr, price: poundsFromPiasters(option.price) });

const registrationQuery = (filter: RegistrationFilter) => ({ training_id: filter.trainingId, status: filter.status, search: filter.search?.trim() });

/** /api/admin/trainings with their packages, and /api/admin/training-registrations. */
export class HttpAdminTrainingApi implements AdminTrainingApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  list(filter: TrainingFilter): Promise<ApiResult<AdminPage<AdminTraining>>> {
    return this.http.get(`/api/admin/trainings${queryOf({ search: filter.search?.trim(), page: filter.page, per_page: filter.perPage })}`, trainingPageSchema);
  }

  create(training: TrainingFields, packages: readonly TrainingPackageFields[]): Promise<ApiResult<AdminTraining>> {
    return this.http.post('/api/admin/trainings', { ...trainingBody(training), packages: packages.map(packageBody) }, adminTrainingSchema);
  }

  update(id: number, training: TrainingFields): Promise<ApiResult<AdminTraining>> {
    return this.http.send({ method: 'PATCH', path: `/api/admin/trainings/${id}`, body: trainingBody(training), schema: adminTrainingSchema });
  }

  delete(id: number): Promise<ApiResult<Deleted>> {
    return this.http.send({ method: 'DELETE', path: `/api/admin/trainings/${id}`, schema: deletedSchema });
  }

  addPackage(trainingId: number, option: TrainingPackageFields): Promise<ApiResult<AdminTrainingPackage>> {
    return this.http.post(`/api/admin/trainings/${trainingId}/packages`, packageBody(option), packageSchema);
  }

  updatePackage(trainingId: number, packageId: number, option: TrainingPackageFields): Promise<ApiResult<AdminTrainingPackage>> {
    return this.http.send({ method: 'PATCH', path: `/api/admin/trainings/${trainingId}/packages/${packageId}`, body: packageBody(option), schema: packageSchema });
  }

  deletePackage(trainingId: number, packageId: number): Promise<ApiResult<Deleted>> {
    return this.http.send({ method: 'DELETE', path: `/api/admin/trainings/${trainingId}/packages/${packageId}`, schema: deletedSchema });
  }

  registrations(filter: RegistrationFilter & PageRequest): Promise<ApiResult<AdminPage<AdminRegistration>>> {
    return this.http.get(`/api/admin/training-registrations${queryOf({ ...registrationQuery(filter), page: filter.page, per_page: filter.perPage })}`, registrationPageSchema);
  }

  exportRegistrations(filter: RegistrationFilter): Promise<ApiResult<string>> {
    return this.http.get(`/api/admin/training-registrations/export${queryOf(registrationQuery(filter))}`, csvSchema);
  }
}
