import type { AdminTraining, AdminTrainingApi } from '../../../application/admin/training/AdminTrainingApi';
import { AdminSectionsMessages } from '../../messages/AdminSectionsMessages';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import type { ToastPresenter } from '../../toast/ToastPresenter';
import { PagedList } from '../shared/PagedList';
import { RecordEditor } from '../shared/RecordEditor';
import { type PackageRow, type TrainingForm, type TrainingToSave, checkedTraining, emptyTrainingForm, trainingFormOf } from './TrainingForm';

const texts = AdminSectionsMessages.training;

/**
 * Admin → Dental training → Trainings: the searched list, the add / edit form (a new training
 * brings its first packages with it) and the deletion. `changed` tells the rest of the screen that
 * a training was added, changed or deleted.
 */
export class TrainingsPresenter {
  search = '';
  readonly list = new PagedList<AdminTraining>((page) => this.api.list({ ...page, search: this.search }));
  readonly editor = new RecordEditor<AdminTraining, TrainingForm, TrainingToSave>(this.toasts, {
    blank: emptyTrainingForm,
    check: checkedTraining,
    send: ({ fields, packages }, id) => (id === null ? this.api.create(fields, packages) : this.api.update(id, fields)),
    savedText: (id) => (id === null ? texts.created : texts.updated),
    saved: () => {
      void this.list.reload();
      void this.changed();
    },
    remove: (training) => this.api.delete(training.id),
    deletion: (training) => ({ title: texts.deleteNamed(training.title), message: texts.confirmDelete(training.title), success: texts.deleted }),
    deleted: async () => {
      await this.list.reload();
      await this.changed();
    },
  });

  constructor(
    private readonly api: AdminTrainingApi,
    private readonly toasts: ToastPresenter,
    private readonly changed: () => Promise<void>,
  ) {
    makePresenterObservable(this, arguments, { list: false, editor: false });
  }

  searchChanged(search: string): void {
    this.search = search;
    void this.list.firstPage();
  }

  editClicked(training: AdminTraining): void {
    this.editor.opened(training.id, trainingFormOf(training));
  }

  packageRowAdded(): void {
    this.editor.form?.packages.push({ name: '', nameAr: '', price: '' });
  }

  packageRowChanged(index: number, field: keyof PackageRow, value: string): void {
    const row = this.editor.form?.packages[index];
    if (!row) return;
    row[field] = value;
    delete this.editor.errors.packages;
  }

  packageRowRemoved(index: number): void {
    this.editor.form?.packages.splice(index, 1);
    delete this.editor.errors.packages;
  }
}
