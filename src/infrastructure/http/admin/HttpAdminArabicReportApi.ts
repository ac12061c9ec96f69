import * as z from 'zod/mini';
import { ArabicGapJson } from '@tiara/contract/staff/arabicReportJson';
import type { AdminArabicReportApi, ArabicGap } from '../../../application/admin/arabic/AdminArabicReportApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import type { HttpClient } from '../HttpClient';

const gapSchema: z.ZodMiniType<ArabicGap> = z.pipe(
  ArabicGapJson,
  z.transform((wire) => ({ kind: wire.kind, id: wire.id, title: wire.title, within: wire.within, missing: wire.missing })),
);

/** /api/admin/arabic-missing over the staff-token client. */
export class HttpAdminArabicReportApi implements AdminArabicReportApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  gaps(): Promise<ApiResult<readonly ArabicGap[]>> {
    return this.http.get('/api/admin/arabic-missing', z.array(gapSchema));
  }
}
