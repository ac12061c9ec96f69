import * as z from 'zod/mini';

/** An active dental training (SPEC §3), as GET /api/dentaltraining lists it, soonest first. */
export const DentalTrainingJson = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  instructors: z.string(),
  date: z.string(),
  end_date: z.nullable(z.string()),
  location: z.string(),
  capacity: z.nullable(z.int()),
  spots_left: z.nullable(z.int()),
  image_url: z.string(),
});
export type DentalTrainingJson = z.infer<typeof DentalTrainingJson>;

/** One of a training's packages (SPEC §3), its price in pounds. */
export const TrainingPackageJson = z.object({ id: z.int(), name: z.string(), price: z.number() });
export type TrainingPackageJson = z.infer<typeof TrainingPackageJson>;

/** GET /api/dentaltraining/{id}/is-registered/{userId}. */
export const TrainingRegisteredJson = z.object({ registered: z.boolean() });
export type TrainingRegisteredJson = z.infer<typeof TrainingRegisteredJson>;

/** The seat POST /api/dentaltraining/{trainingId}/register/{userId}/{orderId} holds. */
export const TrainingRegistrationJson = z.object({
  registration_id: z.int(),
  training_id: z.int(),
  user_id: z.int(),
  order_id: z.int(),
  status: z.enum(['Pending', 'Confirmed']),
  expires_at: z.nullable(z.string()),
});
export type TrainingRegistrationJson = z.infer<typeof TrainingRegistrationJson>;
