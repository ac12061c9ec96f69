import type { ServiceIdentifier } from 'inversify';
import type { RegistrationStatus, TrainingFields, TrainingPackageFields } from '@tiara/domain/training';
import type { ApiResult } from '../../shared/ApiResult';
import type { AdminPage, Deleted, PageRequest } from '../AdminPage';

export { REGISTRATION_STATUSES, type RegistrationStatus, type TrainingFields, type TrainingPackageFields } from '@tiara/domain/training';

export interface AdminTrainingPackage extends TrainingPackageFields {
  readonly id: number;
}

export interface AdminTraining extends TrainingFields {
  readonly id: number;
  readonly seatsTaken: number;
  readonly packages: readonly AdminTrainingPackage[];
}

export interface AdminRegistration {
  readonly id: number;
  readonly trainingId: number;
  readonly trainingTitle: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly packageName: string | null;
  readonly status: RegistrationStatus;
  readonly orderId: number | null;
  readonly registeredAt: Date;
}

export interface TrainingFilter extends PageRequest {
  readonly search?: string;
}

export interface RegistrationFilter {
  readonly trainingId?: number;
  readonly status?: RegistrationStatus;
  readonly search?: string;
}

/** /api/admin/trainings and /api/admin/training-registrations. */
export interface AdminTrainingApi {
  list(filter: TrainingFilter): Promise<ApiResult<AdminPage<AdminTraining>>>;
  create(training: TrainingFields, packages: readonly TrainingPackageFields[]): Promise<ApiResult<AdminTraining>>;
  update(id: number, training: TrainingFields): Promise<ApiResult<AdminTraining>>;
  delete(id: number): Promise<ApiResult<Deleted>>;
  addPackage(trainingId: number, option: TrainingPackageFields): Promise<ApiResult<AdminTrainingPackage>>;
  updatePackage(trainingId: number, packageId: number, option: TrainingPackageFields): Promise<ApiResult<AdminTrainingPackage>>;
  deletePackage(trainingId: number, packageId: number): Promise<ApiResult<Deleted>>;
  registrations(filter: RegistrationFilter & PageRequest): Promise<ApiResult<AdminPage<AdminRegistration>>>;
  /** The registrations as the server's CSV file. */
  exportRegistrations(filter: RegistrationFilter): Promise<ApiResult<string>>;
}

export const AdminTrainingApi: ServiceIdentifier<AdminTrainingApi> = Symbol('AdminTrainingApi');
