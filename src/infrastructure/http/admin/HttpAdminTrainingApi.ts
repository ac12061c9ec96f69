import * as z from 'zod/mini';
import type { PageQueryJson } from '@tiara/contract/staff/listQueryJson';
import { AdminTrainingJson, TrainingPackageJson, TrainingRegistrationJson } from '@tiara/contract/staff/trainingJson';
import type { NewTrainingJson, PackageFieldsJson, RegistrationQueryJson, TrainingFieldsJson, TrainingQueryJson } from '@tiara/contract/staff/trainingRequestJson';
import { piastersFromPounds, poundsFromPiasters } from '@tiara/domain/money';
import type { AdminPage, Deleted, PageRequest } from '../../../application/admin/AdminPage';
import type {
  AdminRegistration,
  AdminTraining,
  AdminTrainingApi,
  AdminTrainingPackage,
  RegistrationFilter,
  TrainingFields,
  TrainingFilter,
  TrainingPackageFields,
} from '../../../application/admin/training/AdminTrainingApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import type { HttpClient } from '../HttpClient';
import { csvSchema, deletedSchema, instant, instantOrNull, pageSchema, queryOf } from './adminWireSchemas';

const packageOf = (wire: TrainingPackageJson): AdminTrainingPackage => ({ id: wire.id, name: wire.name, nameAr: wire.name_ar, price: piastersFromPounds(wire.price) });

const packageSchema: z.ZodMiniType<AdminTrainingPackage> = z.pipe(TrainingPackageJson, z.transform(packageOf));

export const adminTrainingSchema: z.ZodMiniType<AdminTraining> = z.pipe(
  AdminTrainingJson,
  z.transform((wire, context) => ({
    id: wire.id,
    title: wire.title,
    description: wire.description,
    instructors: wire.instructors,
    date: instant(wire.date, context),
    endDate: instantOrNull(wire.end_date, context),
    location: wire.location,
    titleAr: wire.title_ar,
    descriptionAr: wire.description_ar,
    instructorsAr: wire.instructors_ar,
    locationAr: wire.location_ar,
    capacity: wire.capacity,
    seatsTaken: wire.seats_taken,
    imageUrl: wire.image_url,
    isActive: wire.is_active,
    packages: wire.packages.map(packageOf),
  })),
);

const registrationSchema: z.ZodMiniType<AdminRegistration> = z.pipe(
  TrainingRegistrationJson,
  z.transform((wire, context) => ({
    id: wire.id,
    trainingId: wire.training_id,
    trainingTitle: wire.training_title,
    name: wire.name,
    email: wire.email,
    phone: wire.phone,
    packageName: wire.package_name,
    status: wire.status,
    orderId: wire.order_id,
    registeredAt: instant(wire.registered_at, context),
  })),
);

const trainingPageSchema = pageSchema(adminTrainingSchema);
const registrationPageSchema = pageSchema(registrationSchema);

const trainingBody = (training: TrainingFields): TrainingFieldsJson => ({
  title: training.title,
  description: training.description,
  instructors: training.instructors,
  date: training.date.toISOString(),
  end_date: training.endDate === null ? null : training.endDate.toISOString(),
  location: training.location,
  title_ar: training.titleAr,
  description_ar: training.descriptionAr,
  instructors_ar: training.instructorsAr,
  location_ar: training.locationAr,
  capacity: training.capacity,
  image_url: training.imageUrl,
  is_active: training.isActive,
});

const packageBody = (option: TrainingPackageFields): PackageFieldsJson => ({ name: option.name, name_ar: option.nameAr, price: poundsFromPiasters(option.price) });

const registrationQuery = (filter: RegistrationFilter) => ({ training_id: filter.trainingId, status: filter.status, search: filter.search?.trim() });

/** /api/admin/trainings with their packages, and /api/admin/training-registrations. */
export class HttpAdminTrainingApi implements AdminTrainingApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  list(filter: TrainingFilter): Promise<ApiResult<AdminPage<AdminTraining>>> {
    return this.http.get(`/api/admin/trainings${queryOf<TrainingQueryJson & PageQueryJson>({ search: filter.search?.trim(), page: filter.page, per_page: filter.perPage })}`, trainingPageSchema);
  }

  create(training: TrainingFields, packages: readonly TrainingPackageFields[]): Promise<ApiResult<AdminTraining>> {
    const body: NewTrainingJson = { ...trainingBody(training), packages: packages.map(packageBody) };
    return this.http.post('/api/admin/trainings', body, adminTrainingSchema);
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
    return this.http.get(`/api/admin/training-registrations${queryOf<RegistrationQueryJson & PageQueryJson>({ ...registrationQuery(filter), page: filter.page, per_page: filter.perPage })}`, registrationPageSchema);
  }

  exportRegistrations(filter: RegistrationFilter): Promise<ApiResult<string>> {
    return this.http.get(`/api/admin/training-registrations/export${queryOf<RegistrationQueryJson>(registrationQuery(filter))}`, csvSchema);
  }
}
