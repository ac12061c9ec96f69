import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { RegistrationStatus, TrainingFields, TrainingPackageFields } from '@tiara/domain/training';
import { ok } from '@tiara/domain/result';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import { type AdminResult, conflicting, invalid, missing, type Page, type PageRequest } from '../../../application/admin/AdminResults';
import type { AuditStamp } from '../../../application/admin/AuditTrail';
import type { Database } from '../Database';
import { dentalTrainings, orders, trainingPackages, trainingRegistrations, users } from '../schema';
import { holdsSeat } from '../TrainingCatalogQueries';
import { auditedTransaction, type Transaction } from './AuditedTransaction';
import { definedFields } from './definedFields';
import { containing } from './searchPattern';

export interface AdminTrainingPackage extends TrainingPackageFields {
  readonly id: number;
}

export interface AdminTraining extends TrainingFields {
  readonly id: number;
  readonly seatsTaken: number;
  readonly packages: AdminTrainingPackage[];
}

export interface RegistrationFilter {
  readonly trainingId?: number;
  readonly status?: RegistrationStatus;
  /** Part of the customer's name or e-mail. */
  readonly search?: string;
}

export interface AdminRegistration {
  readonly id: number;
  readonly trainingId: number;
  readonly trainingTitle: string;
  readonly trainingDate: Date;
  readonly userId: number;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly packageName: string | null;
  readonly status: RegistrationStatus;
  readonly orderId: number | null;
  readonly orderStatus: string | null;
  readonly expiresAt: Date | null;
  readonly createdAt: Date;
}

type TrainingRow = typeof dentalTrainings.$inferSelect;

const packageColumns = { id: trainingPackages.id, trainingId: trainingPackages.trainingId, name: trainingPackages.name, nameAr: trainingPackages.nameAr, price: trainingPackages.pricePiasters };

const registrationColumns = {
  id: trainingRegistrations.id,
  trainingId: trainingRegistrations.trainingId,
  trainingTitle: dentalTrainings.title,
  trainingDate: dentalTrainings.date,
  userId: trainingRegistrations.userId,
  name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
  email: users.email,
  phone: users.phone,
  packageName: trainingPackages.name,
  status: trainingRegistrations.status,
  orderId: trainingRegistrations.orderId,
  orderStatus: orders.status,
  expiresAt: trainingRegistrations.expiresAt,
  createdAt: trainingRegistrations.createdAt,
};

function registrationWhere(filter: RegistrationFilter): SQL | undefined {
  const pattern = filter.search ? containing(filter.search) : null;
  return and(
    filter.trainingId === undefined ? undefined : eq(trainingRegistrations.trainingId, filter.trainingId),
    filter.status === undefined ? undefined : eq(trainingRegistrations.status, filter.status),
    pattern ? or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern)) : undefined,
  );
}

const trainingNotFound = (id: number) => missing('training_not_found', AdminMessages.trainingNotFound(id));
const packageNotFound = (id: number) => missing('package_not_found', AdminMessages.packageNotFound(id));

/**
 * Dental trainings with their packages and registrations. Seats are counted by the registration
 * flow (`seats_taken`); the back office only refuses a capacity below what is already taken and
 * never deletes a training someone holds a seat in.
 */
export class AdminTrainingRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Latest date first. */
  async list(filter: { search?: string; isActive?: boolean }, page: PageRequest): Promise<Page<AdminTraining>> {
    const pattern = filter.search ? containing(filter.search) : null;
    const where = and(
      pattern
        ? or(ilike(dentalTrainings.title, pattern), ilike(dentalTrainings.titleAr, pattern), ilike(dentalTrainings.instructors, pattern), ilike(dentalTrainings.instructorsAr, pattern), ilike(dentalTrainings.location, pattern))
        : undefined,
      filter.isActive === undefined ? undefined : eq(dentalTrainings.isActive, filter.isActive),
    );
    const [rows, [total]] = await Promise.all([
      this.db.select().from(dentalTrainings).where(where).orderBy(desc(dentalTrainings.date), desc(dentalTrainings.id)).limit(page.limit).offset(page.offset),
      this.db.select({ total: count() }).from(dentalTrainings).where(where),
    ]);
    return { items: await this.withPackages(this.db, rows), total: total?.total ?? 0 };
  }

  async training(id: number, db: Database = this.db): Promise<AdminTraining | null> {
    const [row] = await db.select().from(dentalTrainings).where(eq(dentalTrainings.id, id)).limit(1);
    if (!row) return null;
    const [training] = await this.withPackages(db, [row]);
    return training ?? null;
  }

  create(fields: TrainingFields, packages: readonly TrainingPackageFields[], stamp: AuditStamp, details: Readonly<Record<string, unknown>>): Promise<AdminResult<AdminTraining>> {
    return auditedTransaction(this.db, stamp, async (tx, audit): Promise<AdminResult<AdminTraining>> => {
      if (fields.endDate !== null && fields.endDate < fields.date) return invalid('end_before_start', AdminMessages.endBeforeStart);
      const [row] = await tx.insert(dentalTrainings).values(fields).returning({ id: dentalTrainings.id });
      if (!row) throw new Error('the training was not stored');
      if (packages.length > 0) {
        await tx.insert(trainingPackages).values(packages.map((option) => ({ trainingId: row.id, name: option.name, nameAr: option.nameAr, pricePiasters: option.price })));
      }
      await audit({ action: 'create', entity: 'training', entityId: row.id, details });
      return this.readBack(tx, row.id);
    });
  }

  update(id: number, changes: Partial<TrainingFields>, stamp: AuditStamp, details: Readonly<Record<string, unknown>>): Promise<AdminResult<AdminTraining>> {
    return auditedTransaction(this.db, stamp, async (tx, audit): Promise<AdminResult<AdminTraining>> => {
      // Locked: a registration taking a seat meanwhile must not slip under a lowered capacity.
      const [current] = await tx.select().from(dentalTrainings).where(eq(dentalTrainings.id, id)).for('update');
      if (!current) return trainingNotFound(id);
      const merged = { ...current, ...definedFields(changes) };
      if (merged.endDate !== null && merged.endDate < merged.date) return invalid('end_before_start', AdminMessages.endBeforeStart);
      if (merged.capacity !== null && merged.capacity < current.seatsTaken) return conflicting('capacity_below_seats', AdminMessages.capacityBelowSeats(current.seatsTaken));
      await tx.update(dentalTrainings).set(changes).where(eq(dentalTrainings.id, id));
      await audit({ action: 'update', entity: 'training', entityId: id, details });
      return this.readBack(tx, id);
    });
  }

  delete(id: number, stamp: AuditStamp): Promise<AdminResult<{ id: number }>> {
    return auditedTransaction(this.db, stamp, async (tx, audit): Promise<AdminResult<{ id: number }>> => {
      const [training] = await tx.select({ title: dentalTrainings.title }).from(dentalTrainings).where(eq(dentalTrainings.id, id)).for('update');
      if (!training) return trainingNotFound(id);
      const [holding] = await tx
        .select({ total: count() })
        .from(trainingRegistrations)
        .where(and(eq(trainingRegistrations.trainingId, id), holdsSeat(stamp.at)));
      if (holding && holding.total > 0) return conflicting('training_has_registrations', AdminMessages.trainingHasRegistrations(training.title, holding.total));
      await tx.delete(dentalTrainings).where(eq(dentalTrainings.id, id));
      await audit({ action: 'delete', entity: 'training', entityId: id, details: { title: training.title } });
      return ok({ id });
    });
  }

  addPackage(trainingId: number, fields: TrainingPackageFields, stamp: AuditStamp): Promise<AdminResult<AdminTrainingPackage>> {
    return auditedTransaction(this.db, stamp, async (tx, audit): Promise<AdminResult<AdminTrainingPackage>> => {
      const [training] = await tx.select({ id: dentalTrainings.id }).from(dentalTrainings).where(eq(dentalTrainings.id, trainingId)).limit(1);
      if (!training) return trainingNotFound(trainingId);
      const [row] = await tx.insert(trainingPackages).values({ trainingId, name: fields.name, nameAr: fields.nameAr, pricePiasters: fields.price }).returning(packageColumns);
      if (!row) throw new Error('the package was not stored');
      await audit({ action: 'create', entity: 'training_package', entityId: row.id, details: { training_id: trainingId, name: fields.name, price_piasters: fields.price } });
      return ok({ id: row.id, name: row.name, nameAr: row.nameAr, price: row.price });
    });
  }

  /** Orders placed earlier keep the price they were charged; a new price applies to new orders. */
  updatePackage(trainingId: number, packageId: number, changes: Partial<TrainingPackageFields>, stamp: AuditStamp, details: Readonly<Record<string, unknown>>): Promise<AdminResult<AdminTrainingPackage>> {
    return auditedTransaction(this.db, stamp, async (tx, audit): Promise<AdminResult<AdminTrainingPackage>> => {
      const [row] = await tx
        .update(trainingPackages)
        .set({ name: changes.name, nameAr: changes.nameAr, pricePiasters: changes.price })
        .where(and(eq(trainingPackages.id, packageId), eq(trainingPackages.trainingId, trainingId)))
        .returning(packageColumns);
      if (!row) return packageNotFound(packageId);
      await audit({ action: 'update', entity: 'training_package', entityId: packageId, details: { training_id: trainingId, ...details } });
      return ok({ id: row.id, name: row.name, nameAr: row.nameAr, price: row.price });
    });
  }

  deletePackage(trainingId: number, packageId: number, stamp: AuditStamp): Promise<AdminResult<{ id: number }>> {
    return auditedTransaction(this.db, stamp, async (tx, audit): Promise<AdminResult<{ id: number }>> => {
      const [deleted] = await tx
        .delete(trainingPackages)
        .where(and(eq(trainingPackages.id, packageId), eq(trainingPackages.trainingId, trainingId)))
        .returning({ name: trainingPackages.name });
      if (!deleted) return packageNotFound(packageId);
      await audit({ action: 'delete', entity: 'training_package', entityId: packageId, details: { training_id: trainingId, name: deleted.name } });
      return ok({ id: packageId });
    });
  }

  /** Newest first. */
  async registrations(filter: RegistrationFilter, page: PageRequest): Promise<Page<AdminRegistration>> {
    const where = registrationWhere(filter);
    const [items, [total]] = await Promise.all([
      this.selectRegistrations().where(where).orderBy(desc(trainingRegistrations.createdAt), desc(trainingRegistrations.id)).limit(page.limit).offset(page.offset),
      this.db.select({ total: count() }).from(trainingRegistrations).innerJoin(users, eq(users.id, trainingRegistrations.userId)).where(where),
    ]);
    return { items, total: total?.total ?? 0 };
  }

  /** Every registration the filter matches, by training date and then by registration, for the CSV export. */
  exportRegistrations(filter: RegistrationFilter): Promise<AdminRegistration[]> {
    return this.selectRegistrations()
      .where(registrationWhere(filter))
      .orderBy(asc(dentalTrainings.date), asc(dentalTrainings.id), asc(trainingRegistrations.createdAt), asc(trainingRegistrations.id));
  }

  private selectRegistrations() {
    return this.db
      .select(registrationColumns)
      .from(trainingRegistrations)
      .innerJoin(dentalTrainings, eq(dentalTrainings.id, trainingRegistrations.trainingId))
      .innerJoin(users, eq(users.id, trainingRegistrations.userId))
      .leftJoin(trainingPackages, eq(trainingPackages.id, trainingRegistrations.packageId))
      .leftJoin(orders, eq(orders.id, trainingRegistrations.orderId));
  }

  private async readBack(tx: Transaction, id: number): Promise<AdminResult<AdminTraining>> {
    const training = await this.training(id, tx);
    if (!training) throw new Error('the training cannot be read back');
    return ok(training);
  }

  private async withPackages(db: Database, rows: readonly TrainingRow[]): Promise<AdminTraining[]> {
    const packages =
      rows.length === 0
        ? []
        : await db
            .select(packageColumns)
            .from(trainingPackages)
            .where(inArray(trainingPackages.trainingId, rows.map((row) => row.id)))
            .orderBy(asc(trainingPackages.pricePiasters), asc(trainingPackages.id));
    // A training's row holds exactly what the back office is shown of it.
    return rows.map((row) => ({ ...row, packages: packages.filter((option) => option.trainingId === row.id).map(({ id, name, nameAr, price }) => ({ id, name, nameAr, price })) }));
  }
}
