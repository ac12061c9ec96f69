import type { ServiceIdentifier } from 'inversify';
import type { ApiResult } from '../shared/ApiResult';

/** A seat held for a training order until it is paid. */
export interface TrainingRegistration {
  readonly registrationId: number;
  readonly trainingId: number;
  readonly orderId: number;
  readonly status: 'Pending' | 'Confirmed';
}

/** The dental-training calls of SPEC §7. */
export interface TrainingApi {
  /** POST /api/dentaltraining/{trainingId}/register/{userId}/{orderId}: holds the seat the order pays for. */
  register(trainingId: number, userId: number, orderId: number): Promise<ApiResult<TrainingRegistration>>;
}

export const TrainingApi: ServiceIdentifier<TrainingApi> = Symbol('TrainingApi');
