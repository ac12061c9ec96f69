import { describe, expect, it } from 'vitest';
import type { AdminNotificationsApi, NewNotification } from '../../../src/application/admin/notifications/AdminNotificationsApi';
import type { Subject } from './support/Subject';

export interface AdminNotificationsApiSubject {
  readonly api: AdminNotificationsApi;
  /** A title no notification has yet, starting with `base` (a new one each call). */
  uniqueTitle(base: string): string;
  /** A customer's account, new each call. */
  newCustomer(): Promise<{ readonly id: number; readonly email: string }>;
}

/** No account and no notification has this id. */
const UNKNOWN_ID = 987_654;
const firstPage = { page: 1, perPage: 5 };
const newTraining = (title: string, userId: number | null = null): NewNotification => ({ title, message: 'Pediatric crowns in March.', titleAr: null, messageAr: null, category: 3, isActive: true, userId });

/** What the back office's notifications screen relies on from the notification calls. */
export function adminNotificationsApiContract(subject: Subject<AdminNotificationsApiSubject>): void {
  describe('AdminNotificationsApi', () => {
    it('posts a notification to everyone, found by its title among those for everyone of its category', async () => {
      const { api, uniqueTitle } = await subject();
      const title = uniqueTitle('New training');
      const posted = await api.create(newTraining(title));
      expect(posted).toMatchObject({ ok: true, value: { title, category: 3, isActive: true, userId: null, userEmail: null, readCount: 0 } });
      const id = posted.ok ? posted.value.id : 0;
      expect(await api.list({ ...firstPage, search: title, forEveryone: true, category: 3 })).toMatchObject({ ok: true, value: { items: [{ id, title }], total: 1, pageCount: 1 } });
      expect(await api.list({ ...firstPage, search: title, forEveryone: false })).toMatchObject({ ok: true, value: { items: [], total: 0 } });
      expect(await api.list({ ...firstPage, search: title, category: 4 })).toMatchObject({ ok: true, value: { total: 0 } });
    });

    it('posts one to a single customer, naming them, and refuses one to an account it does not hold as not-found', async () => {
      const { api, uniqueTitle, newCustomer } = await subject();
      const customer = await newCustomer();
      expect(await api.create(newTraining(uniqueTitle('Your scan'), customer.id))).toMatchObject({ ok: true, value: { userId: customer.id, userEmail: customer.email } });
      expect(await api.create(newTraining(uniqueTitle('Nobody'), UNKNOWN_ID))).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
    });

    it('writes the Arabic beside the English, changes and clears it, found by either, its audience kept', async () => {
      const { api, uniqueTitle, newCustomer } = await subject();
      const customer = await newCustomer();
      const title = uniqueTitle('Crowns course');
      const titleAr = `دورة التيجان ${title}`;
      const posted = await api.create({ ...newTraining(title, customer.id), titleAr, messageAr: 'تيجان الأطفال في مارس.' });
      expect(posted).toMatchObject({ ok: true, value: { title, titleAr, messageAr: 'تيجان الأطفال في مارس.', userId: customer.id } });
      if (!posted.ok) return;
      const { id } = posted.value;
      expect(await api.list({ ...firstPage, search: titleAr })).toMatchObject({ ok: true, value: { items: [{ id, titleAr }], total: 1 } });
      const moved = { title: `${title}, moved`, message: 'Pediatric crowns in April.', titleAr: null, messageAr: `موعد جديد ${title}`, category: 2, isActive: false };
      expect(await api.update(id, moved)).toMatchObject({ ok: true, value: { ...moved, id, userId: customer.id, userEmail: customer.email } });
      expect(await api.list({ ...firstPage, search: moved.messageAr })).toMatchObject({ ok: true, value: { items: [{ id, title: moved.title, titleAr: null }], total: 1 } });
      expect(await api.update(UNKNOWN_ID, moved)).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
    });

    it('switches a notification off, read back in the list, and deletes it once', async () => {
      const { api, uniqueTitle } = await subject();
      const title = uniqueTitle('Sale');
      const posted = await api.create(newTraining(title));
      if (!posted.ok) throw new Error(posted.error.message);
      const { id } = posted.value;
      expect(await api.setActive(id, false)).toMatchObject({ ok: true, value: { id, isActive: false } });
      expect(await api.list({ ...firstPage, search: title, isActive: false })).toMatchObject({ ok: true, value: { items: [{ id, isActive: false }] } });
      expect(await api.delete(id)).toEqual({ ok: true, value: { id } });
      expect(await api.list({ ...firstPage, search: title })).toMatchObject({ ok: true, value: { total: 0 } });
      expect(await api.delete(id)).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
    });
  });
}
