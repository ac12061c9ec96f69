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
import { TrainingsPresenter } from '../../../../src/ui/admin/training/TrainingsPresenter';
import { FakePort, pageOf, sectionContainer } from '../shared/sectionsTestKit';
import { settle } from '../shared/adminFakes';

/** The back office's training port in memory; it records the registrations' and the export's filters. */
export class FakeTrainingApi extends FakePort implements AdminTrainingApi {
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

/** A container wired as the SPA's around a FakeTrainingApi. */
export function trainingContainer() {
  const api = new FakeTrainingApi();
  return { ...sectionContainer(AdminTrainingApi, api), api };
}

/** The trainings' panel on its own; `changes` counts what it told the rest of the screen. */
export async function trainingsPanel() {
  const kit = trainingContainer();
  const changes: string[] = [];
  const trainings = new TrainingsPresenter(kit.api, kit.toasts, async () => void changes.push('changed'));
  await trainings.list.reload();
  return { ...kit, trainings, changes };
}

/** Adds the Pediatric Crowns Workshop (5 Dec 2026, 09:00 Cairo time, 12 seats) with its Standard package. */
export async function addWorkshop(trainings: TrainingsPresenter) {
  trainings.editor.addClicked();
  trainings.editor.fieldChanged('title', 'Pediatric Crowns Workshop');
  trainings.editor.fieldChanged('date', '2026-12-05T09:00');
  trainings.editor.fieldChanged('capacity', '12');
  trainings.packageRowAdded();
  trainings.packageRowChanged(0, 'name', 'Standard');
  trainings.packageRowChanged(0, 'nameAr', ' الأساسية ');
  trainings.packageRowChanged(0, 'price', '1500.50');
  await trainings.editor.saveClicked();
  await settle();
}
