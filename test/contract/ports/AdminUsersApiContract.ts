import { describe, expect, it } from 'vitest';
import type { AdminUsersApi } from '../../../src/application/admin/AdminUsersApi';
import type { Subject } from './support/Subject';

export interface AdminUsersApiSubject {
  readonly api: AdminUsersApi;
  /** A customer's account, new each call. */
  newCustomer(): Promise<{ readonly id: number; readonly email: string }>;
}

/** No account has this id. */
const UNKNOWN_ID = 987_654;
const firstPage = { page: 1, perPage: 5 };

/** What the back office's users screen relies on from the account calls. */
export function adminUsersApiContract(subject: Subject<AdminUsersApiSubject>): void {
  describe('AdminUsersApi', () => {
    it("finds an account by its e-mail and role, with the page's totals, and lists only the role asked for", async () => {
      const { api, newCustomer } = await subject();
      const customer = await newCustomer();
      expect(await api.users({ search: customer.email, role: null }, firstPage)).toMatchObject({ ok: true, value: { items: [{ id: customer.id, email: customer.email, role: 'User' }], total: 1, pageCount: 1 } });
      expect(await api.users({ search: customer.email, role: 'Admin' }, firstPage)).toMatchObject({ ok: true, value: { items: [], total: 0 } });
      const customers = await api.users({ search: '', role: 'User' }, firstPage);
      expect(customers.ok && customers.value.items.every((account) => account.role === 'User')).toBe(true);
      expect(customers.ok && customers.value.pageCount).toBe(customers.ok ? Math.ceil(customers.value.total / 5) : -1);
    });

    it('reads an account with its AI usage and subscriptions, and reads an edit back', async () => {
      const { api, newCustomer } = await subject();
      const { id, email } = await newCustomer();
      expect(await api.user(id)).toMatchObject({ ok: true, value: { id, email, role: 'User', aiAccess: false, orderCount: expect.any(Number), aiUsage: { segmentationsRemaining: expect.any(Number) }, subscriptions: [] } });
      expect(await api.updateUser(id, { city: 'Nasr City', aiAccess: true })).toMatchObject({ ok: true, value: { id, email, city: 'Nasr City', aiAccess: true } });
      expect(await api.user(id)).toMatchObject({ ok: true, value: { city: 'Nasr City', aiAccess: true } });
    });

    it('refuses an e-mail another account uses as a conflict, changing nothing', async () => {
      const { api, newCustomer } = await subject();
      const [first, second] = [await newCustomer(), await newCustomer()];
      const refused = await api.updateUser(first.id, { email: second.email, city: 'Giza' });
      expect(refused).toMatchObject({ ok: false, error: { kind: 'conflict', status: 409 } });
      expect(!refused.ok && refused.error.message).not.toBe('');
      expect(await api.user(first.id)).toMatchObject({ ok: true, value: { email: first.email, city: expect.not.stringMatching('Giza') } });
    });

    it('answers not-found for an account it does not hold', async () => {
      const { api } = await subject();
      expect(await api.user(UNKNOWN_ID)).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
      expect(await api.updateUser(UNKNOWN_ID, { city: 'Giza' })).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
    });
  });
}
