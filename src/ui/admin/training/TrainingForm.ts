import type { AdminTraining, TrainingFields, TrainingPackageFields } from '../../../application/admin/training/AdminTrainingApi';
import { AdminMessages } from '../../messages/AdminMessages';
import { AdminSectionsMessages } from '../../messages/AdminSectionsMessages';
import { lacksArabic } from '@tiara/domain/bilingual';
import { arabicOrNull } from '../shared/ArabicInput';
import type { Checked, FieldErrors } from '../shared/RecordEditor';
import { cairoInputValue, instantOfCairoInput, piastersOfInput, wholeNumberOfInput } from '../events/formValues';

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
  instructorsAr: string;
  locationAr: string;
  capacity: string;
  imageUrl: string;
  isActive: boolean;
  /** Only while adding: an existing training's packages are edited one by one. */
  packages: PackageRow[];
}

export const emptyTrainingForm = (): TrainingForm => ({
  title: '',
  description: '',
  instructors: '',
  date: '',
  endDate: '',
  location: '',
  titleAr: '',
  descriptionAr: '',
  instructorsAr: '',
  locationAr: '',
  capacity: '',
  imageUrl: '',
  isActive: true,
  packages: [],
});

export const trainingFormOf = (training: AdminTraining): TrainingForm => ({
  title: training.title,
  description: training.description,
  instructors: training.instructors,
  date: cairoInputValue(training.date),
  endDate: training.endDate === null ? '' : cairoInputValue(training.endDate),
  location: training.location,
  titleAr: training.titleAr ?? '',
  descriptionAr: training.descriptionAr ?? '',
  instructorsAr: training.instructorsAr ?? '',
  locationAr: training.locationAr ?? '',
  capacity: training.capacity === null ? '' : String(training.capacity),
  imageUrl: training.imageUrl,
  isActive: training.isActive,
  packages: [],
});

/** Whether any text of a training (title, description, trainers, location, a package's name) is written in English and not in Arabic. */
export function trainingLacksArabic(training: AdminTraining): boolean {
  return (
    lacksArabic(training.title, training.titleAr) ||
    lacksArabic(training.description, training.descriptionAr) ||
    lacksArabic(training.instructors, training.instructorsAr) ||
    lacksArabic(training.location, training.locationAr) ||
    training.packages.some((option) => lacksArabic(option.name, option.nameAr))
  );
}

/** A package's row as sent, or null while its name or price is missing. */
export function packageOf({ name, nameAr, price }: PackageRow): TrainingPackageFields | null {
  const amount = piastersOfInput(price);
  return name.trim() === '' || amount === null ? null : { name: name.trim(), nameAr: arabicOrNull(nameAr), price: amount };
}

/** A training as the add / edit form sends it: its fields, and the packages it starts with (adding only). */
export interface TrainingToSave {
  readonly fields: TrainingFields;
  readonly packages: TrainingPackageFields[];
}

export function checkedTraining(form: TrainingForm): Checked<TrainingToSave, FieldErrors<TrainingForm>> {
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
        instructorsAr: arabicOrNull(form.instructorsAr),
        locationAr: arabicOrNull(form.locationAr),
        capacity,
        imageUrl: form.imageUrl.trim(),
        isActive: form.isActive,
      },
      packages,
    },
  };
}
