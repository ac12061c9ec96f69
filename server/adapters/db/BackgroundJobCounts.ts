import { count } from 'drizzle-orm';
import type { BackgroundJobState } from '@tiara/domain/background-job';
import type { Database } from './Database';
import { backgroundJobs } from './schema';

/** How many background jobs are in each state; a state without jobs is absent. */
export async function countBackgroundJobsByState(db: Database): Promise<ReadonlyMap<BackgroundJobState, number>> {
  const rows = await db.select({ state: backgroundJobs.state, jobs: count() }).from(backgroundJobs).groupBy(backgroundJobs.state);
  return new Map(rows.map((row) => [row.state, row.jobs]));
}
