import * as z from 'zod/mini';
import { piastersFromPounds } from '@tiara/domain/money';
import type { DentalTraining, TrainingPackage } from '../../../application/training/TrainingApi';

const id = z.int();
const optionalText = z.optional(z.nullable(z.string()));
const optionalCount = z.optional(z.nullable(z.int()));

function dateOrNull(text: string | null | undefined): Date | null {
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A training without a readable start date cannot be listed honestly: the answer is refused. */
const startDate = z.pipe(
  z.string().check(z.refine((text) => dateOrNull(text) !== null)),
  z.transform((text) => new Date(text)),
);

/** SPEC §3 "Dental training": the end date arrives as end_date, or as endDate; an unreadable one counts as none. */
export const dentalTrainingSchema: z.ZodMiniType<DentalTraining> = z.pipe(
  z.object({
    id,
    title: z.string(),
    description: z.string(),
    instructors: z.string(),
    date: startDate,
    end_date: optionalText,
    endDate: optionalText,
    location: z.string(),
    capacity: optionalCount,
    spots_left: optionalCount,
    image_url: optionalText,
  }),
  z.transform((wire) => ({
    id: wire.id,
    title: wire.title,
    description: wire.description,
    instructors: wire.instructors,
    date: wire.date,
    endDate: dateOrNull(wire.end_date ?? wire.endDate),
    location: wire.location,
    capacity: wire.capacity ?? null,
    spotsLeft: wire.spots_left ?? null,
    imageUrl: wire.image_url ?? '',
  })),
);

/** SPEC §3 "Training package": the price in pounds on the wire, piasters inside. */
export const trainingPackageSchema: z.ZodMiniType<TrainingPackage> = z.object({
  id,
  name: z.string(),
  price: z.pipe(z.number().check(z.gte(0)), z.transform(piastersFromPounds)),
});

export const isRegisteredSchema: z.ZodMiniType<boolean> = z.pipe(
  z.object({ registered: z.boolean() }),
  z.transform((wire) => wire.registered),
);
