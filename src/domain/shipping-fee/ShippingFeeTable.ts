import { isPiasters, type Piasters } from '../money';
import { governorateKey } from './Governorates';

export const DEFAULT_SHIPPING_FEE: Piasters = 15000;
export const PICKUP_SHIPPING_FEE: Piasters = 0;

/** One row of GET /api/ShippingFees, with the fee already in piasters. */
export interface ShippingFeeRecord {
  readonly governorateName: string;
  readonly fee: Piasters;
}

/** The admin-maintained fees by governorate, looked up the way SPEC §4 describes. */
export class ShippingFeeTable {
  private readonly fees: ReadonlyMap<string, Piasters>;

  constructor(records: readonly ShippingFeeRecord[]) {
    const fees = new Map<string, Piasters>();
    // The first record for a governorate wins, as a find() over the list would.
    for (const record of records) {
      const key = governorateKey(record.governorateName);
      if (!fees.has(key)) fees.set(key, record.fee);
    }
    this.fees = fees;
  }

  /** The governorate's fee, or the default 150 EGP when it is 0, missing or unknown (never 0, never negative). */
  feeFor(governorate: string): Piasters {
    const fee = this.fees.get(governorateKey(governorate));
    return fee !== undefined && isPiasters(fee) && fee > 0 ? fee : DEFAULT_SHIPPING_FEE;
  }
}

export interface ShippingFeeInput {
  readonly governorate: string;
  readonly pickup: boolean;
  /** False when the cart holds only AI plans and trainings, which are not shipped. */
  readonly hasPhysicalItems: boolean;
}

export function shippingFeeFor(input: ShippingFeeInput, table: ShippingFeeTable): Piasters {
  if (input.pickup) return PICKUP_SHIPPING_FEE;
  // Plans and trainings are delivered online, so a cart of only those ships nothing.
  if (!input.hasPhysicalItems) return 0;
  return table.feeFor(input.governorate);
}
