import { aiPlans } from '../../../server/adapters/db/schema';
import type { TestServer } from './testServer';

/** The three plans of SPEC §9, as the tests of subscriptions and AI access need them. */
export const SPEC_AI_PLANS = [
  { id: 1, name: 'Light Package', pricePiasters: 290_000, segmentations: 10 },
  { id: 2, name: 'Pro Package', pricePiasters: 610_000, segmentations: 25 },
  { id: 3, name: 'Premium Package', pricePiasters: 980_000, segmentations: 50 },
] as const;

export async function insertAiPlans(server: TestServer): Promise<void> {
  await server.db.insert(aiPlans).values([...SPEC_AI_PLANS]).onConflictDoNothing();
}
