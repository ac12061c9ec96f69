import { count, eq, sql } from 'drizzle-orm';
import { type Governorate, GOVERNORATES, canonicalGovernorate } from '@tiara/domain/shipping-fee';
import type { AuditStamp } from '../../../application/admin/AuditTrail';
import type { Database } from '../Database';
import { settings, shippingFees, users } from '../schema';
import { AI_ACCESS_FOR_EVERYONE, MAINTENANCE_ON, SettingKeys, settingHolds } from '../SiteSettingsQueries';
import { auditedTransaction } from './AuditedTransaction';

/** Who sees the AI tab: every signed-in user, or only users an admin granted it (and subscribers). */
export type AiAccessMode = 'everyone' | 'listed_users';

/** Stored for `listed_users`; the storefront reads every value but "everyone" as limited (SiteSettingsQueries). */
const AI_ACCESS_FOR_LISTED_USERS = 'listed_users';

export interface ShopSettings {
  readonly underMaintenance: boolean;
  readonly aiAccess: AiAccessMode;
  /** Users granted the AI tab by an admin. */
  readonly listedUsers: number;
}

export interface GovernorateFee {
  readonly governorate: Governorate;
  /** Null when none is stored: the checkout then charges the default fee. */
  readonly fee: number | null;
}

/** The shop-wide switches and the shipping fee table, in the formats the storefront reads them. */
export class AdminSettingsRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async settings(): Promise<ShopSettings> {
    const [row] = await this.db
      .select({
        underMaintenance: settingHolds(this.db, SettingKeys.maintenance, MAINTENANCE_ON),
        aiForEveryone: settingHolds(this.db, SettingKeys.aiAccess, AI_ACCESS_FOR_EVERYONE),
        listedUsers: sql<number>`(${this.db.select({ total: count() }).from(users).where(eq(users.aiAccess, true))})::int`,
      })
      .from(sql`(values (1)) as one`);
    return {
      underMaintenance: row?.underMaintenance === true,
      aiAccess: row?.aiForEveryone === true ? 'everyone' : 'listed_users',
      listedUsers: row?.listedUsers ?? 0,
    };
  }

  async setMaintenance(on: boolean, stamp: AuditStamp): Promise<ShopSettings> {
    await this.write(SettingKeys.maintenance, on ? MAINTENANCE_ON : false, { is_under_maintenance: on }, stamp);
    return this.settings();
  }

  async setAiAccess(mode: AiAccessMode, stamp: AuditStamp): Promise<ShopSettings> {
    await this.write(SettingKeys.aiAccess, mode === 'everyone' ? AI_ACCESS_FOR_EVERYONE : AI_ACCESS_FOR_LISTED_USERS, { ai_access: mode }, stamp);
    return this.settings();
  }

  /** The 27 governorates in the checkout's order, each with its stored fee. */
  async shippingFees(): Promise<GovernorateFee[]> {
    const rows = await this.db.select({ name: shippingFees.governorateName, fee: shippingFees.feePiasters }).from(shippingFees);
    const stored = new Map(rows.flatMap((row) => {
      const governorate = canonicalGovernorate(row.name);
      return governorate ? [[governorate, row.fee] as const] : [];
    }));
    return GOVERNORATES.map((governorate) => ({ governorate, fee: stored.get(governorate) ?? null }));
  }

  async setShippingFee(governorate: Governorate, fee: number, stamp: AuditStamp): Promise<GovernorateFee> {
    await auditedTransaction(this.db, stamp, async (tx, audit) => {
      const [before] = await tx.select({ fee: shippingFees.feePiasters }).from(shippingFees).where(eq(shippingFees.governorateName, governorate)).limit(1);
      await tx.insert(shippingFees).values({ governorateName: governorate, feePiasters: fee }).onConflictDoUpdate({ target: shippingFees.governorateName, set: { feePiasters: fee } });
      await audit({ action: 'update', entity: 'shipping_fee', entityId: governorate, details: { fee_piasters: { from: before?.fee ?? null, to: fee } } });
    });
    return { governorate, fee };
  }

  private async write(key: string, value: unknown, details: Record<string, unknown>, stamp: AuditStamp): Promise<void> {
    await auditedTransaction(this.db, stamp, async (tx, audit) => {
      await tx.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
      await audit({ action: 'update', entity: 'setting', entityId: key, details });
    });
  }
}
