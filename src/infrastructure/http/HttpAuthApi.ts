import type { ForgotPasswordJson, ResetPasswordJson, SignInJson, SignUpJson, TokenBodyJson } from '@tiara/contract/userJson';
import type { AuthApi, PasswordResetRequest, SignedInUser, SignupRequest, TokenVerdict } from '../../application/auth/AuthApi';
import type { ApiResult } from '../../application/shared/ApiResult';
import { ok } from '@tiara/domain/result';
import type { HttpClient } from './HttpClient';
import { acceptedTokenSchema, serverMessageSchema, signedInUserSchema, tokenExpirySchema } from './schemas/authSchemas';
import { ignoredBodySchema } from './schemas/ignoredBodySchema';

const OK = 200;
const CREATED = 201;

/** SPEC §3: every signup asks for a customer account; the server makes staff accounts otherwise. */
const SIGNUP_ROLE = 'User';

export class HttpAuthApi implements AuthApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  signIn(email: string, password: string): Promise<ApiResult<SignedInUser>> {
    // SPEC §3: the field named password_hash carries the password as typed; the server hashes it.
    return this.http.post('/api/user/signin', { email, password_hash: password } satisfies SignInJson, signedInUserSchema, [OK]);
  }

  signUp(request: SignupRequest): Promise<ApiResult<void>> {
    const body = {
      first_name: request.firstName,
      middle_name: request.middleName,
      last_name: request.lastName,
      email: request.email,
      password_hash: request.password,
      role: SIGNUP_ROLE,
      address: request.address,
      city: request.city,
      state: request.state,
      country: request.country,
      phone: request.phone,
    } satisfies SignUpJson;
    return this.http.post('/api/user/signup', body, ignoredBodySchema, [CREATED]);
  }

  async validateToken(token: string): Promise<ApiResult<TokenVerdict>> {
    const answer = await this.http.post('/api/user/validateToken', token satisfies TokenBodyJson, acceptedTokenSchema, [OK]);
    if (answer.ok) return ok({ accepted: true, role: answer.value });
    return answer.error.kind === 'unauthorized' || answer.error.kind === 'forbidden' ? ok({ accepted: false }) : answer;
  }

  async validateTokenExpiry(token: string): Promise<ApiResult<boolean>> {
    const answer = await this.http.post('/api/user/ValidateTokenExpiry', token satisfies TokenBodyJson, tokenExpirySchema);
    // The original backend answered an expired token with a bare 401 instead of `valid: false`.
    if (!answer.ok && answer.error.kind === 'unauthorized') return ok(false);
    return answer;
  }

  requestPasswordReset(email: string): Promise<ApiResult<string>> {
    return this.http.send({ method: 'POST', path: '/api/user/forgot-password', body: { email } satisfies ForgotPasswordJson, schema: serverMessageSchema, feature: 'password-reset' });
  }

  resetPassword(request: PasswordResetRequest): Promise<ApiResult<string>> {
    const body = { email: request.email, code: request.code, new_password: request.newPassword } satisfies ResetPasswordJson;
    return this.http.send({ method: 'POST', path: '/api/user/reset-password', body, schema: serverMessageSchema, feature: 'password-reset' });
  }
}
