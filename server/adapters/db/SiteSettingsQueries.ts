import { and, eq, sql } from 'drizzle-orm';
import type { Database } from './Database';
import { settings } from './schema';

/**
 * The keys of the `settings` table and the JSON each holds. Admin screens write them; the
 * storefront only reads them.
 * - `maintenance`: JSON `true` puts the shop under maintenance; any other value, or no row, does not.
 * - `ai_access`: JSON `"everyone"` shows the AI tab to every signed-in user; any other value, or no
 *   row, limits it to users granted AI access or holding an active subscription.
 */
export const SettingKeys = { maintenance: 'maintenance', aiAccess: 'ai_access' } as const;

export const MAINTENANCE_ON = true;
export const AI_ACCESS_FOR_EVERYONE = 'everyone';

/**
 * Compared as jsonb inside the database: drivers disagree on how they hand jsonb strings back,
 * and a string "true" must never read as the boolean true.
 */
const holds = (expected: unknown) => sql<boolean>`${settings.value} = ${JSON.stringify(expected)}::jsonb`;

/** True when the setting `key` holds exactly `expected`; usable inside any query. */
export const settingHolds = (db: Database, key: string, expected: unknown) =>
  sql<boolean>`exists (${db
    .select({ key: settings.key })
    .from(settings)
    .where(and(eq(settings.key, key), holds(expected)))})`;

export class SiteSettingsQueries {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async isUnderMaintenance(): Promise<boolean> {
    const [row] = await this.db
      .select({ on: holds(MAINTENANCE_ON) })
      .from(settings)
      .where(eq(settings.key, SettingKeys.maintenance))
      .limit(1);
    return row?.on === true;
  }
}
