import type { Piasters } from '../money';

/** A dental training as the shop offers it and the back office edits it. */
export interface TrainingFields {
  readonly title: string;
  readonly description: string;
  readonly instructors: string;
  readonly date: Date;
  readonly endDate: Date | null;
  readonly location: string;
  /** Null: no Arabic written, the storefront shows the English. */
  readonly titleAr: string | null;
  readonly descriptionAr: string | null;
  readonly locationAr: string | null;
  /** Null: unlimited seats. */
  readonly capacity: number | null;
  readonly imageUrl: string;
  readonly isActive: boolean;
}

/** One of a training's packages: what a seat costs with it. */
export interface TrainingPackageFields {
  readonly name: string;
  /** Null: no Arabic written, the storefront shows the English. */
  readonly nameAr: string | null;
  readonly price: Piasters;
}
