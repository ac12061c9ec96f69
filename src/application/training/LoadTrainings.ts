import { inject, injectable } from 'inversify';
import type { ApiResult } from '../shared/ApiResult';
import type { DentalTraining } from '@tiara/domain/training';
import { TrainingApi, type TrainingPackage } from './TrainingApi';

/** One course of the listing with what the customer can choose and whether they already hold a seat. */
export interface TrainingListing {
  readonly training: DentalTraining;
  readonly packages: readonly TrainingPackage[];
  readonly registered: boolean;
}

/**
 * The dental training listing (SPEC §2): the courses, each with its packages and, for a signed-in
 * customer, whether they are registered. SPEC §8: a package load failure means an empty list and
 * a registration-check failure means not registered; only the list itself can fail the screen.
 */
@injectable()
export class LoadTrainings {
  private readonly api: TrainingApi;

  constructor(@inject(TrainingApi) api: TrainingApi) {
    this.api = api;
  }

  async execute(userId: number | null): Promise<ApiResult<TrainingListing[]>> {
    const list = await this.api.list();
    if (!list.ok) return list;
    const listings = await Promise.all(list.value.map((training) => this.listingOf(training, userId)));
    return { ok: true, value: listings };
  }

  private async listingOf(training: DentalTraining, userId: number | null): Promise<TrainingListing> {
    const [packages, registered] = await Promise.all([
      this.api.packages(training.id),
      userId === null ? null : this.api.isRegistered(training.id, userId),
    ]);
    return {
      training,
      packages: packages.ok ? packages.value : [],
      registered: registered !== null && registered.ok && registered.value,
    };
  }
}
