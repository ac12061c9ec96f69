import type { AdminPage, PageRequest } from '../../../../src/application/admin/AdminPage';
import type { AdminUser, AdminUserDetail, AdminUsersApi, UserFields, UserFilter } from '../../../../src/application/admin/AdminUsersApi';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import { fail, ok } from '@tiara/domain/result';
import { serverAdminMessagesEn } from '../../../../src/locales/server/en/serverAdminMessagesEn';
import { FakeApi, refusal } from './FakeApi';
import { matchesSearch } from './matchesSearch';
import { pageOf } from './pageOf';

/** A customer's account of `id` in Heliopolis who signed up on 18 Nov 2026, without orders or AI plan, unless `fields` say otherwise. */
export function shopAccount(id: number, fields: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    id,
    email: `customer${id}@clinic.example`,
    firstName: 'Mona',
    middleName: '',
    lastName: 'Hassan',
    phone: '01012345678',
    address: '6 Merryland',
    city: 'Heliopolis',
    state: 'Cairo',
    country: 'Egypt',
    postalCode: '11341',
    role: 'User',
    aiAccess: false,
    createdAt: new Date('2026-11-18T09:00:00Z'),
    orderCount: 0,
    aiUsage: { activeSubscriptions: 0, segmentationsAllowed: 0, segmentationsUsed: 0, segmentationsRemaining: 0 },
    subscriptions: [],
    ...fields,
  };
}

/**
 * The shop's accounts as the back office manages them (`accounts`, by id): listed newest first,
 * searched by e-mail, name or phone and filtered by role; an edit changes the fields it sends,
 * an e-mail only when no other account uses it. Every edit is kept as sent.
 */
export class FakeAdminUsersApi extends FakeApi implements AdminUsersApi {
  readonly accounts = new Map<number, AdminUserDetail>();
  readonly updates: Partial<UserFields>[] = [];

  users(filter: UserFilter, page: PageRequest): Promise<ApiResult<AdminPage<AdminUser>>> {
    return this.respond('users', 'users', () => {
      const rows = [...this.accounts.values()]
        .filter((account) => (filter.role === null || account.role === filter.role) && matchesSearch(filter.search, account.email, `${account.firstName} ${account.middleName} ${account.lastName}`, `${account.firstName} ${account.lastName}`, account.phone))
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
      return ok(pageOf(rows.map(({ subscriptions: _subscriptions, ...account }) => account), page));
    });
  }

  user(id: number): Promise<ApiResult<AdminUserDetail>> {
    return this.respond('user', `user ${id}`, () => {
      const account = this.accounts.get(id);
      return account ? ok(account) : fail(userNotFound(id));
    });
  }

  updateUser(id: number, fields: Partial<UserFields>): Promise<ApiResult<AdminUserDetail>> {
    this.updates.push(fields);
    return this.respond('updateUser', `updateUser ${id}`, () => {
      const account = this.accounts.get(id);
      if (!account) return fail(userNotFound(id));
      const email = fields.email?.toLowerCase();
      if (email !== undefined && [...this.accounts.values()].some((other) => other.id !== id && other.email.toLowerCase() === email)) return fail(refusal(409, 'email_taken', serverAdminMessagesEn.emailTaken));
      const updated = { ...account, ...fields };
      this.accounts.set(id, updated);
      return ok(updated);
    });
  }
}

const userNotFound = (id: number) => refusal(404, 'user_not_found', serverAdminMessagesEn.userNotFound(id));
