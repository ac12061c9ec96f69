/** What something the cart holds is called: its English name, and its Arabic where one is written. */
export interface BilingualName {
  readonly id: number;
  readonly name: string;
  readonly nameAr: string | null;
}

/** The catalogue ids (not the cart ids) a cart's lines name. */
export interface CartItemNamesRequest {
  readonly productIds: readonly number[];
  readonly planIds: readonly number[];
  readonly trainingIds: readonly number[];
  readonly packageIds: readonly number[];
}

/** The names of those the shop still offers (active products, plans and trainings, and the packages of active trainings). */
export interface CartItemNames {
  readonly products: readonly BilingualName[];
  readonly plans: readonly BilingualName[];
  readonly trainings: readonly BilingualName[];
  readonly packages: readonly BilingualName[];
}

/** Reads what a cart's lines are called now, so the cart can show them in its reader's language. */
export interface CartNames {
  namesOf(request: CartItemNamesRequest): Promise<CartItemNames>;
}
