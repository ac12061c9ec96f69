import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { TrainingListing, TrainingPackageListing } from '../../application/trainings/TrainingListing';
import type { Database } from './Database';
import { dentalTrainings, trainingPackages, trainingRegistrations } from './schema';

/**
 * A registration holds its seat while Confirmed, or while Pending and its payment hold has not
 * run out: an abandoned card payment must not leave the customer "registered" forever.
 */
export const holdsSeat = (now: Date) =>
  or(
    eq(trainingRegistrations.status, 'Confirmed'),
    and(eq(trainingRegistrations.status, 'Pending'), or(isNull(trainingRegistrations.expiresAt), gt(trainingRegistrations.expiresAt, now))),
  );

/** Dental trainings as the storefront sees them: switched-off trainings do not exist for it. */
export class TrainingCatalogQueries {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async activeTrainings(): Promise<TrainingListing[]> {
    const rows = await this.db
      .select()
      .from(dentalTrainings)
      .where(eq(dentalTrainings.isActive, true))
      .orderBy(asc(dentalTrainings.date), asc(dentalTrainings.id));
    // The storefront is told how many seats are left, not how many are taken; every row here is switched on.
    return rows.map(({ seatsTaken, isActive, ...training }) => ({
      ...training,
      spotsLeft: training.capacity === null ? null : Math.max(0, training.capacity - seatsTaken),
    }));
  }

  /** Null when the training is unknown or switched off; otherwise its packages, cheapest first. */
  async packagesOf(trainingId: number): Promise<TrainingPackageListing[] | null> {
    const rows = await this.db
      .select({ id: trainingPackages.id, name: trainingPackages.name, nameAr: trainingPackages.nameAr, price: trainingPackages.pricePiasters })
      .from(dentalTrainings)
      .leftJoin(trainingPackages, eq(trainingPackages.trainingId, dentalTrainings.id))
      .where(and(eq(dentalTrainings.id, trainingId), eq(dentalTrainings.isActive, true)))
      .orderBy(asc(trainingPackages.pricePiasters), asc(trainingPackages.id));
    if (rows.length === 0) return null;
    return rows.flatMap((row) =>
      row.id === null || row.name === null || row.price === null ? [] : [{ id: row.id, name: row.name, nameAr: row.nameAr, price: row.price }],
    );
  }

  /** Null when the training is unknown or switched off. */
  async isRegistered(trainingId: number, userId: number, now: Date): Promise<boolean | null> {
    const [row] = await this.db
      .select({
        registered: sql<boolean>`exists (${this.db
          .select({ id: trainingRegistrations.id })
          .from(trainingRegistrations)
          .where(and(eq(trainingRegistrations.trainingId, dentalTrainings.id), eq(trainingRegistrations.userId, userId), holdsSeat(now)))})`,
      })
      .from(dentalTrainings)
      .where(and(eq(dentalTrainings.id, trainingId), eq(dentalTrainings.isActive, true)))
      .limit(1);
    return row ? row.registered : null;
  }
}
