import { describe, expect, it } from 'vitest';
import type { ShippingFeeApi } from '../../../src/application/shipping/ShippingFeeApi';
import type { Piasters } from '@tiara/domain/money';
import type { Subject } from './support/Subject';

export interface ShippingFeeApiSubject {
  readonly api: ShippingFeeApi;
  /** A governorate's fee as the admin set it. */
  readonly fee: { readonly governorateName: string; readonly fee: Piasters };
}

/** What checkout relies on from GET /api/ShippingFees. */
export function shippingFeeApiContract(subject: Subject<ShippingFeeApiSubject>): void {
  describe('ShippingFeeApi', () => {
    it("lists each governorate's fee in piasters", async () => {
      const { api, fee } = await subject();
      const fees = await api.fees();
      expect(fees.ok && fees.value).toContainEqual(fee);
    });
  });
}
