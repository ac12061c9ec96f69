import { beforeEach, describe, expect, it } from 'vitest';
import { ApplyPromoCode } from '../../../src/application/promo/ApplyPromoCode';
import { RefreshPromo } from '../../../src/application/promo/RefreshPromo';
import { fail } from '@tiara/domain/result';
import { FakeSessionStore, MemoryCheckoutDetailsStore, customer } from '../support/checkoutFakes';
import { FakePromoApi } from '../support/fakes/FakePromoApi';

describe('RefreshPromo', () => {
  let api: FakePromoApi;
  let details: MemoryCheckoutDetailsStore;
  let refresh: RefreshPromo;

  beforeEach(() => {
    api = new FakePromoApi();
    details = new MemoryCheckoutDetailsStore();
    refresh = new RefreshPromo(details, new ApplyPromoCode(api, new FakeSessionStore(customer), details));
  });

  it('answers null without a call when no promo is stored', async () => {
    expect(await refresh.execute(54_000)).toEqual({ ok: true, value: null });
    expect(api.checks).toEqual([]);
  });

  it('keeps a promo checked against the same amount without asking again', async () => {
    details.applied = { code: 'WELCOME10', promoCodeId: 1, discount: 5_400, orderAmount: 54_000 };
    expect(await refresh.execute(54_000)).toEqual({ ok: true, value: details.applied });
    expect(api.checks).toEqual([]);
  });

  it('checks the stored code again when the amount changed, storing the new discount', async () => {
    details.applied = { code: 'WELCOME10', promoCodeId: 1, discount: 5_400, orderAmount: 54_000 };
    const result = await refresh.execute(39_000);
    expect(api.checks).toEqual([{ code: 'WELCOME10', orderAmount: 39_000, userId: 7 }]);
    expect(result).toEqual({ ok: true, value: { code: 'WELCOME10', promoCodeId: 1, discount: 3_900, orderAmount: 39_000 } });
    expect(details.applied?.discount).toBe(3_900);
  });

  it('drops the promo with the reason when it no longer applies to the new amount', async () => {
    details.applied = { code: 'CLINIC500', promoCodeId: 2, discount: 50_000, orderAmount: 400_000 };
    expect(await refresh.execute(54_000)).toEqual(fail({ code: 'rejected', message: 'Minimum order amount of 3,000 EGP required' }));
    expect(details.applied).toBeNull();
  });
});
