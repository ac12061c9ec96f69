import { describe, expect, it } from 'vitest';
import type { AdminTrainingApi, TrainingFields, TrainingPackageFields } from '../../../src/application/admin/training/AdminTrainingApi';
import type { Subject } from './support/Subject';

export interface AdminTrainingApiSubject {
  readonly api: AdminTrainingApi;
  /** A title nothing has yet, starting with `base` (a new one each call). */
  uniqueTitle(base: string): string;
  /** A new customer's Confirmed registration, without an order, to training `trainingId` with its package `packageId`: it takes a seat. */
  register(trainingId: number, packageId: number): Promise<{ readonly email: string }>;
}

/** No training and no package has this id. */
const UNKNOWN_ID = 987_654;
const firstPage = { page: 1, perPage: 5 };

/** A two-day course in Cairo, 12 seats, on sale, without Arabic. */
const crownsCourse = (title: string): TrainingFields => ({
  title,
  description: 'Hands-on pediatric crowns.',
  instructors: 'Dr. Amal Farouk',
  date: new Date('2027-03-01T07:00:00Z'),
  endDate: new Date('2027-03-02T15:00:00Z'),
  location: 'Cairo',
  titleAr: null,
  descriptionAr: null,
  instructorsAr: null,
  locationAr: null,
  capacity: 12,
  imageUrl: '',
  isActive: true,
});
const premium: TrainingPackageFields = { name: 'Premium', nameAr: null, price: 250_000 };
const standard: TrainingPackageFields = { name: 'Standard', nameAr: 'الأساسية', price: 150_050 };

/** What the back office's training screen relies on from the training, package and registration calls. */
export function adminTrainingApiContract(subject: Subject<AdminTrainingApiSubject>): void {
  describe('AdminTrainingApi', () => {
    it('adds a training with its packages, listed cheapest first and found by its title, and reads an edit back', async () => {
      const { api, uniqueTitle } = await subject();
      const fields = crownsCourse(uniqueTitle('Pediatric Crowns'));
      const created = await api.create(fields, [premium, standard]);
      expect(created).toEqual({ ok: true, value: { ...fields, id: expect.any(Number), seatsTaken: 0, packages: [{ ...standard, id: expect.any(Number) }, { ...premium, id: expect.any(Number) }] } });
      if (!created.ok) return;
      expect(await api.list({ ...firstPage, search: fields.title })).toEqual({ ok: true, value: { items: [created.value], total: 1, page: 1, perPage: 5, pageCount: 1 } });
      const moved = { ...fields, location: 'Giza', endDate: null, capacity: null, titleAr: `تيجان الأطفال ${fields.title}`, instructorsAr: 'د. آمال فاروق', isActive: false };
      expect(await api.update(created.value.id, moved)).toEqual({ ok: true, value: { ...created.value, ...moved } });
      expect(await api.list({ ...firstPage, search: moved.titleAr })).toMatchObject({ ok: true, value: { items: [{ id: created.value.id, location: 'Giza', capacity: null, isActive: false }], total: 1 } });
    });

    it('refuses a training that ends before it starts as rejected, changing nothing', async () => {
      const { api, uniqueTitle } = await subject();
      const fields = crownsCourse(uniqueTitle('Space Maintainers'));
      const backwards = { ...fields, endDate: new Date('2027-02-28T07:00:00Z') };
      expect(await api.create(backwards, [])).toMatchObject({ ok: false, error: { kind: 'rejected', status: 400, code: 'end_before_start' } });
      expect(await api.list({ ...firstPage, search: fields.title })).toMatchObject({ ok: true, value: { total: 0 } });
      const created = await api.create(fields, []);
      if (!created.ok) throw new Error(created.error.message);
      expect(await api.update(created.value.id, backwards)).toMatchObject({ ok: false, error: { kind: 'rejected', status: 400 } });
      expect(await api.list({ ...firstPage, search: fields.title })).toMatchObject({ ok: true, value: { items: [{ endDate: fields.endDate }] } });
    });

    it("adds, changes and deletes a training's packages, read back with it, and answers not-found for one it does not hold", async () => {
      const { api, uniqueTitle } = await subject();
      const fields = crownsCourse(uniqueTitle('Rotary Endodontics'));
      const created = await api.create(fields, [standard]);
      if (!created.ok) throw new Error(created.error.message);
      const { id } = created.value;
      const added = await api.addPackage(id, premium);
      expect(added).toEqual({ ok: true, value: { ...premium, id: expect.any(Number) } });
      if (!added.ok) return;
      const cheaper = { ...premium, nameAr: 'المميزة', price: 99_950 };
      expect(await api.updatePackage(id, added.value.id, cheaper)).toEqual({ ok: true, value: { ...cheaper, id: added.value.id } });
      expect(await api.list({ ...firstPage, search: fields.title })).toMatchObject({ ok: true, value: { items: [{ packages: [{ ...cheaper, id: added.value.id }, { name: standard.name }] }] } });
      const standardId = created.value.packages[0]!.id;
      expect(await api.deletePackage(id, standardId)).toEqual({ ok: true, value: { id: standardId } });
      expect(await api.list({ ...firstPage, search: fields.title })).toMatchObject({ ok: true, value: { items: [{ packages: [{ id: added.value.id }] }] } });
      expect(await api.deletePackage(id, standardId)).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
      expect(await api.updatePackage(id, UNKNOWN_ID, cheaper)).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
      expect(await api.addPackage(UNKNOWN_ID, premium)).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
    });

    it("finds a training's registrations by status and the customer's e-mail, and exports them as a CSV file", async () => {
      const { api, uniqueTitle, register } = await subject();
      const fields = crownsCourse(uniqueTitle('Laser Dentistry'));
      const created = await api.create(fields, [standard]);
      if (!created.ok) throw new Error(created.error.message);
      const { id } = created.value;
      const first = await register(id, created.value.packages[0]!.id);
      const second = await register(id, created.value.packages[0]!.id);
      const listed = await api.registrations({ ...firstPage, trainingId: id });
      expect(listed).toMatchObject({
        ok: true,
        value: {
          items: [
            { trainingId: id, trainingTitle: fields.title, email: second.email, packageName: standard.name, status: 'Confirmed', orderId: null },
            { trainingId: id, email: first.email },
          ],
          total: 2,
          pageCount: 1,
        },
      });
      expect(await api.registrations({ ...firstPage, trainingId: id, status: 'Cancelled' })).toMatchObject({ ok: true, value: { items: [], total: 0 } });
      expect(await api.registrations({ ...firstPage, search: first.email.toUpperCase() })).toMatchObject({ ok: true, value: { items: [{ trainingId: id, email: first.email }], total: 1 } });
      expect(await api.list({ ...firstPage, search: fields.title })).toMatchObject({ ok: true, value: { items: [{ seatsTaken: 2 }] } });
      const csv = await api.exportRegistrations({ trainingId: id, status: 'Confirmed' });
      if (!csv.ok) throw new Error(csv.error.message);
      const lines = csv.value.split('\r\n');
      expect(lines).toHaveLength(4);
      expect(lines.slice(1, 3).map((line) => line.startsWith(`${fields.title},${fields.date.toISOString()},`) && line.includes(`,${standard.name},Confirmed,,`))).toEqual([true, true]);
      expect(lines[1]).toContain(`,${first.email},`);
      expect(lines[2]).toContain(`,${second.email},`);
    });

    it('refuses a capacity below the seats taken and deleting a training someone holds a seat in, as conflicts; deletes one nobody does', async () => {
      const { api, uniqueTitle, register } = await subject();
      const held = crownsCourse(uniqueTitle('Sedation Course'));
      const taken = await api.create(held, [standard]);
      if (!taken.ok) throw new Error(taken.error.message);
      await register(taken.value.id, taken.value.packages[0]!.id);
      expect(await api.update(taken.value.id, { ...held, capacity: 0 })).toMatchObject({ ok: false, error: { kind: 'conflict', status: 409, code: 'capacity_below_seats' } });
      const refused = await api.delete(taken.value.id);
      expect(refused).toMatchObject({ ok: false, error: { kind: 'conflict', status: 409, code: 'training_has_registrations' } });
      expect(!refused.ok && refused.error.message).toContain(held.title);
      expect(await api.list({ ...firstPage, search: held.title })).toMatchObject({ ok: true, value: { items: [{ id: taken.value.id, capacity: 12 }] } });

      const free = crownsCourse(uniqueTitle('Composite Veneers'));
      const untaken = await api.create(free, []);
      if (!untaken.ok) throw new Error(untaken.error.message);
      expect(await api.delete(untaken.value.id)).toEqual({ ok: true, value: { id: untaken.value.id } });
      expect(await api.list({ ...firstPage, search: free.title })).toMatchObject({ ok: true, value: { items: [], total: 0 } });
      expect(await api.delete(untaken.value.id)).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
      expect(await api.update(UNKNOWN_ID, free)).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
    });
  });
}
