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
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      instructors: row.instructors,
      date: row.date,
      endDate: row.endDate,
      location: row.location,
      capacity: row.capacity,
      spotsLeft: row.capacity === null ? null : Math.max(0, row.capacity - row.seatsTaken),
      imageUrl: row.imageUrl,
      titleAr: row.titleAr,
      descriptionAr: row.descriptionAr,
      locationAr: row.locationAr,
    }));
  }

  /** Null when the training is unknown or switched off; otherwise its packages, cheapest first. */
  async packagesOf(trainingId: number): Promise<TrainingPackageListing[] | null> {
    const rows = await this.db
      .select({ id: trainingPackages.id, name: trainingPackages.name, nameAr: trainingPackages.nameAr, pricePiasters: trainingPackages.pricePiasters })
      .from(dentalTrainings)
      .leftJoin(trainingPackages, eq(trainingPackages.trainingId, dentalTrainings.id))
      .where(and(eq(dentalTrainings.id, trainingId), eq(dentalTrainings.isActive, true)))
      .orderBy(asc(trainingPackages.pricePiasters), asc(trainingPackages.id));
    if (rows.length === 0) return null;
    return rows.flatMap((row) =>
      row.id === null || row.name === null || row.pricePiasters === null ? [] : [{ id: row.id, name: row.name, nameAr: row.nameAr, pricePiasters: row.pricePiasters }],
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
