import type { ServiceIdentifier } from 'inversify';
import type { Piasters } from '@tiara/domain/money';
import type { ApiResult } from '../shared/ApiResult';

/** SPEC §3 "Dental training", as the listing shows it. */
export interface DentalTraining {
  readonly id: number;
  readonly title: string;
  readonly description: string;
  readonly instructors: string;
  readonly date: Date;
  /** Set for a course over several days. */
  readonly endDate: Date | null;
  readonly location: string;
  /** Null: unlimited seats. */
  readonly capacity: number | null;
  /** Seats still free; null when the capacity is unlimited or the server does not say. */
  readonly spotsLeft: number | null;
  readonly imageUrl: string;
}

/** SPEC §3 "Training package". */
export interface TrainingPackage {
  readonly id: number;
  readonly name: string;
  readonly price: Piasters;
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
