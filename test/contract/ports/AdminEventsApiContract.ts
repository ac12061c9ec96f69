import { describe, expect, it } from 'vitest';
import type { AdminEventsApi, EventFields } from '../../../src/application/admin/events/AdminEventsApi';
import type { Subject } from './support/Subject';

export interface AdminEventsApiSubject {
  readonly api: AdminEventsApi;
  /** A title no event has yet, starting with `base` (a new one each call). */
  uniqueTitle(base: string): string;
}

/** No event has this id. */
const UNKNOWN_ID = 987_654;
const firstPage = { page: 1, perPage: 5 };
const dentalDays = (title: string): EventFields => ({
  title,
  description: 'Two days of lectures on pediatric dentistry.',
  date: new Date('2027-03-01T16:30:00Z'),
  location: 'Cairo',
  speakers: ['Dr. Amal', 'Dr. Hany'],
  imageUrl: '',
  isActive: true,
});

/** What the back office's events screen relies on from the event calls. */
export function adminEventsApiContract(subject: Subject<AdminEventsApiSubject>): void {
  describe('AdminEventsApi', () => {
    it('adds an event at its date and time, found by its title, and reads an edit back', async () => {
      const { api, uniqueTitle } = await subject();
      const fields = dentalDays(uniqueTitle('Cairo Dental Days'));
      const created = await api.create(fields);
      expect(created).toEqual({ ok: true, value: { ...fields, id: expect.any(Number) } });
      const id = created.ok ? created.value.id : 0;
      expect(await api.list({ ...firstPage, search: fields.title })).toEqual({ ok: true, value: { items: [{ ...fields, id }], total: 1, page: 1, perPage: 5, pageCount: 1 } });
      const moved = { ...fields, date: new Date('2027-03-02T08:00:00Z'), location: 'Giza', speakers: ['Dr. Amal'], isActive: false };
      expect(await api.update(id, moved)).toEqual({ ok: true, value: { ...moved, id } });
      expect(await api.list({ ...firstPage, search: fields.title })).toMatchObject({ ok: true, value: { items: [{ ...moved, id }] } });
    });

    it('deletes an event, which leaves the list, and answers not-found for one it does not hold', async () => {
      const { api, uniqueTitle } = await subject();
      const fields = dentalDays(uniqueTitle('Alexandria Meetup'));
      const created = await api.create(fields);
      if (!created.ok) throw new Error(created.error.message);
      expect(await api.delete(created.value.id)).toEqual({ ok: true, value: { id: created.value.id } });
      expect(await api.list({ ...firstPage, search: fields.title })).toMatchObject({ ok: true, value: { items: [], total: 0 } });
      expect(await api.delete(created.value.id)).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
      expect(await api.update(UNKNOWN_ID, fields)).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
    });
  });
}
