import * as z from 'zod/mini';
import type { SignInJson } from '@tiara/contract/userJson';
import type { StaffSignInAnswer, StaffSignInApi } from '../../../application/admin/StaffSignInApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import type { HttpClient } from '../HttpClient';

const OK = 200;

/**
 * Names another backend may leave out or send as null read as '' (as the customer's sign-in reads them).
 * The staff areas read only these fields of SPEC §3's "User on login" (the contract's SignedInUserJson),
 * with a shape of their own: reading through the storefront's would share its sign-in code with the
 * back office in a chunk of its own, which the storefront's first load would then name.
 */
const nameText = z.optional(z.nullable(z.string()));

const signInSchema: z.ZodMiniType<StaffSignInAnswer> = z.pipe(
  z.object({ role: z.string(), token: z.string().check(z.minLength(1)), user_id: z.int().check(z.positive()), email: z.string(), first_name: nameText, last_name: nameText }),
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
