import type { BackendFeature, BackendFeatures } from '../../../../src/application/shared/BackendFeatures';

/** What the SPA knows the backend lacks: the features in `missing`, none by default. */
export class FakeBackendFeatures implements BackendFeatures {
  readonly missing = new Set<BackendFeature>();

  lacks(feature: BackendFeature): boolean {
    return this.missing.has(feature);
  }
}
