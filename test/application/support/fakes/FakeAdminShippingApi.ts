import type { AdminShippingApi, GovernorateFee } from '../../../../src/application/admin/shipping/AdminShippingApi';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import type { Piasters } from '@tiara/domain/money';
import { fail, ok } from '@tiara/domain/result';
import { GOVERNORATES, type Governorate, ShippingFeeTable, canonicalGovernorate } from '@tiara/domain/shipping-fee';
import { serverAdminMessagesEn } from '../../../../src/locales/server/en/serverAdminMessagesEn';
import { FakeApi, refusal } from './FakeApi';

/**
 * The shipping fee table as the back office keeps it (`storedFees`, by governorate; none stored
 * unless a test or a save puts one there): the 27 governorates answered in the checkout's order,
 * each with what the checkout charges for it by the shop's own fee rule. A fee is set on a
 * governorate named in any case, answered under its canonical name; another name is not found.
 * The calls are logged by name.
 */
export class FakeAdminShippingApi extends FakeApi implements AdminShippingApi {
  readonly calls: string[] = [];
  readonly storedFees = new Map<Governorate, Piasters>();

  fees(): Promise<ApiResult<GovernorateFee[]>> {
    return this.respond('fees', 'fees', () => ok(GOVERNORATES.map((governorate) => this.feeOf(governorate))));
  }

  setFee(governorate: string, fee: Piasters): Promise<ApiResult<GovernorateFee>> {
    return this.respond('setFee', `setFee ${governorate}`, () => {
      const canonical = canonicalGovernorate(governorate);
      if (!canonical) return fail(refusal(404, 'unknown_governorate', serverAdminMessagesEn.unknownGovernorate(governorate)));
      this.storedFees.set(canonical, fee);
      return ok(this.feeOf(canonical));
    });
  }

  protected override callLog(): string[] {
    return this.calls;
  }

  private feeOf(governorate: Governorate): GovernorateFee {
    const fee = this.storedFees.get(governorate) ?? null;
    return { governorate, fee, chargedFee: new ShippingFeeTable(fee === null ? [] : [{ governorateName: governorate, fee }]).feeFor(governorate) };
  }
}
