import * as z from 'zod/mini';
import { AdminTrainingJson, TrainingPackageJson, TrainingRegistrationJson } from '@tiara/contract/staff/trainingJson';
import { MAX_PACKAGES, NewTrainingJson, PackageFieldsJson, RegistrationQueryJson, TrainingFieldsJson, TrainingQueryJson } from '@tiara/contract/staff/trainingRequestJson';
import { poundsFromPiasters } from '@tiara/domain/money';
import type { AdminRegistration, AdminTraining, AdminTrainingPackage, RegistrationFilter } from '../../../adapters/db/admin/AdminTrainingRepository';
import type { CsvCell } from '../../../application/admin/Csv';
import { documented } from '../../documented';
import { arabic, describedDateTime, flagQuery, idQuery, imageAddress, iso, isoOrNull, nullIfAbsent, nullableDateTime, readAs } from './adminSchemas';

/** The dental trainings of /api/admin/trainings, their packages and registrations (src/contract/staff/trainingJson.ts), and the registrations' CSV export. */

const nameArWords = 'Null: none, the storefront shows the English';
const capacityWords = 'Null: unlimited seats';

export const packageJson = documented(TrainingPackageJson, { name_ar: nameArWords, price: 'EGP' });

export const trainingJson = documented(z.extend(AdminTrainingJson, { packages: z.array(packageJson) }), { title_ar: nameArWords, capacity: capacityWords });

export const registrationJson = documented(TrainingRegistrationJson, { expires_at: 'When a Pending seat is given back unless its order is paid' });

export const packageToJson = (option: AdminTrainingPackage): TrainingPackageJson => ({ id: option.id, name: option.name, name_ar: option.nameAr, price: poundsFromPiasters(option.price) });

export function trainingToJson(training: AdminTraining): AdminTrainingJson {
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
    instructors_ar: training.instructorsAr,
    location_ar: training.locationAr,
    capacity: training.capacity,
    seats_taken: training.seatsTaken,
    image_url: training.imageUrl,
    is_active: training.isActive,
    packages: training.packages.map(packageToJson),
  };
}

export function registrationToJson(registration: AdminRegistration): TrainingRegistrationJson {
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

export const packageFields = () => documented(readAs(PackageFieldsJson, { name_ar: arabic(PackageFieldsJson.shape.name_ar) }), { price: 'EGP' });

const { shape: training } = TrainingFieldsJson;

export const trainingFields = () =>
  documented(
    readAs(TrainingFieldsJson, {
      date: describedDateTime(training.date),
      end_date: nullableDateTime(training.end_date),
      title_ar: arabic(training.title_ar),
      description_ar: arabic(training.description_ar),
      instructors_ar: arabic(training.instructors_ar),
      location_ar: arabic(training.location_ar),
      image_url: imageAddress(training.image_url),
    }),
    { capacity: capacityWords },
  );

const { shape: newTraining } = NewTrainingJson;

export const newTrainingBody = () =>
  readAs(NewTrainingJson, {
    date: describedDateTime(newTraining.date),
    end_date: z.pipe(z.optional(nullableDateTime(newTraining.end_date.def.innerType)), z.transform((date) => nullIfAbsent(date))),
    title_ar: arabic(newTraining.title_ar),
    description_ar: arabic(newTraining.description_ar),
    instructors_ar: arabic(newTraining.instructors_ar),
    location_ar: arabic(newTraining.location_ar),
    capacity: z.pipe(newTraining.capacity, z.transform((capacity) => nullIfAbsent(capacity))),
    image_url: imageAddress(newTraining.image_url),
    packages: z._default(z.array(packageFields()).check(z.maxLength(MAX_PACKAGES)), []),
  });

export const trainingQuery = () => readAs(TrainingQueryJson, { is_active: flagQuery(TrainingQueryJson.shape.is_active) }).shape;

export const registrationQuery = () =>
  readAs(documented(RegistrationQueryJson, { search: "Part of the customer's name or e-mail" }), { training_id: idQuery(RegistrationQueryJson.shape.training_id) }).shape;

export const registrationFilterOf = (query: { training_id?: number | undefined; status?: RegistrationFilter['status']; search?: string | undefined }): RegistrationFilter => ({
  trainingId: query.training_id,
  status: query.status,
  search: query.search,
});

export const REGISTRATION_CSV_HEADER = ['Training', 'Training Date', 'Name', 'Email', 'Phone', 'Package', 'Status', 'Order ID', 'Registered At'];

export const registrationCsvRow = (registration: AdminRegistration): CsvCell[] => [
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
