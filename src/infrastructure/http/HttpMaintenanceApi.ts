import type { MaintenanceApi } from '../../application/maintenance/MaintenanceApi';
import type { ApiResult } from '../../application/shared/ApiResult';
import type { HttpClient } from './HttpClient';
import { maintenanceStatusSchema } from './schemas/maintenanceSchemas';

export class HttpMaintenanceApi implements MaintenanceApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  isUnderMaintenance(): Promise<ApiResult<boolean>> {
    return this.http.get('/api/management/maintenance-status', maintenanceStatusSchema);
  }
}
