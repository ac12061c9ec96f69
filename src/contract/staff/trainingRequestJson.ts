import * as z from 'zod/mini';
import { REGISTRATION_STATUSES } from '@tiara/domain/training';
import { withFields } from '../withFields';
import { arabicText, dateTime, imageUrl, pounds, requiredText, trimmedText } from './formFieldJson';
import { FlagQueryJson, SearchQueryJson, WholeNumberQueryJson } from './listQueryJson';

/*
 * What the back office sends of trainings and their packages, and the registrations' filter.
 * Prices in pounds. Apart from the answers: the back office only types what it sends, so these
 * rules never reach the browser.
 */

export const MAX_PACKAGES = 10;
export const MAX_CAPACITY = 100_000;

/** What may change of a package (PATCH: any of them); orders already placed keep theirs. */
export const PackageFieldsJson = z.object({ name: requiredText(100), name_ar: arabicText(100), price: pounds() });
export type PackageFieldsJson = z.input<typeof PackageFieldsJson>;

const capacity = () => z.int().check(z.gte(0), z.lte(MAX_CAPACITY));

/** What may change of a training (PATCH: any of them); the capacity never below the seats taken. */
export const TrainingFieldsJson = z.object({
  title: requiredText(200),
  description: trimmedText(5_000),
  instructors: trimmedText(500),
  date: dateTime(),
  end_date: z.nullable(dateTime()),
  location: trimmedText(300),
  title_ar: arabicText(200),
  description_ar: arabicText(5_000),
  instructors_ar: arabicText(500),
  location_ar: arabicText(300),
  capacity: z.nullable(capacity()),
  image_url: imageUrl(),
  is_active: z.boolean(),
});
export type TrainingFieldsJson = z.input<typeof TrainingFieldsJson>;

/** The body of POST /api/admin/trainings: with its packages (none: registering is free). */
export const NewTrainingJson = withFields(TrainingFieldsJson, {
  description: z._default(trimmedText(5_000), ''),
  instructors: z._default(trimmedText(500), ''),
  end_date: z.optional(z.nullable(dateTime())),
  location: z._default(trimmedText(300), ''),
  capacity: z.optional(z.nullable(capacity())),
  image_url: z._default(imageUrl(), ''),
  is_active: z._default(z.boolean(), true),
  packages: z._default(z.array(PackageFieldsJson).check(z.maxLength(MAX_PACKAGES)), []),
});
export type NewTrainingJson = z.input<typeof NewTrainingJson>;

export const TrainingQueryJson = z.object({ search: z.optional(SearchQueryJson), is_active: z.optional(FlagQueryJson) });
export type TrainingQueryJson = z.infer<typeof TrainingQueryJson>;

export const RegistrationQueryJson = z.object({
  training_id: z.optional(WholeNumberQueryJson),
  status: z.optional(z.enum(REGISTRATION_STATUSES)),
  search: z.optional(SearchQueryJson),
});
export type RegistrationQueryJson = z.infer<typeof RegistrationQueryJson>;
