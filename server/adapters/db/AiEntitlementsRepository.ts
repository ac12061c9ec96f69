import { and, desc, eq, sql } from 'drizzle-orm';
import type { ActiveSubscription, AiAccessFacts, AiEntitlements } from '../../application/ai/AiEntitlements';
import type { Database } from './Database';
import { aiPlans, aiSubscriptions, users } from './schema';
import { AI_ACCESS_FOR_EVERYONE, SettingKeys, settingHolds } from './SiteSettingsQueries';

const isActive = eq(aiSubscriptions.status, 'Active');

export class AiEntitlementsRepository implements AiEntitlements {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  activeSubscriptions(userId: number): Promise<ActiveSubscription[]> {
    return this.db
      .select({
        id: aiSubscriptions.id,
        planId: aiSubscriptions.planId,
        planName: aiPlans.name,
        planNameAr: aiPlans.nameAr,
        segmentationsAllowed: aiSubscriptions.segmentationsAllowed,
        segmentationsUsed: aiSubscriptions.segmentationsUsed,
      })
      .from(aiSubscriptions)
      .innerJoin(aiPlans, eq(aiPlans.id, aiSubscriptions.planId))
      .where(and(eq(aiSubscriptions.userId, userId), isActive))
      .orderBy(desc(sql`coalesce(${aiSubscriptions.activatedAt}, ${aiSubscriptions.createdAt})`), desc(aiSubscriptions.id));
  }

  async accessFacts(userId: number): Promise<AiAccessFacts | null> {
    const [row] = await this.db
      .select({
        grantedToUser: users.aiAccess,
        hasActiveSubscription: sql<boolean>`exists (${this.db
          .select({ id: aiSubscriptions.id })
          .from(aiSubscriptions)
          .where(and(eq(aiSubscriptions.userId, users.id), isActive))})`,
        openToEveryone: settingHolds(this.db, SettingKeys.aiAccess, AI_ACCESS_FOR_EVERYONE),
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row ?? null;
  }
}
