import type { ScanHistoryApi, ScanRecord } from '../../application/scans/ScanHistoryApi';
import type { ApiResult } from '../../application/shared/ApiResult';
import { ok } from '@tiara/domain/result';
import type { HttpClient } from './HttpClient';
import { scanHistorySchema } from './schemas/scanSchemas';

export class HttpScanHistoryApi implements ScanHistoryApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  async mine(): Promise<ApiResult<ScanRecord[] | null>> {
    const answer = await this.http.send({ method: 'GET', path: '/api/scans/mine', schema: scanHistorySchema, feature: 'scan-history' });
    // A backend without the call (one that honours only SPEC §7) keeps no history.
    return !answer.ok && answer.error.kind === 'not-offered' ? ok(null) : answer;
  }
}
