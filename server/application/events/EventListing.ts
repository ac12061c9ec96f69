/** An active event as the storefront lists it (the read side's model, which EventQueries reads). */
export interface EventListing {
  readonly id: number;
  readonly title: string;
  readonly description: string;
  readonly date: Date;
  readonly location: string;
  readonly speakers: string[];
  readonly imageUrl: string;
}
