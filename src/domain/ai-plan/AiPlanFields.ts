import type { Piasters } from '../money';

/** An AI plan as the shop sells it and the back office edits it. */
export interface AiPlanFields {
  readonly name: string;
  readonly price: Piasters;
  readonly segmentations: number;
  readonly periodLabel: string;
  readonly description: string;
  /** Null: no Arabic written, the English is shown. */
  readonly nameAr: string | null;
  readonly descriptionAr: string | null;
  /** The period as an Arabic reader reads it ("/شهريًا"); null: none written. */
  readonly periodLabelAr: string | null;
  readonly isActive: boolean;
}
