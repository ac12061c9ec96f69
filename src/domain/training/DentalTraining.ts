import type { Piasters } from '../money';

/** What a dental training says of itself (SPEC §3 "Dental training"), wherever it is shown or written. */
export interface TrainingDetails {
  readonly title: string;
  readonly description: string;
  readonly instructors: string;
  readonly date: Date;
  /** Set for a course over several days. */
  readonly endDate: Date | null;
  readonly location: string;
  /** Null: unlimited seats. */
  readonly capacity: number | null;
  readonly imageUrl: string;
}

/** A training's texts in Arabic. Null: none written, the storefront shows the English. */
export interface TrainingInArabic {
  readonly titleAr: string | null;
  readonly descriptionAr: string | null;
  /** The trainers' names as an Arabic reader reads them ("د. سلمى خالد"). */
  readonly instructorsAr: string | null;
  readonly locationAr: string | null;
}

/** A dental training as the storefront lists it. */
export interface DentalTraining extends TrainingDetails {
  readonly id: number;
  /** Seats still free; null when the capacity is unlimited (or a backend does not say). */
  readonly spotsLeft: number | null;
}

/** One of a training's packages (SPEC §3 "Training package"): what a seat costs with it. */
export interface TrainingPackageDetails {
  readonly name: string;
  readonly price: Piasters;
}
