import { describe, expect, it } from 'vitest';
import { ShippingFeeTablePresenter } from '../../../src/ui/shipping/ShippingFeeTablePresenter';
import { apiFailure, settle } from '../../application/support/checkoutFakes';
import { FakeShippingFeeApi } from '../../application/support/fakes/FakeShippingFeeApi';

/** The fees a screen would show, read from the presenter's table. */
const feesOf = (presenter: ShippingFeeTablePresenter, ...governorates: string[]) => governorates.map((governorate) => presenter.table?.feeFor(governorate));

describe('ShippingFeeTablePresenter', () => {
  it("has no table until the server answered, then the back office's fees, any governorate's spelling", async () => {
    const api = new FakeShippingFeeApi();
    const fees = new ShippingFeeTablePresenter(api);
    api.hold();
    const loading = fees.load();
    await settle();
    expect(fees.table).toBeNull();
    await api.release();
    await loading;
    expect(api.calls).toBe(1);
    expect(feesOf(fees, 'Cairo', ' alexandria ', 'ALEXANDRIA')).toEqual([15_000, 17_500, 17_500]);
  });

  it('charges the default 150 EGP for a governorate whose fee is 0 or missing, as SPEC §4 says', async () => {
    const fees = new ShippingFeeTablePresenter(new FakeShippingFeeApi());
    await fees.load();
    expect(feesOf(fees, 'North Sinai', 'Aswan', 'Atlantis')).toEqual([15_000, 15_000, 15_000]);
  });

  it('charges every governorate the default when the fees cannot be read, rather than waiting for them', async () => {
    const api = new FakeShippingFeeApi();
    api.failures.set('fees', apiFailure('network'));
    const fees = new ShippingFeeTablePresenter(api);
    await fees.load();
    expect(fees.table).not.toBeNull();
    expect(feesOf(fees, 'Cairo', 'Alexandria')).toEqual([15_000, 15_000]);
  });

  it("reads the fees again each time it is asked to, showing the back office's latest", async () => {
    const api = new FakeShippingFeeApi();
    const fees = new ShippingFeeTablePresenter(api);
    await fees.load();
    api.table = [{ governorateName: 'Cairo', fee: 12_000 }];
    await fees.load();
    expect(api.calls).toBe(2);
    expect(feesOf(fees, 'Cairo', 'Alexandria')).toEqual([12_000, 15_000]);
  });
});
