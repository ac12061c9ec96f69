import { inject, injectable } from 'inversify';
import { type AdminRegistration, type AdminTraining, AdminTrainingApi, type RegistrationStatus } from '../../../application/admin/training/AdminTrainingApi';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import { CsvDownload } from '../shared/CsvDownload';
import { PagedList } from '../shared/PagedList';

/** Admin → Dental training → Registrations: filtered by training, status and text, and exported as the server's CSV. */
@injectable()
export class TrainingRegistrationsPresenter {
  trainingId = '';
  status = '';
  search = '';
  /** Every training, for the training filter. */
  trainingChoices: { value: string; label: string }[] = [];
  readonly list = new PagedList<AdminRegistration>((page) => this.api.registrations({ ...page, ...this.filter }));

  constructor(
    @inject(AdminTrainingApi) private readonly api: AdminTrainingApi,
    @inject(CsvDownload) readonly csv: CsvDownload,
  ) {
    makePresenterObservable(this, arguments, { list: false });
  }

  get filter(): { trainingId?: number; status?: RegistrationStatus; search?: string } {
    return {
      trainingId: this.trainingId === '' ? undefined : Number(this.trainingId),
      status: this.status === '' ? undefined : (this.status as RegistrationStatus),
      search: this.search,
    };
  }

  opened(): void {
    void this.list.reload();
    void this.trainingsChanged();
  }

  /** A training's Registrations button: its registrations only. */
  registrationsOfClicked(training: AdminTraining): void {
    this.trainingChosen(String(training.id));
  }

  trainingChosen(trainingId: string): void {
    this.trainingId = trainingId;
    void this.list.firstPage();
  }

  statusChosen(status: string): void {
    this.status = status;
    void this.list.firstPage();
  }

  searchChanged(search: string): void {
    this.search = search;
    void this.list.firstPage();
  }

  exportClicked(): Promise<void> {
    return this.csv.download('training-registrations', () => this.api.exportRegistrations(this.filter));
  }

  /** A training was added, changed or deleted: the training filter lists them as they are now. */
  async trainingsChanged(): Promise<void> {
    // The filter lists the latest trainings; the server's page limit is 100.
    const answer = await this.api.list({ page: 1, perPage: 100 });
    if (answer.ok) this.choicesLoaded(answer.value.items);
  }

  private choicesLoaded(trainings: readonly AdminTraining[]): void {
    this.trainingChoices = trainings.map((training) => ({ value: String(training.id), label: training.title }));
  }
}
