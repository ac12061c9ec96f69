import type { Result } from '@tiara/domain/result';

/**
 * Why a call to the shop's API did not give what was asked for. `message` is fit to show: the
 * server's own message when it sent one, otherwise a sentence chosen by the adapter.
 */
export type ApiFailureKind = 'network' | 'unauthorized' | 'forbidden' | 'not-found' | 'conflict' | 'rejected' | 'rate-limited' | 'invalid-response' | 'server';

export interface ApiFailure {
  readonly kind: ApiFailureKind;
  readonly status: number | null;
  readonly code: string;
  readonly message: string;
}

export type ApiResult<T> = Result<T, ApiFailure>;
