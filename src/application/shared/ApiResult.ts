import type { Result } from '@tiara/domain/result';

/**
 * Why a call to the shop's API did not give what was asked for. `message` is fit to show: the
 * server's own message when it sent one, otherwise a sentence chosen by the adapter.
 * `not-offered`: the backend has no such call at all (one that keeps only to SPEC §7 lacks this
 * server's additions): the screen leaves the feature out rather than report a failure.
 */
export type ApiFailureKind = 'network' | 'unauthorized' | 'forbidden' | 'not-found' | 'conflict' | 'rejected' | 'rate-limited' | 'invalid-response' | 'server' | 'not-offered';

export interface ApiFailure {
  readonly kind: ApiFailureKind;
  readonly status: number | null;
  readonly code: string;
  readonly message: string;
}

export type ApiResult<T> = Result<T, ApiFailure>;
