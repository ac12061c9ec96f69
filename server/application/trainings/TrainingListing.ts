import type { DentalTraining } from '@tiara/domain/training';

/** A training as the storefront lists it (the read side's model, which TrainingCatalogQueries reads): switched-off trainings are never listed. */
export interface TrainingListing extends DentalTraining {
  /** The Arabic texts, null where none is written (the English stands in). */
  readonly titleAr: string | null;
  readonly descriptionAr: string | null;
  readonly locationAr: string | null;
}

export interface TrainingPackageListing {
  readonly id: number;
  readonly name: string;
  /** Null where none is written (the English stands in). */
  readonly nameAr: string | null;
  readonly pricePiasters: number;
}
