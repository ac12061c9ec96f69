import type { ServiceIdentifier } from 'inversify';
import type { DentalTraining, TrainingPackageDetails } from '@tiara/domain/training';
import type { ApiResult } from '../shared/ApiResult';

/** SPEC §3 "Training package". */
export interface TrainingPackage extends TrainingPackageDetails {
  readonly id: number;
}

/** The dental-training calls of SPEC §7. */
export interface TrainingApi {
  /** GET /api/dentaltraining. */
  list(): Promise<ApiResult<DentalTraining[]>>;
  /** GET /api/dentaltrainingpackage/{trainingId}. */
  packages(trainingId: number): Promise<ApiResult<TrainingPackage[]>>;
  /** GET /api/dentaltraining/{id}/is-registered/{userId}. */
  isRegistered(trainingId: number, userId: number): Promise<ApiResult<boolean>>;
  /** POST /api/dentaltraining/{trainingId}/register/{userId}/{orderId}: holds the seat the order pays for; SPEC §7 expects only the status. */
  register(trainingId: number, userId: number, orderId: number): Promise<ApiResult<void>>;
}

export const TrainingApi: ServiceIdentifier<TrainingApi> = Symbol('TrainingApi');
