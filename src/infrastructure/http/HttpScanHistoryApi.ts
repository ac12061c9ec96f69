import type { ScanHistoryApi, ScanRecord } from '../../application/scans/ScanHistoryApi';
import type { ApiResult } from '../../application/shared/ApiResult';
import type { HttpClient } from './HttpClient';
import { scanHistorySchema } from './schemas/scanSchemas';

export class HttpScanHistoryApi implements ScanHistoryApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  mine(): Promise<ApiResult<ScanRecord[]>> {
    return this.http.get('/api/scans/mine', scanHistorySchema);
  }
}
