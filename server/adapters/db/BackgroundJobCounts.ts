import { count } from 'drizzle-orm';
import type { Database } from './Database';
import { backgroundJobs } from './schema';

export type BackgroundJobState = (typeof backgroundJobs.state.enumValues)[number];

export const BACKGROUND_JOB_STATES: readonly BackgroundJobState[] = backgroundJobs.state.enumValues;

/** How many background jobs are in each state; a state without jobs is absent. */
export async function countBackgroundJobsByState(db: Database): Promise<ReadonlyMap<BackgroundJobState, number>> {
  const rows = await db.select({ state: backgroundJobs.state, jobs: count() }).from(backgroundJobs).groupBy(backgroundJobs.state);
  return new Map(rows.map((row) => [row.state, row.jobs]));
}
