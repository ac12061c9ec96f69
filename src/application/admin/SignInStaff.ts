import { inject, injectable } from 'inversify';
import { ROLES, type StaffArea, opensStaffArea, roleMatches } from '@tiara/domain/access';
import { type Result, fail, ok } from '@tiara/domain/result';
import type { ApiFailure } from '../shared/ApiResult';
import type { StaffSession } from './StaffSessionStore';
import { StaffSignInApi } from './StaffSignInApi';

export type SignInStaffError =
  /** Right e-mail and password, but the account's role does not open this area. */
  | { readonly kind: 'wrong-role' }
  | { readonly kind: 'refused'; readonly failure: ApiFailure };

/**
 * A staff member signs in with the customers' sign-in call (POST /api/user/signin); only an account whose role opens the
 * area gets a session, which the caller keeps in the area's own store (never the customer keys).
 */
@injectable()
export class SignInStaff {
  private readonly auth: StaffSignInApi;

  constructor(@inject(StaffSignInApi) auth: StaffSignInApi) {
    this.auth = auth;
  }

  async execute(area: StaffArea, email: string, password: string): Promise<Result<StaffSession, SignInStaffError>> {
    const answer = await this.auth.signIn(email.trim(), password);
    if (!answer.ok) return fail({ kind: 'refused', failure: answer.error });
    const user = answer.value;
    const role = ROLES.find((candidate) => roleMatches(user.role, candidate));
    if (!role || !opensStaffArea(area, role)) return fail({ kind: 'wrong-role' });
    return ok({ token: user.token, userId: user.userId, email: user.email, role, firstName: user.firstName, lastName: user.lastName });
  }
}
