import { inject, injectable } from 'inversify';
import { type Result, fail, ok } from '@tiara/domain/result';
import type { ApiFailureKind } from '../shared/ApiResult';
import { AuthApi, type SignupRequest } from './AuthApi';

export type SignUpError =
  /** SPEC §8: a 409. */
  | { readonly code: 'email-taken' }
  /** Any other failure, with the server's own explanation when it gave one. */
  | { readonly code: 'failed'; readonly serverMessage: string | null };

/** Failures whose message the server wrote; the others carry a sentence of the HTTP client's. */
const SERVER_EXPLAINED = new Set<ApiFailureKind>(['rejected', 'forbidden', 'not-found', 'unauthorized', 'rate-limited']);

/** Makes a customer account (SPEC §4 "Signup"); the form was checked by the page. */
@injectable()
export class SignUp {
  private readonly auth: AuthApi;

  constructor(@inject(AuthApi) auth: AuthApi) {
    this.auth = auth;
  }

  async execute(request: SignupRequest): Promise<Result<void, SignUpError>> {
    const answer = await this.auth.signUp({ ...request, email: request.email.trim() });
    if (answer.ok) return ok(undefined);
    if (answer.error.kind === 'conflict') return fail({ code: 'email-taken' });
    return fail({ code: 'failed', serverMessage: SERVER_EXPLAINED.has(answer.error.kind) ? answer.error.message : null });
  }
}
