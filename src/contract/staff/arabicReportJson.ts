import * as z from 'zod/mini';
import { ARABIC_GAP_FIELDS, ARABIC_GAP_KINDS } from '@tiara/domain/bilingual';

/** GET /api/admin/arabic-missing: every customer-facing item with a text whose English is written and whose Arabic is not. */

export const ArabicGapJson = z.object({
  kind: z.enum(ARABIC_GAP_KINDS),
  id: z.int(),
  title: z.string(),
  within: z.nullable(z.string()),
  missing: z.array(z.enum(ARABIC_GAP_FIELDS)),
});
export type ArabicGapJson = z.infer<typeof ArabicGapJson>;

export const ArabicReportJson = z.array(ArabicGapJson);
export type ArabicReportJson = z.infer<typeof ArabicReportJson>;
