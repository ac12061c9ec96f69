import type { ServiceIdentifier } from 'inversify';

/**
 * The staff areas' adapters arrive with their own code, never in the storefront's first load:
 * each call loads that area's adapters into the container, once however often it is asked.
 */
export interface LazyAreas {
  admin(): Promise<void>;
  sales(): Promise<void>;
}

export const LazyAreas: ServiceIdentifier<LazyAreas> = Symbol('LazyAreas');
