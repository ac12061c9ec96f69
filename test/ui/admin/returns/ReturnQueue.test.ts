import { afterEach, describe, expect, it } from 'vitest';
import { ReturnQueue } from '../../../../src/ui/admin/returns/ReturnQueue';
import { showLanguage } from '../../../../src/ui/i18n/localized';
import { loadTexts } from '../../../../src/ui/i18n/translations';
import { FakeClock } from '../../support/FakeClock';
import { refusal } from '../../../application/support/fakes/FakeApi';
import { FakeStaffReturnsApi, staffReturn } from '../../../application/support/fakes/FakeStaffReturnsApi';

/** Three of the shop's returns on 21 Nov 2026 at noon Cairo time: one resolved, one asked 3 hours ago, one 2 days ago. */
function queueOf() {
  const api = new FakeStaffReturnsApi('admin').withReturns(
    staffReturn(1, { status: 'Resolved', createdAt: new Date('2026-11-21T09:30:00Z') }),
    staffReturn(2, { createdAt: new Date('2026-11-21T07:00:00Z'), customer: { name: 'Karim Adel', email: 'karim@smile.example' } }),
    staffReturn(3, { status: 'Approved', createdAt: new Date('2026-11-19T09:00:00Z') }),
  );
  return { api, queue: new ReturnQueue(api, new FakeClock('2026-11-21T10:00:00Z')) };
}

afterEach(() => showLanguage('en'));

describe('ReturnQueue', () => {
  it('lists the open requests first, each with how long it has waited', async () => {
    const { queue } = queueOf();
    await queue.reload();
    expect(queue.list.items.map((request) => request.id)).toEqual([2, 3, 1]);
    expect(queue.list.items.map((request) => queue.isOpen(request))).toEqual([true, true, false]);
    expect(queue.list.items.slice(0, 2).map(queue.ageOf)).toEqual(['3 hours', '2 days']);
  });

  it('says under an hour, then whole hours, then whole days', () => {
    const { queue } = queueOf();
    const askedAt = (iso: string) => queue.ageOf(staffReturn(9, { createdAt: new Date(iso) }));
    expect([askedAt('2026-11-21T09:30:00Z'), askedAt('2026-11-21T09:00:00Z'), askedAt('2026-11-20T10:00:01Z'), askedAt('2026-11-20T10:00:00Z')]).toEqual(['Under an hour', '1 hour', '23 hours', '1 day']);
  });

  it('reads the age in Arabic with its plural forms', async () => {
    await loadTexts('ar', ['staff']);
    const { queue } = queueOf();
    showLanguage('ar');
    const hoursAgo = (hours: number) => queue.ageOf(staffReturn(9, { createdAt: new Date(Date.parse('2026-11-21T10:00:00Z') - hours * 3_600_000) }));
    expect([hoursAgo(2), hoursAgo(3), hoursAgo(11), hoursAgo(48), hoursAgo(24 * 11)]).toEqual(['ساعتان', '3 ساعات', '11 ساعة', 'يومان', '11 يومًا']);
  });

  it('searches and filters by status from page 1, a status it does not know meaning all', async () => {
    const { queue, api } = queueOf();
    await queue.list.pageChosen(2);
    queue.searchChanged('karim');
    await queue.searchSubmitted();
    expect(api.filters.at(-1)).toEqual({ search: 'karim', status: null });
    expect(queue.list.page).toBe(1);
    expect(queue.list.items.map((request) => request.id)).toEqual([2]);
    queue.searchChanged('');
    await queue.statusChosen('Approved');
    expect(queue.list.items.map((request) => request.id)).toEqual([3]);
    await queue.statusChosen('Lost');
    expect(queue.status).toBeNull();
    expect(queue.list.total).toBe(3);
  });

  it('shows why the page could not be read', async () => {
    const { queue, api } = queueOf();
    api.failures.set('returns', refusal(403, 'forbidden', 'You are not allowed to do this'));
    await queue.reload();
    expect(queue.list.error).toBe('You are not allowed to do this');
  });
});
