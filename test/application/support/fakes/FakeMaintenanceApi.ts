import type { MaintenanceApi } from '../../../../src/application/maintenance/MaintenanceApi';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import { ok } from '@tiara/domain/result';
import { FakeApi } from './FakeApi';

/** The shop's maintenance switch, off by default; each read is logged as `maintenance-status`. */
export class FakeMaintenanceApi extends FakeApi implements MaintenanceApi {
  readonly calls: string[] = [];
  underMaintenance = false;

  isUnderMaintenance(): Promise<ApiResult<boolean>> {
    return this.respond('isUnderMaintenance', 'maintenance-status', () => ok(this.underMaintenance));
  }

  protected override callLog(): string[] {
    return this.calls;
  }
}
