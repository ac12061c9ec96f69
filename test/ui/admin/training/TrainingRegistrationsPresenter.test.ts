import { describe, expect, it } from 'vitest';
import { TrainingRegistrationsPresenter } from '../../../../src/ui/admin/training/TrainingRegistrationsPresenter';
import { trainingRegistration } from '../../../application/support/fakes/FakeAdminTrainingApi';
import { settle } from '../shared/adminFakes';
import { addWorkshop, trainingsPanel } from './trainingTestKit';

describe('TrainingRegistrationsPresenter', () => {
  it('filters the registrations and exports them as the server made them', async () => {
    const { container, trainings, api, files, lastToast } = await trainingsPanel();
    await addWorkshop(trainings);
    api.registrationRows = [trainingRegistration(1, 1, { packageId: 1 })];
    const registrations = container.get(TrainingRegistrationsPresenter);
    registrations.opened();
    registrations.registrationsOfClicked(trainings.list.items[0]!);
    registrations.statusChosen('Confirmed');
    registrations.searchChanged('mona');
    await settle();
    expect(api.registrationFilters.at(-1)).toEqual({ page: 1, perPage: 20, trainingId: 1, status: 'Confirmed', search: 'mona' });
    await registrations.exportClicked();
    expect(api.exportFilters).toEqual([{ trainingId: 1, status: 'Confirmed', search: 'mona' }]);
    const csv =
      'Training,Training Date,Name,Email,Phone,Package,Status,Order ID,Registered At\r\n' +
      'Pediatric Crowns Workshop,2026-12-05T07:00:00.000Z,Mona Hassan,mona@clinic.example,01012345678,Standard,Confirmed,31,2026-11-20T09:01:00.000Z\r\n';
    expect(files.saved).toEqual([{ fileName: 'training-registrations-2026-11-21.csv', content: `\uFEFF${csv}`, contentType: 'text/csv;charset=utf-8' }]);
    expect(lastToast()?.message).toBe('Saved training-registrations-2026-11-21.csv.');
  });

  it('lists every training in its training filter, and again once they changed', async () => {
    const { container, trainings } = await trainingsPanel();
    const registrations = container.get(TrainingRegistrationsPresenter);
    registrations.opened();
    await settle();
    expect(registrations.trainingChoices).toEqual([]);
    await addWorkshop(trainings);
    await registrations.trainingsChanged();
    expect(registrations.trainingChoices).toEqual([{ value: '1', label: 'Pediatric Crowns Workshop' }]);
  });
});
