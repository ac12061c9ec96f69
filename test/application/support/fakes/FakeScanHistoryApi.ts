import type { ScanHistoryApi, ScanRecord } from '../../../../src/application/scans/ScanHistoryApi';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import { ok } from '@tiara/domain/result';
import { FakeApi } from './FakeApi';

/**
 * The customer's scans in memory, newest first; with `keepsHistory` off, a backend that keeps none
 * (SPEC §7 has no such call). `calls` counts the reads.
 */
export class FakeScanHistoryApi extends FakeApi implements ScanHistoryApi {
  calls = 0;
  scans: ScanRecord[] = [];
  keepsHistory = true;

  mine(): Promise<ApiResult<ScanRecord[] | null>> {
    this.calls += 1;
    return this.respond('mine', 'mine', () => ok(this.keepsHistory ? this.scans : null));
  }
}
