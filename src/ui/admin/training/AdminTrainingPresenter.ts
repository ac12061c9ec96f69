import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  type AdminRegistration,
  type AdminTraining,
  AdminTrainingApi,
  type AdminTrainingPackage,
  type RegistrationStatus,
  type TrainingFields,
  type TrainingPackageFields,
} from '../../../application/admin/training/AdminTrainingApi';
import { AdminMessages } from '../../messages/AdminMessages';
import { AdminSectionsMessages } from '../../messages/AdminSectionsMessages';
import { ToastPresenter } from '../../toast/ToastPresenter';
import { arabicOrNull } from '../shared/ArabicInput';
import { Confirmation } from '../shared/Confirmation';
import { confirmDeletion } from '../shared/confirmDeletion';
import { type Checked, EditorForm, type FieldErrors } from '../shared/EditorForm';
import { CsvDownload } from '../shared/CsvDownload';
import { PagedList } from '../shared/PagedList';
import { cairoInputValue, inputOfPiasters, instantOfCairoInput, piastersOfInput, wholeNumberOfInput } from '../events/formValues';

const texts = AdminSectionsMessages.training;

export interface PackageRow {
  name: string;
  /** As typed; blank is sent as none. */
  nameAr: string;
  price: string;
}

export interface TrainingForm {
  title: string;
  description: string;
  instructors: string;
  date: string;
  endDate: string;
  location: string;
  /** The Arabic beside the English, as typed; blank is sent as none. */
  titleAr: string;
  descriptionAr: string;
  locationAr: string;
  capacity: string;
  imageUrl: string;
  isActive: boolean;
  /** Only while adding: an existing training's packages are edited one by one. */
  packages: PackageRow[];
}

export interface PackageForm {
  /** Null while adding a package. */
  id: number | null;
  name: string;
  nameAr: string;
  price: string;
}

const emptyForm = (): TrainingForm => ({
  title: '',
  description: '',
  instructors: '',
  date: '',
  endDate: '',
  location: '',
  titleAr: '',
  descriptionAr: '',
  locationAr: '',
  capacity: '',
  imageUrl: '',
  isActive: true,
  packages: [],
});

const formOf = (training: AdminTraining): TrainingForm => ({
  title: training.title,
  description: training.description,
  instructors: training.instructors,
  date: cairoInputValue(training.date),
  endDate: training.endDate === null ? '' : cairoInputValue(training.endDate),
  location: training.location,
  titleAr: training.titleAr ?? '',
  descriptionAr: training.descriptionAr ?? '',
  locationAr: training.locationAr ?? '',
  capacity: training.capacity === null ? '' : String(training.capacity),
  imageUrl: training.imageUrl,
  isActive: training.isActive,
  packages: [],
});

function packageOf({ name, nameAr, price }: PackageRow): TrainingPackageFields | null {
  const amount = piastersOfInput(price);
  return name.trim() === '' || amount === null ? null : { name: name.trim(), nameAr: arabicOrNull(nameAr), price: amount };
}

function checked(form: TrainingForm): Checked<{ fields: TrainingFields; packages: TrainingPackageFields[] }, FieldErrors<TrainingForm>> {
  const errors: FieldErrors<TrainingForm> = {};
  if (form.title.trim() === '') errors.title = AdminMessages.form.required(texts.heading);
  const date = instantOfCairoInput(form.date);
  if (form.date.trim() === '') errors.date = AdminMessages.form.required(texts.date);
  else if (date === null) errors.date = AdminSectionsMessages.dateTimeInvalid(texts.date);
  const endDate = form.endDate.trim() === '' ? null : instantOfCairoInput(form.endDate);
  if (form.endDate.trim() !== '' && endDate === null) errors.endDate = AdminSectionsMessages.dateTimeInvalid(texts.endDate);
  else if (date && endDate && endDate < date) errors.endDate = texts.endBeforeStart;
  const capacity = form.capacity.trim() === '' ? null : wholeNumberOfInput(form.capacity);
  if (form.capacity.trim() !== '' && capacity === null) errors.capacity = AdminMessages.form.wholeNumber(texts.capacityColumn);
  const packages: TrainingPackageFields[] = [];
  form.packages.forEach((row, index) => {
    const option = packageOf(row);
    if (option) packages.push(option);
    else errors.packages ??= texts.packageRowIncomplete(index + 1);
  });
  if (date === null) return { errors, value: null };
  return {
    errors,
    value: {
      fields: {
        title: form.title.trim(),
        description: form.description.trim(),
        instructors: form.instructors.trim(),
        date,
        endDate,
        location: form.location.trim(),
        titleAr: arabicOrNull(form.titleAr),
        descriptionAr: arabicOrNull(form.descriptionAr),
        locationAr: arabicOrNull(form.locationAr),
        capacity,
        imageUrl: form.imageUrl.trim(),
        isActive: form.isActive,
      },
      packages,
    },
  };
}

/** Admin → Dental training: trainings with their packages, and the registrations with their CSV export. */
@injectable()
export class AdminTrainingPresenter {
  search = '';
  /** The training whose packages are being managed. */
  packagesOf: AdminTraining | null = null;
  packageForm: PackageForm | null = null;
  packageError: string | null = null;
  registrationTrainingId = '';
  registrationStatus = '';
  registrationSearch = '';
  /** Every training, for the registrations' training filter. */
  trainingChoices: { value: string; label: string }[] = [];
  readonly list: PagedList<AdminTraining>;
  readonly registrations: PagedList<AdminRegistration>;
  readonly editor: EditorForm<TrainingForm>;
  readonly confirmation = new Confirmation();
  readonly csv: CsvDownload;
  private savingPackage = false;
  private readonly api: AdminTrainingApi;
  private readonly toasts: ToastPresenter;

  constructor(@inject(AdminTrainingApi) api: AdminTrainingApi, @inject(ToastPresenter) toasts: ToastPresenter, @inject(CsvDownload) csv: CsvDownload) {
    this.api = api;
    this.toasts = toasts;
    this.csv = csv;
    this.list = new PagedList((page) => this.api.list({ ...page, search: this.search }));
    this.registrations = new PagedList((page) => this.api.registrations({ ...page, ...this.registrationFilter }));
    this.editor = new EditorForm(toasts);
    makeAutoObservable<AdminTrainingPresenter, 'api' | 'toasts'>(this, { list: false, registrations: false, editor: false, confirmation: false, csv: false, api: false, toasts: false }, { autoBind: true });
  }

  get form(): TrainingForm | null {
    return this.editor.form;
  }

  get editingId(): number | null {
    return this.editor.editingId;
  }

  get errors(): FieldErrors<TrainingForm> {
    return this.editor.errors;
  }

  get formError(): string | null {
    return this.editor.formError;
  }

  /** A training or one of its packages is being saved. */
  get saving(): boolean {
    return this.editor.saving || this.savingPackage;
  }

  get registrationFilter(): { trainingId?: number; status?: RegistrationStatus; search?: string } {
    return {
      trainingId: this.registrationTrainingId === '' ? undefined : Number(this.registrationTrainingId),
      status: this.registrationStatus === '' ? undefined : (this.registrationStatus as RegistrationStatus),
      search: this.registrationSearch,
    };
  }

  opened(): void {
    void this.list.reload();
    void this.registrations.reload();
    void this.loadTrainingChoices();
  }

  searchChanged(search: string): void {
    this.search = search;
    void this.list.firstPage();
  }

  addClicked(): void {
    this.editor.opened(null, emptyForm());
  }

  editClicked(training: AdminTraining): void {
    this.editor.opened(training.id, formOf(training));
  }

  formClosed(): void {
    this.editor.closed();
  }

  fieldChanged<K extends Exclude<keyof TrainingForm, 'packages'>>(field: K, value: TrainingForm[K]): void {
    this.editor.fieldChanged(field, value);
  }

  packageRowAdded(): void {
    this.form?.packages.push({ name: '', nameAr: '', price: '' });
  }

  packageRowChanged(index: number, field: keyof PackageRow, value: string): void {
    const row = this.form?.packages[index];
    if (!row) return;
    row[field] = value;
    delete this.errors.packages;
  }

  packageRowRemoved(index: number): void {
    this.form?.packages.splice(index, 1);
    delete this.errors.packages;
  }

  saveClicked(): Promise<void> {
    return this.editor.save(
      checked,
      (valid, id) => (id === null ? this.api.create(valid.fields, valid.packages) : this.api.update(id, valid.fields)),
      (id) => (id === null ? texts.created : texts.updated),
      () => {
        void this.list.reload();
        void this.loadTrainingChoices();
      },
    );
  }

  deleteClicked(training: AdminTraining): void {
    confirmDeletion(this.confirmation, this.toasts, { title: texts.deleteNamed(training.title), message: texts.confirmDelete(training.title) }, () => this.api.delete(training.id), {
      success: texts.deleted,
      deleted: async () => {
        await this.list.reload();
        await this.loadTrainingChoices();
      },
    });
  }

  packagesClicked(training: AdminTraining): void {
    this.packagesOf = training;
    this.packageForm = null;
    this.packageError = null;
  }

  packagesClosed(): void {
    this.packagesOf = null;
    this.packageForm = null;
  }

  addPackageClicked(): void {
    this.packageForm = { id: null, name: '', nameAr: '', price: '' };
    this.packageError = null;
  }

  editPackageClicked(option: AdminTrainingPackage): void {
    this.packageForm = { id: option.id, name: option.name, nameAr: option.nameAr ?? '', price: inputOfPiasters(option.price) };
    this.packageError = null;
  }

  packageFieldChanged(field: keyof PackageRow, value: string): void {
    if (!this.packageForm) return;
    this.packageForm[field] = value;
    this.packageError = null;
  }

  packageFormClosed(): void {
    this.packageForm = null;
  }

  async savePackageClicked(): Promise<void> {
    const training = this.packagesOf;
    const form = this.packageForm;
    if (!training || !form || this.saving) return;
    const option = packageOf(form);
    if (!option) {
      this.packageError = texts.packageIncomplete;
      return;
    }
    this.savingPackage = true;
    const answer = form.id === null ? await this.api.addPackage(training.id, option) : await this.api.updatePackage(training.id, form.id, option);
    this.packageSaved(training.id, answer, form.id === null ? texts.packageAdded : texts.packageSaved);
  }

  deletePackageClicked(option: AdminTrainingPackage): void {
    const training = this.packagesOf;
    if (!training) return;
    confirmDeletion(this.confirmation, this.toasts, { title: texts.deletePackageNamed(option.name), message: texts.confirmDeletePackage(option.name) }, () => this.api.deletePackage(training.id, option.id), {
      success: texts.packageDeleted,
      deleted: () => this.packagesChanged(training.id, training.packages.filter((candidate) => candidate.id !== option.id)),
    });
  }

  registrationsOfClicked(training: AdminTraining): void {
    this.registrationTrainingId = String(training.id);
    void this.registrations.firstPage();
  }

  registrationTrainingChosen(trainingId: string): void {
    this.registrationTrainingId = trainingId;
    void this.registrations.firstPage();
  }

  registrationStatusChosen(status: string): void {
    this.registrationStatus = status;
    void this.registrations.firstPage();
  }

  registrationSearchChanged(search: string): void {
    this.registrationSearch = search;
    void this.registrations.firstPage();
  }

  exportClicked(): Promise<void> {
    return this.csv.download('training-registrations', () => this.api.exportRegistrations(this.registrationFilter));
  }

  private async loadTrainingChoices(): Promise<void> {
    // The filter lists the latest trainings; the server's page limit is 100.
    const answer = await this.api.list({ page: 1, perPage: 100 });
    if (answer.ok) this.choicesLoaded(answer.value.items);
  }

  private choicesLoaded(trainings: readonly AdminTraining[]): void {
    this.trainingChoices = trainings.map((training) => ({ value: String(training.id), label: training.title }));
  }

  private packageSaved(trainingId: number, answer: Awaited<ReturnType<AdminTrainingApi['addPackage']>>, success: string): void {
    this.savingPackage = false;
    if (!answer.ok) {
      this.packageError = answer.error.message;
      return;
    }
    const current = this.packagesOf?.packages ?? [];
    const saved = answer.value;
    const packages = current.some((option) => option.id === saved.id) ? current.map((option) => (option.id === saved.id ? saved : option)) : [...current, saved];
    this.packagesChanged(trainingId, packages);
    this.packageForm = null;
    this.toasts.success(success);
  }

  private packagesChanged(trainingId: number, packages: readonly AdminTrainingPackage[]): void {
    const training = this.list.items.find((row) => row.id === trainingId) ?? this.packagesOf;
    if (!training) return;
    const updated = { ...training, packages };
    this.list.replaced((row) => row.id === trainingId, updated);
    if (this.packagesOf?.id === trainingId) this.packagesOf = updated;
  }
}
