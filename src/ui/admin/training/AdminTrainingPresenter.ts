import { inject, injectable } from 'inversify';
import { AdminTrainingApi } from '../../../application/admin/training/AdminTrainingApi';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import { ToastPresenter } from '../../toast/ToastPresenter';
import { TrainingPackagesPresenter } from './TrainingPackagesPresenter';
import { TrainingRegistrationsPresenter } from './TrainingRegistrationsPresenter';
import { TrainingsPresenter } from './TrainingsPresenter';

/** Admin → Dental training: the trainings with their packages, and the registrations with their CSV export. */
@injectable()
export class AdminTrainingPresenter {
  readonly trainings = new TrainingsPresenter(this.api, this.toasts, this.registrations.trainingsChanged);
  readonly packages = new TrainingPackagesPresenter(this.api, this.toasts, this.trainings);

  constructor(
    @inject(AdminTrainingApi) private readonly api: AdminTrainingApi,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
    @inject(TrainingRegistrationsPresenter) readonly registrations: TrainingRegistrationsPresenter,
  ) {
    makePresenterObservable(this, arguments, { trainings: false, packages: false });
  }

  /** A training or one of its packages is being saved. */
  get saving(): boolean {
    return this.trainings.editor.saving || this.packages.saving;
  }

  opened(): void {
    void this.trainings.list.reload();
    this.registrations.opened();
  }
}
