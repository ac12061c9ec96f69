import { describe, expect, it } from 'vitest';
import { OpenReturnsCount } from '../../../../src/ui/admin/returns/OpenReturnsCount';
import { refusal } from '../../../application/support/fakes/FakeApi';
import { FakeStaffReturnsApi, staffReturn } from '../../../application/support/fakes/FakeStaffReturnsApi';

describe('OpenReturnsCount', () => {
  it('counts the requests waiting for a decision, asking for one row only', async () => {
    const api = new FakeStaffReturnsApi('admin').withReturns(staffReturn(1), staffReturn(2), staffReturn(3, { status: 'Approved' }), staffReturn(4, { status: 'Resolved' }));
    const count = new OpenReturnsCount(api);
    expect(count.waiting).toBeNull();
    await count.read();
    expect(count.waiting).toBe(2);
    expect(api.filters).toEqual([{ search: '', status: 'Requested' }]);
    api.book.set(1, staffReturn(1, { status: 'Approved' }));
    await count.read();
    expect(count.waiting).toBe(1);
  });

  it('shows no count when it cannot be read', async () => {
    const api = new FakeStaffReturnsApi('admin').withReturns(staffReturn(1));
    const count = new OpenReturnsCount(api);
    await count.read();
    api.failures.set('returns', refusal(403, 'forbidden', 'You are not allowed to do this'));
    await count.read();
    expect(count.waiting).toBeNull();
  });
});
