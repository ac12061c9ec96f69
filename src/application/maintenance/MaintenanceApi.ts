import type { ServiceIdentifier } from 'inversify';
import type { ApiResult } from '../shared/ApiResult';

/** SPEC §7 `GET /api/management/maintenance-status`. */
export interface MaintenanceApi {
  isUnderMaintenance(): Promise<ApiResult<boolean>>;
}

export const MaintenanceApi: ServiceIdentifier<MaintenanceApi> = Symbol('MaintenanceApi');
