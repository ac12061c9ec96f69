import type { BackendFeature, BackendFeatures } from '../../application/shared/BackendFeatures';

/**
 * The features the backend turned out to lack, kept for the page's life: the HTTP client learns
 * them from answers and stops asking; the screens read them to leave a feature out before any call.
 */
export class LearnedBackendFeatures implements BackendFeatures {
  private readonly missing = new Set<BackendFeature>();

  lacks(feature: BackendFeature): boolean {
    return this.missing.has(feature);
  }

  learnedMissing(feature: BackendFeature): void {
    this.missing.add(feature);
  }
}
