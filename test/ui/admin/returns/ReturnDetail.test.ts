import { describe, expect, it } from 'vitest';
import { ReturnDetail } from '../../../../src/ui/admin/returns/ReturnDetail';
import { refusal } from '../../../application/support/fakes/FakeApi';
import { FakeObjectUrls } from '../../../application/support/fakes/FakeObjectUrls';
import { FakeStaffReturnsApi, staffReturn } from '../../../application/support/fakes/FakeStaffReturnsApi';
import type { StaffRefund } from '../../../../src/application/admin/returns/StaffReturnsApi';

const refund = (id: number, returnId: number | null): StaffRefund => ({
  id,
  returnId,
  method: 'card',
  amount: 10_000,
  status: 'Confirmed',
  createdAt: new Date('2026-11-20T12:00:00Z'),
  confirmedAt: new Date('2026-11-20T12:01:00Z'),
  attempts: 1,
  lastError: null,
  note: null,
  createdBy: 'Amira Admin',
  creditNote: { id: id + 100, number: 'CN-2026-000001' },
});

function detailOf() {
  const api = new FakeStaffReturnsApi('admin', new Map(), new Map([[1, new Blob(['crack'])], [2, new Blob(['box'])]]));
  api.withReturns(staffReturn(1), staffReturn(2, { photoIds: [2], refunds: [refund(5, null), refund(6, 2), refund(7, 2)] }));
  const urls = new FakeObjectUrls();
  return { api, urls, detail: new ReturnDetail(api, urls) };
}

describe('ReturnDetail', () => {
  it('opens a return: loading, then the return with its photos', async () => {
    const { detail } = detailOf();
    const opening = detail.opened(1);
    expect(detail).toMatchObject({ isOpen: true, loading: true, detail: null });
    await opening;
    expect(detail).toMatchObject({ loading: false, error: null, detail: { id: 1, status: 'Requested' } });
    await Promise.resolve();
    expect(detail.photos.photos.map((photo) => photo.url)).toEqual(['blob:photo-1']);
  });

  it("tells this return's refunds from the order's others, and knows the one it gave last", async () => {
    const { detail } = detailOf();
    await detail.opened(2);
    expect(detail.ownRefunds.map((given) => given.id)).toEqual([6, 7]);
    expect(detail.otherRefunds.map((given) => given.id)).toEqual([5]);
    expect(detail.latestRefund?.id).toBe(7);
  });

  it('shows only the latest reading when another return was opened meanwhile', async () => {
    const { detail, api } = detailOf();
    api.hold('returnDetail');
    const first = detail.opened(1);
    const second = detail.opened(2);
    await api.release([1, 0]);
    await Promise.all([first, second]);
    expect(detail.detail?.id).toBe(2);
  });

  it('reads the return again in place, and takes a step’s answer as the return now is', async () => {
    const { detail, api } = detailOf();
    await detail.opened(1);
    api.book.set(1, staffReturn(1, { status: 'Approved' }));
    await detail.readAgain();
    expect(detail.detail?.status).toBe('Approved');
    detail.shown(staffReturn(1, { status: 'Received' }));
    expect(detail.detail?.status).toBe('Received');
    detail.shown(staffReturn(2, { status: 'Resolved' }));
    expect(detail.detail?.id).toBe(1);
  });

  it('says why a return could not be read', async () => {
    const { detail, api } = detailOf();
    api.failures.set('returnDetail 9', refusal(404, 'return_not_found', 'Return #9 was not found.'));
    await detail.opened(9);
    expect(detail).toMatchObject({ isOpen: true, loading: false, detail: null, error: 'Return #9 was not found.' });
  });

  it('lets the photos go when closed, and shows nothing that arrives after', async () => {
    const { detail, urls, api } = detailOf();
    await detail.opened(1);
    await Promise.resolve();
    api.hold('returnDetail');
    const reading = detail.readAgain();
    detail.closed();
    await api.release();
    await reading;
    expect(detail).toMatchObject({ isOpen: false, detail: null });
    expect(urls.revoked).toEqual(['blob:photo-1']);
    expect(urls.held.size).toBe(0);
  });
});
