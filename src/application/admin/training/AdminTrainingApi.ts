import type { ServiceIdentifier } from 'inversify';
import type { Piasters } from '@tiara/domain/money';
import type { ApiResult } from '../../shared/ApiResult';
import type { AdminPage, Deleted, PageRequest } from '../AdminPage';

export const REGISTRATION_STATUSES = ['Pending', 'Confirmed', 'Cancelled'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export interface TrainingPackageFields {
  readonly name: string;
  /** Null: none written, the storefront shows the English. */
  readonly nameAr: string | null;
  readonly price: Piasters;
}

export interface AdminTrainingPackage extends TrainingPackageFields {
  readonly id: number;
}

export interface TrainingFields {
  readonly title: string;
  readonly description: string;
  readonly instructors: string;
  readonly date: Date;
  readonly endDate: Date | null;
  readonly location: string;
  /** Null: none written, the storefront shows the English. */
  readonly titleAr: string | null;
  readonly descriptionAr: string | null;
  readonly locationAr: string | null;
  /** Null: unlimited seats. */
  readonly capacity: number | null;
  readonly imageUrl: string;
  readonly isActive: boolean;
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
