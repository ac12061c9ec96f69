import type { AuthApi, TokenVerdict } from '../../../../src/application/auth/AuthApi';
import type { StaffSession, StaffSessionStore } from '../../../../src/application/admin/StaffSessionStore';
import type { ApiFailure, ApiResult } from '../../../../src/application/shared/ApiResult';
import { fail, ok } from '@tiara/domain/result';

/** Lets every pending promise callback run. */
export const settle = () => new Promise<void>((resolveLater) => setTimeout(resolveLater, 0));

export const failure = (status: number, message: string, kind: ApiFailure['kind'] = 'rejected'): ApiResult<never> => fail({ kind, status, code: `http_${status}`, message });

export const adminSession: StaffSession = { token: 'admin.token', userId: 2, email: 'admin@tiara.example', role: 'Admin', firstName: 'Amira', lastName: 'Admin' };

/** A staff session store in memory; `clear` and `save` tell the listeners, as the browser's does. */
export class MemoryStaffSessionStore implements StaffSessionStore {
  private session: StaffSession | null;
  private readonly listeners = new Set<() => void>();

  constructor(session: StaffSession | null = null) {
    this.session = session;
  }

  current(): StaffSession | null {
    return this.session;
  }

  save(session: StaffSession): void {
    this.session = session;
    for (const listener of [...this.listeners]) listener();
  }

  clear(): void {
    this.session = null;
    for (const listener of [...this.listeners]) listener();
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get listening(): number {
    return this.listeners.size;
  }
}

/** validateToken's answers: a token accepted (naming no role unless told), or refused. */
export const tokenAccepted = (role: string | null = null): ApiResult<TokenVerdict> => ok({ accepted: true, role });
export const tokenRefused = (): ApiResult<TokenVerdict> => ok({ accepted: false });

/** The server's token check (POST /api/user/validateToken): one answer for every token, or held until released. */
export class FakeTokenValidation implements Pick<AuthApi, 'validateToken'> {
  readonly validatedTokens: string[] = [];
  answer: ApiResult<TokenVerdict> = tokenAccepted();
  /** Set to hold each answer until `release` is called. */
  holding = false;
  private held: Array<(answer: ApiResult<TokenVerdict>) => void> = [];

  validateToken(token: string): Promise<ApiResult<TokenVerdict>> {
    this.validatedTokens.push(token);
    if (!this.holding) return Promise.resolve(this.answer);
    return new Promise((answer) => this.held.push(answer));
  }

  release(answer: ApiResult<TokenVerdict> = this.answer): void {
    for (const answerHeld of this.held.splice(0)) answerHeld(answer);
  }
}
