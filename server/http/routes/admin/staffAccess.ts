import type { FastifyRequest } from 'fastify';
import type { StaffQueries } from '../../../adapters/db/admin/StaffQueries';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import type { AuditStamp } from '../../../application/admin/AuditTrail';
import type { StaffRole } from '../../../application/admin/ChangeOrderStatus';
import type { ShopServices } from '../../../composition/composeShop';
import { requireRole } from '../../authentication';
import { forbidden } from '../../HttpError';
import type { ZodApp } from '../../ServerContext';

/** The clock changes are stamped with. */
export type Clock = ShopServices['now'];

export interface Staff {
  readonly userId: number;
  /** The role the account has now, which is what decides. */
  readonly role: StaffRole;
}

const staffOfRequest = new WeakMap<FastifyRequest, Staff>();

/**
 * Every route of the scope needs a token for one of `roles` (401 without one, 403 with another
 * role) and an account that still has that role: taking a role away, or deleting the account,
 * locks its sessions out at once instead of when their tokens expire. Checked before the body is
 * read, so a refused upload is not received.
 */
export function requireStaff(scope: ZodApp, staff: StaffQueries, roles: readonly StaffRole[]): void {
  scope.addHook('onRequest', async (request) => {
    const caller = requireRole(request, ...roles);
    const role = await staff.currentRole(caller.userId);
    const current = roles.find((allowed) => allowed === role);
    if (!current) throw forbidden(AdminMessages.accountNoLongerStaff, 'no_longer_staff');
    staffOfRequest.set(request, { userId: caller.userId, role: current });
  });
}

/** The staff member making a request of a scope guarded by `requireStaff`. */
export function staffOf(request: FastifyRequest): Staff {
  const staff = staffOfRequest.get(request);
  if (!staff) throw new Error('A back-office route ran outside a requireStaff scope');
  return staff;
}

/** Who makes the change and when, for its audit entry. */
export function stampOf(request: FastifyRequest, now: Clock): AuditStamp {
  return { actorUserId: staffOf(request).userId, at: now() };
}
