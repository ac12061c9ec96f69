import { type Result, fail } from '@tiara/domain/result';
import type { ServerText } from '../texts/ServerText';

/** Why a back-office change was refused: the thing is missing, the data forbids it now, or the request itself is wrong. */
export interface AdminFailure {
  readonly kind: 'not_found' | 'conflict' | 'invalid';
  readonly code: string;
  readonly message: ServerText;
}

export type AdminResult<T> = Result<T, AdminFailure>;

export const missing = (code: string, message: ServerText): AdminResult<never> => fail({ kind: 'not_found', code, message });
export const conflicting = (code: string, message: ServerText): AdminResult<never> => fail({ kind: 'conflict', code, message });
export const invalid = (code: string, message: ServerText): AdminResult<never> => fail({ kind: 'invalid', code, message });

/** One page of a list asked for by number. */
export interface PageRequest {
  readonly limit: number;
  readonly offset: number;
}

export interface Page<T> {
  readonly items: T[];
  /** All the rows the filter matches, on every page. */
  readonly total: number;
}
