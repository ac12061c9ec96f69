import { describe, expect, it } from 'vitest';
import { RequestReturn } from '../../../src/application/returns/RequestReturn';
import { FakeOrderReturnsApi } from '../support/fakes/FakeOrderReturnsApi';

const delivered = new Date('2026-11-30T17:30:00Z');

function shop() {
  const api = new FakeOrderReturnsApi();
  api.returnableOrder(41, delivered, [{ orderItemId: 77, name: 'Nitrile gloves', bought: 3 }]);
  return api;
}

describe('RequestReturn', () => {
  it('sends the report with its note trimmed, and answers the request recorded', async () => {
    const api = shop();
    api.now = new Date('2026-12-01T10:00:00Z');
    const answer = await new RequestReturn(api).execute(41, { reason: 'wrong-item', preferredOutcome: 'exchange', note: '  Size 6 instead of 4 \n', lines: [{ orderItemId: 77, quantity: 2 }], photoIds: [] });
    expect(api.requests.map(({ request }) => request.note)).toEqual(['Size 6 instead of 4']);
    expect(answer).toMatchObject({ ok: true, value: { status: 'Requested', lines: [{ orderItemId: 77, name: 'Nitrile gloves', quantity: 2 }] } });
  });
});
