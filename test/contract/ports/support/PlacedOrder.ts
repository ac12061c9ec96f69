import type { Piasters } from '@tiara/domain/money';

/** An order a runner placed for the signed-in customer, as the shop should tell it back. */
export interface PlacedOrder {
  readonly orderId: number;
  /** What a card payment names it by (SPEC §2): the bare id, `tiaraai-<id>` or `tiaradentaltraining-<id>`. */
  readonly reference: string;
  readonly lines: readonly { readonly name: string; readonly quantity: number; readonly price: Piasters }[];
  /** What it was charged beside its lines: the shipping fee and the promo's discount. */
  readonly shipping: Piasters;
  readonly discount: Piasters;
  readonly total: Piasters;
  /** What of the total store credit paid (this server's addition). */
  readonly storeCredit: Piasters;
}
