import { GOVERNORATES, type ShippingFeeRecord, canonicalGovernorate } from '@tiara/domain/shipping-fee';
import type { Database } from './Database';
import { shippingFees } from './schema';

/** The shipping fee table as the checkout reads it. */
export class ShippingFeeQueries {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Every stored fee, in the checkout's order (see inCheckoutOrder). */
  async allFees(): Promise<ShippingFeeRecord[]> {
    return inCheckoutOrder(await this.db.select({ name: shippingFees.governorateName, fee: shippingFees.feePiasters }).from(shippingFees));
  }
}

/**
 * Stored fees in the checkout's governorate order, spelt as it spells them (so the client's lookup
 * by name matches); a row for any other name follows, alphabetically.
 */
export function inCheckoutOrder(rows: ReadonlyArray<{ readonly name: string; readonly fee: number }>): ShippingFeeRecord[] {
  return rows
    .map((row) => {
      const canonical = canonicalGovernorate(row.name);
      return { governorateName: canonical ?? row.name, fee: row.fee, position: canonical === undefined ? GOVERNORATES.length : GOVERNORATES.indexOf(canonical) };
    })
    .sort((a, b) => a.position - b.position || (a.governorateName < b.governorateName ? -1 : a.governorateName > b.governorateName ? 1 : 0))
    .map(({ governorateName, fee }) => ({ governorateName, fee }));
}
