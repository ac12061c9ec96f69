export interface Category {
  readonly id: number;
  readonly name: string;
}

/** The fixed category list of SPEC §3; id 0 is the "no filter" entry. */
export const CATEGORIES = [
  { id: 0, name: 'All Categories' },
  { id: 1, name: 'Premier Dental Products' },
  { id: 2, name: 'Avalon Biomed' },
  { id: 3, name: 'NuSmile' },
] as const satisfies readonly Category[];

export const ALL_CATEGORIES_ID = 0;

/** The name of a fixed category, or undefined for an id outside the list. */
export function categoryName(id: number): string | undefined {
  return CATEGORIES.find((category) => category.id === id)?.name;
}
