import * as z from 'zod/mini';
import type { SignInJson } from '@tiara/contract/userJson';
import type { StaffSignInAnswer, StaffSignInApi } from '../../../application/admin/StaffSignInApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import type { HttpClient } from '../HttpClient';
import { specSignedInUser } from '../schemas/authSchemas';

const OK = 200;

const signInSchema: z.ZodMiniType<StaffSignInAnswer> = z.pipe(
  // The customer's sign-in answer, read as leniently: the staff areas keep who signed in and their role.
  specSignedInUser,
  z.transform((wire) => ({ role: wire.role, token: wire.token, userId: wire.user_id, email: wire.email, firstName: wire.first_name ?? '', lastName: wire.last_name ?? '' })),
);

/** The staff areas' sign-in, over a client that sends no token (neither the customer's nor a stale staff one). */
export class HttpAdminSessionApi implements StaffSignInApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  signIn(email: string, password: string): Promise<ApiResult<StaffSignInAnswer>> {
    // SPEC §3: the field named password_hash carries the password as typed; the server hashes it.
    return this.http.post('/api/user/signin', { email, password_hash: password } satisfies SignInJson, signInSchema, [OK]);
  }
}
