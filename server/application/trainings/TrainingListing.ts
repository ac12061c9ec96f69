import type { DentalTraining, TrainingInArabic, TrainingPackageFields } from '@tiara/domain/training';

/** A training as the storefront lists it (the read side's model, which TrainingCatalogQueries reads), with its Arabic texts: switched-off trainings are never listed. */
export interface TrainingListing extends DentalTraining, TrainingInArabic {}

/** One of a listed training's packages, with its Arabic name. */
export interface TrainingPackageListing extends TrainingPackageFields {
  readonly id: number;
}
