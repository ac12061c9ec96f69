import type { TrainingDetails, TrainingInArabic, TrainingPackageDetails } from './DentalTraining';

/** A dental training as the shop offers it and the back office edits it: switched off, the storefront does not list it. */
export interface TrainingFields extends TrainingDetails, TrainingInArabic {
  readonly isActive: boolean;
}

/** A package as the back office edits it. */
export interface TrainingPackageFields extends TrainingPackageDetails {
  /** Null: no Arabic written, the storefront shows the English. */
  readonly nameAr: string | null;
}
