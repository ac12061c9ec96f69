import * as z from 'zod/mini';
import type { TrainingRegistration } from '../../../application/training/TrainingApi';

/** The seat the server holds for a training order (POST /api/dentaltraining/{id}/register/...). */
export const trainingRegistrationSchema: z.ZodMiniType<TrainingRegistration> = z.pipe(
  z.object({
    registration_id: z.int(),
    training_id: z.int(),
    order_id: z.int(),
    status: z.enum(['Pending', 'Confirmed']),
  }),
  z.transform((wire) => ({ registrationId: wire.registration_id, trainingId: wire.training_id, orderId: wire.order_id, status: wire.status })),
);
