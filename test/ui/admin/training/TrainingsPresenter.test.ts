import { describe, expect, it } from 'vitest';
import { serverAdminMessagesEn } from '../../../../src/locales/server/en/serverAdminMessagesEn';
import { trainingRegistration } from '../../../application/support/fakes/FakeAdminTrainingApi';
import { settle } from '../shared/adminFakes';
import { addWorkshop, trainingsPanel } from './trainingTestKit';

describe('TrainingsPresenter', () => {
  it('adds a training in Cairo time with its packages in piasters', async () => {
    const { trainings, api, lastToast, changes } = await trainingsPanel();
    await addWorkshop(trainings);
    expect(api.trainingRows.get(1)).toMatchObject({ title: 'Pediatric Crowns Workshop', capacity: 12, endDate: null, packages: [{ name: 'Standard', nameAr: 'الأساسية', price: 150_050 }] });
    expect(api.trainingRows.get(1)?.date.toISOString()).toBe('2026-12-05T07:00:00.000Z');
    expect(lastToast()?.message).toBe('Training added.');
    expect(trainings.list.items.map((training) => training.title)).toEqual(['Pediatric Crowns Workshop']);
    expect(changes).toEqual(['changed']);
  });

  it('adds and edits the Arabic title, description, trainers and location beside the English, trimmed, a blank one sent as none', async () => {
    const { trainings, api } = await trainingsPanel();
    trainings.editor.addClicked();
    trainings.editor.fieldChanged('title', 'Pediatric Crowns Workshop');
    trainings.editor.fieldChanged('titleAr', ' ورشة تيجان الأطفال ');
    trainings.editor.fieldChanged('instructors', 'Dr. Salma Khaled');
    trainings.editor.fieldChanged('instructorsAr', ' د. سلمى خالد ');
    trainings.editor.fieldChanged('locationAr', 'المعادي، القاهرة');
    trainings.editor.fieldChanged('date', '2026-12-05T09:00');
    await trainings.editor.saveClicked();
    await settle();
    expect(api.trainingRows.get(1)).toMatchObject({ titleAr: 'ورشة تيجان الأطفال', descriptionAr: null, instructorsAr: 'د. سلمى خالد', locationAr: 'المعادي، القاهرة' });

    trainings.editClicked(api.trainingRows.get(1)!);
    expect(trainings.editor.form).toMatchObject({ titleAr: 'ورشة تيجان الأطفال', descriptionAr: '', instructors: 'Dr. Salma Khaled', instructorsAr: 'د. سلمى خالد', locationAr: 'المعادي، القاهرة' });
    trainings.editor.fieldChanged('locationAr', '   ');
    trainings.editor.fieldChanged('descriptionAr', 'يوم عملي على التيجان.');
    await trainings.editor.saveClicked();
    await settle();
    expect(api.trainingRows.get(1)).toMatchObject({ title: 'Pediatric Crowns Workshop', titleAr: 'ورشة تيجان الأطفال', descriptionAr: 'يوم عملي على التيجان.', locationAr: null });
  });

  it('refuses a missing title or date, an end before the start, a bad capacity and an incomplete package', async () => {
    const { trainings, api } = await trainingsPanel();
    trainings.editor.addClicked();
    trainings.editor.fieldChanged('date', '2026-12-05T09:00');
    trainings.editor.fieldChanged('endDate', '2026-12-04T09:00');
    trainings.editor.fieldChanged('capacity', 'ten');
    trainings.packageRowAdded();
    trainings.packageRowChanged(0, 'name', 'Standard');
    await trainings.editor.saveClicked();
    expect(trainings.editor.errors).toEqual({
      title: 'Title is required.',
      endDate: 'The end must come after the start.',
      capacity: 'Capacity must be a whole number of 0 or more.',
      packages: 'Package 1 needs a name and a price in EGP.',
    });
    trainings.packageRowRemoved(0);
    trainings.editor.fieldChanged('date', '2026-02-30T09:00');
    await trainings.editor.saveClicked();
    expect(trainings.editor.errors.date).toBe('Starts (Cairo) must be a complete date and time.');
    expect(api.calls).toEqual([]);
  });

  it('edits a training with its values filled in, in Cairo time', async () => {
    const { trainings, api } = await trainingsPanel();
    await addWorkshop(trainings);
    trainings.editClicked(trainings.list.items[0]!);
    expect(trainings.editor.form).toMatchObject({ title: 'Pediatric Crowns Workshop', date: '2026-12-05T09:00', capacity: '12', packages: [] });
    trainings.editor.fieldChanged('capacity', '');
    await trainings.editor.saveClicked();
    expect(api.calls).toContain('update 1');
    expect(api.trainingRows.get(1)?.capacity).toBeNull();
  });

  it('shows a refused delete and keeps the training', async () => {
    const { trainings, api, lastToast, changes } = await trainingsPanel();
    await addWorkshop(trainings);
    api.registrationRows = [trainingRegistration(1, 1)];
    trainings.editor.deleteClicked(trainings.list.items[0]!);
    await trainings.editor.confirmation.confirmed();
    expect(api.calls).toContain('delete 1');
    expect(lastToast()?.message).toBe(serverAdminMessagesEn.trainingHasRegistrations('Pediatric Crowns Workshop', 1));
    expect(trainings.list.items).toHaveLength(1);
    expect(changes).toEqual(['changed']);
  });
});
