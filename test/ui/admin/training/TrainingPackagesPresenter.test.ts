import { describe, expect, it } from 'vitest';
import { TrainingPackagesPresenter } from '../../../../src/ui/admin/training/TrainingPackagesPresenter';
import { addWorkshop, trainingsPanel } from './trainingTestKit';

async function setUp() {
  const kit = await trainingsPanel();
  await addWorkshop(kit.trainings);
  return { ...kit, packages: new TrainingPackagesPresenter(kit.api, kit.toasts, kit.trainings) };
}

describe('TrainingPackagesPresenter', () => {
  it("manages a training's packages: adds, edits and deletes once confirmed", async () => {
    const { trainings, packages, api } = await setUp();
    packages.packagesClicked(trainings.list.items[0]!);
    packages.addClicked();
    packages.fieldChanged('name', 'Premium');
    await packages.saveClicked();
    expect(packages.error).toBe('A package needs a name and a price in EGP.');
    packages.fieldChanged('price', '2500');
    await packages.saveClicked();
    expect(packages.training?.packages.map((option) => option.name)).toEqual(['Standard', 'Premium']);
    expect(trainings.list.items[0]?.packages).toHaveLength(2);

    packages.editClicked(packages.training!.packages[1]!);
    expect(packages.form).toEqual({ id: 2, name: 'Premium', nameAr: '', price: '2500' });
    packages.fieldChanged('price', '2600');
    packages.fieldChanged('nameAr', 'المميزة');
    await packages.saveClicked();
    expect(packages.training?.packages[1]).toEqual({ id: 2, name: 'Premium', nameAr: 'المميزة', price: 260_000 });

    packages.deleteClicked(packages.training!.packages[0]!);
    expect(api.calls).not.toContain('delete package 1/1');
    await packages.confirmation.confirmed();
    expect(packages.training?.packages.map((option) => option.name)).toEqual(['Premium']);
    expect(trainings.list.items[0]?.packages.map((option) => option.name)).toEqual(['Premium']);
  });
});
