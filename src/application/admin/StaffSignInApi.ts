import type { ServiceIdentifier } from 'inversify';
import type { ApiResult } from '../shared/ApiResult';

/** What the sign-in call answers that a staff session keeps. */
export interface StaffSignInAnswer {
  readonly role: string;
  readonly token: string;
  readonly userId: number;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}

/** POST /api/user/signin for the staff areas, without any token of their own. */
export interface StaffSignInApi {
  signIn(email: string, password: string): Promise<ApiResult<StaffSignInAnswer>>;
}

export const StaffSignInApi: ServiceIdentifier<StaffSignInApi> = Symbol('StaffSignInApi');
