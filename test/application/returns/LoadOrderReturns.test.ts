import { describe, expect, it } from 'vitest';
import { LoadOrderReturns } from '../../../src/application/returns/LoadOrderReturns';
import { fail } from '@tiara/domain/result';
import { FakeSessionStore, apiFailure, customer, guest } from '../support/checkoutFakes';
import { FakeOrderReturnsApi } from '../support/fakes/FakeOrderReturnsApi';

const delivered = new Date('2026-11-30T17:30:00Z');

function shop() {
  const api = new FakeOrderReturnsApi();
  api.returnableOrder(41, delivered, [{ orderItemId: 77, name: 'Nitrile gloves', bought: 3 }]);
  return api;
}

describe('LoadOrderReturns', () => {
  it('reads the signed-in customer’s order’s returns', async () => {
    const answer = await new LoadOrderReturns(shop(), new FakeSessionStore(customer)).execute(41);
    expect(answer.ok && answer.value.lines).toEqual([{ orderItemId: 77, name: 'Nitrile gloves', bought: 3, returnable: 3 }]);
  });

  it('has nothing to offer a visitor, an id naming no order, or a backend without returns; a failed call is a failure', async () => {
    const api = shop();
    expect(await new LoadOrderReturns(api, new FakeSessionStore(guest)).execute(41)).toEqual(fail('not-offered'));
    expect(await new LoadOrderReturns(api, new FakeSessionStore(customer)).execute(0)).toEqual(fail('not-offered'));
    expect(await new LoadOrderReturns(api, new FakeSessionStore(customer)).execute(99)).toEqual(fail('not-offered'));
    api.failures.set('orderReturns', apiFailure('network'));
    expect(await new LoadOrderReturns(api, new FakeSessionStore(customer)).execute(41)).toEqual(fail('failed'));
  });
});
