import { z } from 'zod';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import type { ShopServices } from '../../../composition/composeShop';
import { notFound } from '../../HttpError';
import { idParam } from '../../schemas';
import type { ZodApp } from '../../ServerContext';
import { findRoute, pagedList, updateRoute } from './adminRouteKit';
import { userChangeOf, userDetailJson, userDetailToJson, userFields, userJson, userQuery, userToJson } from './userJson';

const params = z.object({ id: idParam });

/** Accounts: never a password hash or a reset code, neither is ever selected. */
export function adminUserRoutes(app: ZodApp, { backOffice: { users }, now }: ShopServices): void {
  pagedList(app, {
    url: '/users',
    summary: 'Accounts, newest first, searched by e-mail, name or phone and filtered by role or AI access (Admin)',
    query: userQuery,
    item: userJson,
    page: (query, asked) => users.list({ search: query.search, role: query.role, aiAccess: query.ai_access }, asked),
    toJson: userToJson,
  });

  findRoute(app, {
    url: '/users/:id',
    summary: 'An account with its AI subscriptions and their usage (Admin)',
    params,
    item: userDetailJson,
    find: ({ id }) => users.user(id),
    missing: ({ id }) => notFound(AdminMessages.userNotFound(id), 'user_not_found'),
    toJson: userDetailToJson,
  });

  updateRoute(app, now, {
    url: '/users/:id',
    summary: 'Change an account’s profile, role or AI access (Admin)',
    description: 'Passwords are never set here. Taking a staff role away locks that account out of the back office at once.',
    params,
    fields: userFields,
    item: userDetailJson,
    mayConflict: true,
    update: ({ id }, body, stamp, audit) => users.update(id, userChangeOf(body), stamp, audit),
    toJson: userDetailToJson,
  });
}
