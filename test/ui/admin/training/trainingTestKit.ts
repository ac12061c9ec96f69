import { AdminTrainingApi } from '../../../../src/application/admin/training/AdminTrainingApi';
import { TrainingsPresenter } from '../../../../src/ui/admin/training/TrainingsPresenter';
import { FakeAdminTrainingApi } from '../../../application/support/fakes/FakeAdminTrainingApi';
import { sectionContainer } from '../shared/sectionsTestKit';
import { settle } from '../shared/adminFakes';

/** A container wired as the SPA's around the back office's training port, holding no trainings yet. */
export function trainingContainer() {
  const api = new FakeAdminTrainingApi();
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
