import { describe, expect, it } from 'vitest';
import { AdminTrainingPresenter } from '../../../../src/ui/admin/training/AdminTrainingPresenter';
import { settle } from '../shared/adminFakes';
import { addWorkshop, trainingContainer } from './trainingTestKit';

async function setUp() {
  const kit = trainingContainer();
  const page = kit.container.get(AdminTrainingPresenter);
  page.opened();
  await settle();
  return { ...kit, page };
}

describe('AdminTrainingPresenter', () => {
  it("lists a training in the registrations' training filter once it is added, and again once it is deleted", async () => {
    const { page, api } = await setUp();
    expect(api.registrationFilters).toEqual([{ page: 1, perPage: 20, trainingId: undefined, status: undefined, search: '' }]);
    await addWorkshop(page.trainings);
    expect(page.registrations.trainingChoices).toEqual([{ value: '1', label: 'Pediatric Crowns Workshop' }]);
    page.trainings.editor.deleteClicked(page.trainings.list.items[0]!);
    await page.trainings.editor.confirmation.confirmed();
    expect(page.registrations.trainingChoices).toEqual([]);
  });

  it("manages the packages of the trainings' list, saving one thing at a time", async () => {
    const { page } = await setUp();
    await addWorkshop(page.trainings);
    page.packages.packagesClicked(page.trainings.list.items[0]!);
    page.packages.addClicked();
    page.packages.fieldChanged('name', 'Premium');
    page.packages.fieldChanged('price', '2500');
    const saving = page.packages.saveClicked();
    expect(page.saving).toBe(true);
    await saving;
    expect(page.saving).toBe(false);
    expect(page.trainings.list.items[0]?.packages.map((option) => option.name)).toEqual(['Standard', 'Premium']);
  });

  it('saves no package while its training is being saved', async () => {
    const { page, api } = await setUp();
    await addWorkshop(page.trainings);
    page.packages.packagesClicked(page.trainings.list.items[0]!);
    page.packages.addClicked();
    page.packages.fieldChanged('name', 'Premium');
    page.packages.fieldChanged('price', '2500');
    page.trainings.editClicked(page.trainings.list.items[0]!);
    const savingTraining = page.trainings.editor.saveClicked();
    expect(page.saving).toBe(true);
    await page.packages.saveClicked();
    expect(api.calls).not.toContain('add package 1');
    await savingTraining;
    await page.packages.saveClicked();
    expect(api.calls).toContain('add package 1');
  });
});
