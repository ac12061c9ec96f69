import * as z from 'zod/mini';
import { REGISTRATION_STATUSES } from '@tiara/domain/training';

/** The dental trainings /api/admin/trainings answers, with their packages, and their registrations. Prices in pounds. */

export const TrainingPackageJson = z.object({ id: z.int(), name: z.string(), name_ar: z.nullable(z.string()), price: z.number() });
export type TrainingPackageJson = z.infer<typeof TrainingPackageJson>;

/**
 * A training; `capacity` null: unlimited seats. Its storefront fields are listed again rather than
 * taken from ../trainingJson: sharing that module with the back office would split it into a chunk of
 * its own, which the storefront's first load would then name.
 */
export const AdminTrainingJson = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  instructors: z.string(),
  date: z.string(),
  end_date: z.nullable(z.string()),
  location: z.string(),
  title_ar: z.nullable(z.string()),
  description_ar: z.nullable(z.string()),
  instructors_ar: z.nullable(z.string()),
  location_ar: z.nullable(z.string()),
  capacity: z.nullable(z.int()),
  seats_taken: z.int(),
  image_url: z.string(),
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
