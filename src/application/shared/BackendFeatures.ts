import type { ServiceIdentifier } from 'inversify';

/**
 * The features this repository's server adds to SPEC §7, each named after the calls it needs. A
 * backend that keeps only to SPEC has none of them: the SPA learns which from the first answer
 * saying a call does not exist, and from then on leaves the feature out for the session.
 */
export type BackendFeature =
  | 'contact'
  | 'password-reset'
  | 'saved-addresses'
  | 'stock-alerts'
  | 'store-credit'
  | 'order-page'
  | 'returns'
  | 'buy-again'
  | 'search-suggestions'
  | 'cart-line-names'
  | 'ai-plans'
  | 'scan-history';

/** What the SPA has learned of the backend this session: the features it lacks. */
export interface BackendFeatures {
  /** True once a call of `feature` was answered as not existing; never for a network failure or a server error. */
  lacks(feature: BackendFeature): boolean;
}

export const BackendFeatures: ServiceIdentifier<BackendFeatures> = Symbol('BackendFeatures');
