import * as z from 'zod/mini';
import { ArabicGapJson } from '@tiara/contract/staff/arabicReportJson';
import type { ArabicGap } from '@tiara/domain/bilingual';
import { documented } from '../../documented';

/** The report of what lacks Arabic on the wire (src/contract/staff/arabicReportJson.ts). */

export const arabicReportJson = z.array(
  documented(ArabicGapJson, {
    kind: 'product, subcategory, notification (to everyone), training, package (of a training), plan (AI)',
    id: "The item's id; a package's own",
    title: 'Its English name or title',
    within: "What it belongs to where its title alone does not say: a package's training; null otherwise",
    missing: 'Its texts whose English is written and whose Arabic is not (a reader of Arabic reads the English there), in its editor’s order; never empty',
  }),
);

export const arabicGapToJson = (gap: ArabicGap): ArabicGapJson => ({ kind: gap.kind, id: gap.id, title: gap.title, within: gap.within, missing: [...gap.missing] });
