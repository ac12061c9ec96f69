/** A training as the storefront lists it (the read side's model, which TrainingCatalogQueries reads): switched-off trainings are never listed. */
export interface TrainingListing {
  readonly id: number;
  readonly title: string;
  readonly description: string;
  readonly instructors: string;
  readonly date: Date;
  readonly endDate: Date | null;
  readonly location: string;
  /** Null: unlimited seats. */
  readonly capacity: number | null;
  /** Null when the capacity is unlimited. */
  readonly spotsLeft: number | null;
  readonly imageUrl: string;
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
