import type { AdminPage, Deleted, PageRequest } from '../../../../src/application/admin/AdminPage';
import type {
  AdminRegistration,
  AdminTraining,
  AdminTrainingApi,
  AdminTrainingPackage,
  RegistrationFilter,
  TrainingFields,
  TrainingFilter,
  TrainingPackageFields,
} from '../../../../src/application/admin/training/AdminTrainingApi';
import type { ApiFailure, ApiResult } from '../../../../src/application/shared/ApiResult';
import { fail, ok } from '@tiara/domain/result';
import { serverAdminMessagesEn } from '../../../../src/locales/server/en/serverAdminMessagesEn';
import { csvOf } from './csvOf';
import { FakeApi, refusal } from './FakeApi';
import { matchesSearch } from './matchesSearch';
import { pageOf } from './pageOf';

/** A registration as the fake keeps it: its training and package by id (their names read from them), and when a Pending seat is given back. */
export interface StoredRegistration extends Omit<AdminRegistration, 'trainingTitle' | 'packageName'> {
  readonly packageId: number | null;
  /** Null: a Pending seat held until its order is paid or cancelled. */
  readonly expiresAt: Date | null;
}

/** Mona's Confirmed registration of `id` to training `trainingId`, paid with order 31 on 20 Nov 2026, without a package, unless `fields` say otherwise. */
export function trainingRegistration(id: number, trainingId: number, fields: Partial<StoredRegistration> = {}): StoredRegistration {
  return {
    id,
    trainingId,
    name: 'Mona Hassan',
    email: 'mona@clinic.example',
    phone: '01012345678',
    packageId: null,
    status: 'Confirmed',
    orderId: 31,
    registeredAt: new Date(Date.UTC(2026, 10, 20, 9, id)),
    expiresAt: null,
    ...fields,
  };
}

/** The server's registrations CSV: its columns, and one line per registration. */
const REGISTRATION_CSV_HEADER = ['Training', 'Training Date', 'Name', 'Email', 'Phone', 'Package', 'Status', 'Order ID', 'Registered At'];

const trainingNotFound = (id: number) => refusal(404, 'training_not_found', serverAdminMessagesEn.trainingNotFound(id));
const packageNotFound = (id: number) => refusal(404, 'package_not_found', serverAdminMessagesEn.packageNotFound(id));
const nextId = (ids: Iterable<number>) => Math.max(0, ...ids) + 1;

/**
 * The back office's dental trainings in memory (`trainingRows`, by id): listed latest date first,
 * searched by title, Arabic title, instructors (in either language) or location, each with its packages cheapest
 * first; never ending before it starts, its capacity never below the seats taken, deleted only
 * when no registration holds a seat (Confirmed, or Pending and not run out at `now`). The
 * registrations (`registrationRows`) are filtered by training, status and the customer's name or
 * e-mail, newest first, and exported as the server's CSV, by training date. Refusals in the
 * server's words. The changes are logged by name, the registrations' and the export's filters kept as sent.
 */
export class FakeAdminTrainingApi extends FakeApi implements AdminTrainingApi {
  readonly calls: string[] = [];
  readonly registrationFilters: (RegistrationFilter & PageRequest)[] = [];
  readonly exportFilters: RegistrationFilter[] = [];
  readonly trainingRows = new Map<number, AdminTraining>();
  registrationRows: StoredRegistration[] = [];
  now = new Date('2026-11-21T10:00:00Z');

  list(filter: TrainingFilter): Promise<ApiResult<AdminPage<AdminTraining>>> {
    return this.respond('list', 'list', () => {
      const rows = [...this.trainingRows.values()]
        .filter((training) => matchesSearch(filter.search, training.title, training.titleAr, training.instructors, training.instructorsAr, training.location))
        .sort((a, b) => b.date.getTime() - a.date.getTime() || b.id - a.id);
      return ok(pageOf(rows.map(withPackagesInOrder), filter));
    });
  }

  create(training: TrainingFields, packages: readonly TrainingPackageFields[]): Promise<ApiResult<AdminTraining>> {
    return this.respond('create', 'create', () => {
      const refused = datesRefusal(training);
      if (refused) return fail(refused);
      const firstPackageId = this.nextPackageId();
      const created: AdminTraining = { ...training, id: nextId(this.trainingRows.keys()), seatsTaken: 0, packages: packages.map((option, index) => ({ ...option, id: firstPackageId + index })) };
      this.trainingRows.set(created.id, created);
      return ok(withPackagesInOrder(created));
    });
  }

  update(id: number, training: TrainingFields): Promise<ApiResult<AdminTraining>> {
    return this.respond('update', `update ${id}`, () => {
      const current = this.trainingRows.get(id);
      if (!current) return fail(trainingNotFound(id));
      const refused = datesRefusal(training);
      if (refused) return fail(refused);
      if (training.capacity !== null && training.capacity < current.seatsTaken) return fail(refusal(409, 'capacity_below_seats', serverAdminMessagesEn.capacityBelowSeats(current.seatsTaken)));
      const updated = { ...current, ...training };
      this.trainingRows.set(id, updated);
      return ok(withPackagesInOrder(updated));
    });
  }

  delete(id: number): Promise<ApiResult<Deleted>> {
    return this.respond('delete', `delete ${id}`, () => {
      const training = this.trainingRows.get(id);
      if (!training) return fail(trainingNotFound(id));
      const holding = this.registrationRows.filter((row) => row.trainingId === id && this.holdsSeat(row)).length;
      if (holding > 0) return fail(refusal(409, 'training_has_registrations', serverAdminMessagesEn.trainingHasRegistrations(training.title, holding)));
      this.trainingRows.delete(id);
      this.registrationRows = this.registrationRows.filter((row) => row.trainingId !== id);
      return ok({ id });
    });
  }

  addPackage(trainingId: number, option: TrainingPackageFields): Promise<ApiResult<AdminTrainingPackage>> {
    return this.respond('addPackage', `add package ${trainingId}`, () => {
      const training = this.trainingRows.get(trainingId);
      if (!training) return fail(trainingNotFound(trainingId));
      const added = { ...option, id: this.nextPackageId() };
      this.trainingRows.set(trainingId, { ...training, packages: [...training.packages, added] });
      return ok(added);
    });
  }

  updatePackage(trainingId: number, packageId: number, option: TrainingPackageFields): Promise<ApiResult<AdminTrainingPackage>> {
    return this.respond('updatePackage', `update package ${trainingId}/${packageId}`, () => {
      const training = this.trainingRows.get(trainingId);
      if (!training?.packages.some((candidate) => candidate.id === packageId)) return fail(packageNotFound(packageId));
      const updated = { ...option, id: packageId };
      this.trainingRows.set(trainingId, { ...training, packages: training.packages.map((candidate) => (candidate.id === packageId ? updated : candidate)) });
      return ok(updated);
    });
  }

  deletePackage(trainingId: number, packageId: number): Promise<ApiResult<Deleted>> {
    return this.respond('deletePackage', `delete package ${trainingId}/${packageId}`, () => {
      const training = this.trainingRows.get(trainingId);
      if (!training?.packages.some((candidate) => candidate.id === packageId)) return fail(packageNotFound(packageId));
      this.trainingRows.set(trainingId, { ...training, packages: training.packages.filter((candidate) => candidate.id !== packageId) });
      // Registrations keep their seat; the package they chose is gone.
      this.registrationRows = this.registrationRows.map((row) => (row.packageId === packageId ? { ...row, packageId: null } : row));
      return ok({ id: packageId });
    });
  }

  registrations(filter: RegistrationFilter & PageRequest): Promise<ApiResult<AdminPage<AdminRegistration>>> {
    this.registrationFilters.push(filter);
    return this.respond('registrations', 'registrations', () => {
      const rows = this.matching(filter).sort((a, b) => b.registeredAt.getTime() - a.registeredAt.getTime() || b.id - a.id);
      return ok(pageOf(rows.map((row) => this.registrationOf(row)), filter));
    });
  }

  exportRegistrations(filter: RegistrationFilter): Promise<ApiResult<string>> {
    this.exportFilters.push(filter);
    return this.respond('exportRegistrations', 'export', () => {
      const dateOf = (row: StoredRegistration) => this.trainingRows.get(row.trainingId)!.date.getTime();
      const rows = this.matching(filter).sort((a, b) => dateOf(a) - dateOf(b) || a.trainingId - b.trainingId || a.registeredAt.getTime() - b.registeredAt.getTime() || a.id - b.id);
      return ok(
        csvOf(
          REGISTRATION_CSV_HEADER,
          rows.map((row) => {
            const registration = this.registrationOf(row);
            return [registration.trainingTitle, new Date(dateOf(row)).toISOString(), registration.name, registration.email, registration.phone, registration.packageName, registration.status, registration.orderId, registration.registeredAt.toISOString()];
          }),
        ),
      );
    });
  }

  protected override callLog(method: string): string[] | null {
    return method === 'list' || method === 'registrations' ? null : this.calls;
  }

  private nextPackageId(): number {
    return nextId([...this.trainingRows.values()].flatMap((training) => training.packages.map(({ id }) => id)));
  }

  private holdsSeat(row: StoredRegistration): boolean {
    return row.status === 'Confirmed' || (row.status === 'Pending' && (row.expiresAt === null || row.expiresAt > this.now));
  }

  private matching(filter: RegistrationFilter): StoredRegistration[] {
    return this.registrationRows.filter(
      (row) =>
        (filter.trainingId === undefined || row.trainingId === filter.trainingId) &&
        (filter.status === undefined || row.status === filter.status) &&
        matchesSearch(filter.search, row.email, row.name),
    );
  }

  private registrationOf({ packageId, expiresAt: _expiresAt, ...row }: StoredRegistration): AdminRegistration {
    const training = this.trainingRows.get(row.trainingId);
    return { ...row, trainingTitle: training?.title ?? '', packageName: training?.packages.find((option) => option.id === packageId)?.name ?? null };
  }
}

/** The server lists a training's packages cheapest first. */
const withPackagesInOrder = (training: AdminTraining): AdminTraining => ({ ...training, packages: [...training.packages].sort((a, b) => a.price - b.price || a.id - b.id) });

const datesRefusal = (training: TrainingFields): ApiFailure | null => (training.endDate !== null && training.endDate < training.date ? refusal(400, 'end_before_start', serverAdminMessagesEn.endBeforeStart) : null);
