import type { ServiceIdentifier } from 'inversify';
import type { ArabicGap } from '@tiara/domain/bilingual';
import type { ApiResult } from '../../shared/ApiResult';

export type { ArabicGap, ArabicGapField, ArabicGapKind } from '@tiara/domain/bilingual';

/** /api/admin/arabic-missing: what of the shop's customer-facing texts is still to write in Arabic. */
export interface AdminArabicReportApi {
  /** Every item with a text whose English is written and whose Arabic is not, by kind (products first). */
  gaps(): Promise<ApiResult<readonly ArabicGap[]>>;
}

export const AdminArabicReportApi: ServiceIdentifier<AdminArabicReportApi> = Symbol('AdminArabicReportApi');
