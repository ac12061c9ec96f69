import * as z from 'zod/mini';
import { REGISTRATION_STATUSES } from '@tiara/domain/training';
import { DentalTrainingJson, TrainingPackageJson as ShopTrainingPackageJson } from '../trainingJson';
import { withFields } from '../withFields';

/** The dental trainings /api/admin/trainings answers, with their packages, and their registrations. Prices in pounds. */

export const TrainingPackageJson = withFields(ShopTrainingPackageJson, { name_ar: z.nullable(z.string()) });
export type TrainingPackageJson = z.infer<typeof TrainingPackageJson>;

/** A training as the storefront lists it (without the seats left), with its Arabic texts, the seats taken, whether it is listed and its packages. `capacity` null: unlimited seats. */
export const AdminTrainingJson = withFields(z.omit(DentalTrainingJson, { spots_left: true }), {
  title_ar: z.nullable(z.string()),
  description_ar: z.nullable(z.string()),
  location_ar: z.nullable(z.string()),
  seats_taken: z.int(),
  is_active: z.boolean(),
  packages: z.array(TrainingPackageJson),
});
export type AdminTrainingJson = z.infer<typeof AdminTrainingJson>;

export const TrainingRegistrationJson = z.object({
  id: z.int(),
  training_id: z.int(),
  training_title: z.string(),
  training_date: z.string(),
  user_id: z.int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  package_name: z.nullable(z.string()),
  status: z.enum(REGISTRATION_STATUSES),
  order_id: z.nullable(z.int()),
  order_status: z.nullable(z.string()),
  expires_at: z.nullable(z.string()),
  registered_at: z.string(),
});
export type TrainingRegistrationJson = z.infer<typeof TrainingRegistrationJson>;
