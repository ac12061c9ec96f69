import type { AdminTraining, AdminTrainingApi, AdminTrainingPackage } from '../../../application/admin/training/AdminTrainingApi';
import { AdminSectionsMessages } from '../../messages/AdminSectionsMessages';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import type { ToastPresenter } from '../../toast/ToastPresenter';
import { Confirmation } from '../shared/Confirmation';
import { confirmDeletion } from '../shared/confirmDeletion';
import { inputOfPiasters } from '../events/formValues';
import { type PackageRow, packageOf } from './TrainingForm';
import type { TrainingsPresenter } from './TrainingsPresenter';

const texts = AdminSectionsMessages.training;

export interface PackageForm {
  /** Null while adding a package. */
  id: number | null;
  name: string;
  nameAr: string;
  price: string;
}

/**
 * Admin → Dental training → a training's packages, added, edited and deleted one by one; the
 * trainings' list shows each change at once. One thing is saved at a time: a package waits while
 * its training is being saved.
 */
export class TrainingPackagesPresenter {
  /** The training whose packages are being managed. */
  training: AdminTraining | null = null;
  form: PackageForm | null = null;
  error: string | null = null;
  saving = false;
  readonly confirmation = new Confirmation();

  constructor(
    private readonly api: AdminTrainingApi,
    private readonly toasts: ToastPresenter,
    private readonly trainings: TrainingsPresenter,
  ) {
    makePresenterObservable(this, arguments, { confirmation: false });
  }

  packagesClicked(training: AdminTraining): void {
    this.training = training;
    this.form = null;
    this.error = null;
  }

  closed(): void {
    this.training = null;
    this.form = null;
  }

  addClicked(): void {
    this.form = { id: null, name: '', nameAr: '', price: '' };
    this.error = null;
  }

  editClicked(option: AdminTrainingPackage): void {
    this.form = { id: option.id, name: option.name, nameAr: option.nameAr ?? '', price: inputOfPiasters(option.price) };
    this.error = null;
  }

  fieldChanged(field: keyof PackageRow, value: string): void {
    if (!this.form) return;
    this.form[field] = value;
    this.error = null;
  }

  formClosed(): void {
    this.form = null;
  }

  async saveClicked(): Promise<void> {
    const training = this.training;
    const form = this.form;
    if (!training || !form || this.saving || this.trainings.editor.saving) return;
    const option = packageOf(form);
    if (!option) {
      this.error = texts.packageIncomplete;
      return;
    }
    this.saving = true;
    const answer = form.id === null ? await this.api.addPackage(training.id, option) : await this.api.updatePackage(training.id, form.id, option);
    this.saved(training.id, answer, form.id === null ? texts.packageAdded : texts.packageSaved);
  }

  deleteClicked(option: AdminTrainingPackage): void {
    const training = this.training;
    if (!training) return;
    confirmDeletion(this.confirmation, this.toasts, { title: texts.deletePackageNamed(option.name), message: texts.confirmDeletePackage(option.name) }, () => this.api.deletePackage(training.id, option.id), {
      success: texts.packageDeleted,
      refresh: () => this.packagesChanged(training.id, training.packages.filter((candidate) => candidate.id !== option.id)),
    });
  }

  private saved(trainingId: number, answer: Awaited<ReturnType<AdminTrainingApi['addPackage']>>, success: string): void {
    this.saving = false;
    if (!answer.ok) {
      this.error = answer.error.message;
      return;
    }
    const current = this.training?.packages ?? [];
    const saved = answer.value;
    const packages = current.some((option) => option.id === saved.id) ? current.map((option) => (option.id === saved.id ? saved : option)) : [...current, saved];
    this.packagesChanged(trainingId, packages);
    this.form = null;
    this.toasts.success(success);
  }

  private packagesChanged(trainingId: number, packages: readonly AdminTrainingPackage[]): void {
    const list = this.trainings.list;
    const training = list.items.find((row) => row.id === trainingId) ?? this.training;
    if (!training) return;
    const updated = { ...training, packages };
    list.replaced((row) => row.id === trainingId, updated);
    if (this.training?.id === trainingId) this.training = updated;
  }
}
