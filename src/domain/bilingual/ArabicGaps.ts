/**
 * The back office's report of what lacks Arabic: the kinds of customer-facing item it lists, and
 * the names of the texts an item may lack, in the order its editor shows them.
 */
export const ARABIC_GAP_KINDS = ['product', 'subcategory', 'notification', 'training', 'package', 'plan'] as const;
export type ArabicGapKind = (typeof ARABIC_GAP_KINDS)[number];

export const ARABIC_GAP_FIELDS = ['name', 'title', 'description', 'message', 'features', 'specifications', 'location', 'instructors', 'period'] as const;
export type ArabicGapField = (typeof ARABIC_GAP_FIELDS)[number];

/** One item with at least one text a reader of Arabic reads in English. */
export interface ArabicGap {
  readonly kind: ArabicGapKind;
  readonly id: number;
  /** Its English name or title. */
  readonly title: string;
  /** What it belongs to, where its title alone does not say (a package's training); null otherwise. */
  readonly within: string | null;
  /** Never empty. */
  readonly missing: readonly ArabicGapField[];
}
