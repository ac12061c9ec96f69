import { describe, expect, it } from 'vitest';
import type { PageRequest } from '../../../../src/application/admin/AdminPage';
import {
  type AdminRegistration,
  type AdminTraining,
  AdminTrainingApi,
  type RegistrationFilter,
  type TrainingFields,
  type TrainingFilter,
  type TrainingPackageFields,
} from '../../../../src/application/admin/training/AdminTrainingApi';
import { AdminTrainingPresenter } from '../../../../src/ui/admin/training/AdminTrainingPresenter';
import { FakePort, pageOf, rejected, sectionContainer, settle } from '../management/sectionsTestKit';

class FakeTrainingApi extends FakePort implements AdminTrainingApi {
  trainings: AdminTraining[] = [];
  registrationRows: AdminRegistration[] = [];
  registrationFilters: (RegistrationFilter & PageRequest)[] = [];
  exportFilters: RegistrationFilter[] = [];
  private nextPackageId = 100;

  list(filter: TrainingFilter) {
    return Promise.resolve(pageOf(this.trainings, filter));
  }
  create(training: TrainingFields, packages: readonly TrainingPackageFields[]) {
    return this.answer('create', () => {
      const created: AdminTraining = { ...training, id: this.trainings.length + 1, seatsTaken: 0, packages: packages.map((option) => ({ ...option, id: this.nextPackageId++ })) };
      this.trainings.unshift(created);
      return created;
    });
  }
  update(id: number, training: TrainingFields) {
    return this.answer(`update ${id}`, () => {
      const updated = { ...this.trainings.find((candidate) => candidate.id === id)!, ...training };
      this.trainings = this.trainings.map((candidate) => (candidate.id === id ? updated : candidate));
      return updated;
    });
  }
  delete(id: number) {
    return this.answer(`delete ${id}`, () => ({ id }));
  }
  addPackage(trainingId: number, option: TrainingPackageFields) {
    return this.answer(`add package ${trainingId}`, () => ({ ...option, id: this.nextPackageId++ }));
  }
  updatePackage(trainingId: number, packageId: number, option: TrainingPackageFields) {
    return this.answer(`update package ${trainingId}/${packageId}`, () => ({ ...option, id: packageId }));
  }
  deletePackage(trainingId: number, packageId: number) {
    return this.answer(`delete package ${trainingId}/${packageId}`, () => ({ id: packageId }));
  }
  registrations(filter: RegistrationFilter & PageRequest) {
    this.registrationFilters.push(filter);
    return Promise.resolve(pageOf(this.registrationRows, filter));
  }
  exportRegistrations(filter: RegistrationFilter) {
    this.exportFilters.push(filter);
    return this.answer('export', () => 'Training,Name\r\nWorkshop,Mona\r\n');
  }
}

async function setUp() {
  const api = new FakeTrainingApi();
  const kit = sectionContainer(AdminTrainingApi, api);
  const presenter = kit.container.get(AdminTrainingPresenter);
  presenter.opened();
  await settle();
  return { ...kit, api, presenter };
}

async function addWorkshop(presenter: AdminTrainingPresenter) {
  presenter.addClicked();
  presenter.fieldChanged('title', 'Pediatric Crowns Workshop');
  presenter.fieldChanged('date', '2026-12-05T09:00');
  presenter.fieldChanged('capacity', '12');
  presenter.packageRowAdded();
  presenter.packageRowChanged(0, 'name', 'Standard');
  presenter.packageRowChanged(0, 'nameAr', ' الأساسية ');
  presenter.packageRowChanged(0, 'price', '1500.50');
  await presenter.saveClicked();
  await settle();
}

describe('AdminTrainingPresenter', () => {
  it('adds a training in Cairo time with its packages in piasters', async () => {
    const { presenter, api, lastToast } = await setUp();
    await addWorkshop(presenter);
    expect(api.trainings[0]).toMatchObject({ title: 'Pediatric Crowns Workshop', capacity: 12, endDate: null, packages: [{ name: 'Standard', nameAr: 'الأساسية', price: 150_050 }] });
    expect(api.trainings[0]?.date.toISOString()).toBe('2026-12-05T07:00:00.000Z');
    expect(lastToast()?.message).toBe('Training added.');
    expect(presenter.trainingChoices).toEqual([{ value: '1', label: 'Pediatric Crowns Workshop' }]);
  });

  it('adds and edits the Arabic title, description and location beside the English, trimmed, a blank one sent as none', async () => {
    const { presenter, api } = await setUp();
    presenter.addClicked();
    presenter.fieldChanged('title', 'Pediatric Crowns Workshop');
    presenter.fieldChanged('titleAr', ' ورشة تيجان الأطفال ');
    presenter.fieldChanged('locationAr', 'المعادي، القاهرة');
    presenter.fieldChanged('date', '2026-12-05T09:00');
    await presenter.saveClicked();
    await settle();
    expect(api.trainings[0]).toMatchObject({ titleAr: 'ورشة تيجان الأطفال', descriptionAr: null, locationAr: 'المعادي، القاهرة' });

    presenter.editClicked(api.trainings[0]!);
    expect(presenter.form).toMatchObject({ titleAr: 'ورشة تيجان الأطفال', descriptionAr: '', locationAr: 'المعادي، القاهرة' });
    presenter.fieldChanged('locationAr', '   ');
    presenter.fieldChanged('descriptionAr', 'يوم عملي على التيجان.');
    await presenter.saveClicked();
    await settle();
    expect(api.trainings[0]).toMatchObject({ title: 'Pediatric Crowns Workshop', titleAr: 'ورشة تيجان الأطفال', descriptionAr: 'يوم عملي على التيجان.', locationAr: null });
  });

  it('refuses a missing title or date, an end before the start, a bad capacity and an incomplete package', async () => {
    const { presenter, api } = await setUp();
    presenter.addClicked();
    presenter.fieldChanged('date', '2026-12-05T09:00');
    presenter.fieldChanged('endDate', '2026-12-04T09:00');
    presenter.fieldChanged('capacity', 'ten');
    presenter.packageRowAdded();
    presenter.packageRowChanged(0, 'name', 'Standard');
    await presenter.saveClicked();
    expect(presenter.errors).toEqual({
      title: 'Title is required.',
      endDate: 'The end must come after the start.',
      capacity: 'Capacity must be a whole number of 0 or more.',
      packages: 'Package 1 needs a name and a price in EGP.',
    });
    presenter.packageRowRemoved(0);
    presenter.fieldChanged('date', '2026-02-30T09:00');
    await presenter.saveClicked();
    expect(presenter.errors.date).toBe('Starts (Cairo) must be a complete date and time.');
    expect(api.calls).toEqual([]);
  });

  it('edits a training with its values filled in, in Cairo time', async () => {
    const { presenter, api } = await setUp();
    await addWorkshop(presenter);
    presenter.editClicked(presenter.list.items[0]!);
    expect(presenter.form).toMatchObject({ title: 'Pediatric Crowns Workshop', date: '2026-12-05T09:00', capacity: '12', packages: [] });
    presenter.fieldChanged('capacity', '');
    await presenter.saveClicked();
    expect(api.calls).toContain('update 1');
    expect(api.trainings[0]?.capacity).toBeNull();
  });

  it("manages a training's packages: adds, edits and deletes once confirmed", async () => {
    const { presenter, api } = await setUp();
    await addWorkshop(presenter);
    presenter.packagesClicked(presenter.list.items[0]!);
    presenter.addPackageClicked();
    presenter.packageFieldChanged('name', 'Premium');
    await presenter.savePackageClicked();
    expect(presenter.packageError).toBe('A package needs a name and a price in EGP.');
    presenter.packageFieldChanged('price', '2500');
    await presenter.savePackageClicked();
    expect(presenter.packagesOf?.packages.map((option) => option.name)).toEqual(['Standard', 'Premium']);
    expect(presenter.list.items[0]?.packages).toHaveLength(2);

    presenter.editPackageClicked(presenter.packagesOf!.packages[1]!);
    expect(presenter.packageForm).toEqual({ id: 101, name: 'Premium', nameAr: '', price: '2500' });
    presenter.packageFieldChanged('price', '2600');
    presenter.packageFieldChanged('nameAr', 'المميزة');
    await presenter.savePackageClicked();
    expect(presenter.packagesOf?.packages[1]).toEqual({ id: 101, name: 'Premium', nameAr: 'المميزة', price: 260_000 });

    presenter.deletePackageClicked(presenter.packagesOf!.packages[0]!);
    expect(api.calls).not.toContain('delete package 1/100');
    await presenter.confirmation.confirmed();
    expect(presenter.packagesOf?.packages.map((option) => option.name)).toEqual(['Premium']);
    expect(presenter.list.items[0]?.packages.map((option) => option.name)).toEqual(['Premium']);
  });

  it('filters the registrations and exports them as the server made them', async () => {
    const { presenter, api, files, lastToast } = await setUp();
    await addWorkshop(presenter);
    presenter.registrationsOfClicked(presenter.list.items[0]!);
    presenter.registrationStatusChosen('Confirmed');
    presenter.registrationSearchChanged('mona');
    await settle();
    expect(api.registrationFilters.at(-1)).toEqual({ page: 1, perPage: 20, trainingId: 1, status: 'Confirmed', search: 'mona' });
    await presenter.exportClicked();
    expect(api.exportFilters).toEqual([{ trainingId: 1, status: 'Confirmed', search: 'mona' }]);
    expect(files.saved).toEqual([{ fileName: 'training-registrations-2026-11-21.csv', content: '\uFEFFTraining,Name\r\nWorkshop,Mona\r\n', contentType: 'text/csv;charset=utf-8' }]);
    expect(lastToast()?.message).toBe('Saved training-registrations-2026-11-21.csv.');
  });

  it('shows a refused delete and keeps the training', async () => {
    const { presenter, api, lastToast } = await setUp();
    await addWorkshop(presenter);
    presenter.deleteClicked(presenter.list.items[0]!);
    api.refuseNext(rejected('Customers hold seats in this training: switch it off instead.', 409));
    await presenter.confirmation.confirmed();
    expect(lastToast()?.message).toBe('Customers hold seats in this training: switch it off instead.');
    expect(presenter.list.items).toHaveLength(1);
  });
});
