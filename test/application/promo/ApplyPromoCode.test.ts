import { beforeEach, describe, expect, it } from 'vitest';
import { ApplyPromoCode } from '../../../src/application/promo/ApplyPromoCode';
import { fail } from '@tiara/domain/result';
import { FakeSessionStore, MemoryCheckoutDetailsStore, apiFailure, customer, guest } from '../support/checkoutFakes';
import { FakePromoApi } from '../support/fakes/FakePromoApi';

describe('ApplyPromoCode', () => {
  let api: FakePromoApi;
  let sessions: FakeSessionStore;
  let details: MemoryCheckoutDetailsStore;
  let apply: ApplyPromoCode;

  beforeEach(() => {
    api = new FakePromoApi();
    sessions = new FakeSessionStore(customer);
    details = new MemoryCheckoutDetailsStore();
    apply = new ApplyPromoCode(api, sessions, details);
  });

  it('checks the code, normalised, against subtotal plus shipping for the stored user, and stores it', async () => {
    const result = await apply.execute({ code: '  welcome10 ', orderAmount: 54_000 });
    expect(api.checks).toEqual([{ code: 'WELCOME10', orderAmount: 54_000, userId: 7 }]);
    const promo = { code: 'WELCOME10', promoCodeId: 1, discount: 5_400, orderAmount: 54_000 };
    expect(result).toEqual({ ok: true, value: { promo, message: 'Promo code applied successfully!' } });
    expect(details.applied).toEqual(promo);
  });

  it("refuses a guest, without asking the server, and clears any stored promo", async () => {
    sessions.session = guest;
    details.applied = { code: 'WELCOME10', promoCodeId: 1, discount: 100, orderAmount: 1_000 };
    expect(await apply.execute({ code: 'WELCOME10', orderAmount: 54_000 })).toEqual(
      fail({ code: 'sign-in-required' }),
    );
    expect(api.checks).toEqual([]);
    expect(details.applied).toBeNull();
  });

  it("shows the server's reason for an invalid code and clears the discount", async () => {
    details.applied = { code: 'WELCOME10', promoCodeId: 1, discount: 100, orderAmount: 1_000 };
    expect(await apply.execute({ code: 'EXPIRED20', orderAmount: 54_000 })).toEqual(fail({ code: 'rejected', message: 'Promo code has expired' }));
    expect(details.applied).toBeNull();
  });

  it.each([
    ['network', apiFailure('network')],
    ['server', apiFailure('server', 'Something went wrong on our side. Please try again.', 500)],
    ['invalid-response', apiFailure('invalid-response')],
    ['rate-limited', apiFailure('rate-limited')],
  ])("says 'Invalid promo code' with no discount when the call fails (%s)", async (_kind, answer) => {
    details.applied = { code: 'WELCOME10', promoCodeId: 1, discount: 100, orderAmount: 1_000 };
    api.failures.set('validate', answer);
    expect(await apply.execute({ code: 'WELCOME10', orderAmount: 54_000 })).toEqual(fail({ code: 'call-failed' }));
    expect(details.applied).toBeNull();
  });

  it('does not ask about an empty code', async () => {
    expect(await apply.execute({ code: '   ', orderAmount: 54_000 })).toEqual(fail({ code: 'blank' }));
    expect(api.checks).toEqual([]);
  });
});
