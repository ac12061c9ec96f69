import * as z from 'zod/mini';
import { DentalTrainingJson, TrainingPackageJson, TrainingRegisteredJson } from '@tiara/contract/trainingJson';
import { piastersFromPounds } from '@tiara/domain/money';
import type { DentalTraining } from '@tiara/domain/training';
import type { TrainingPackage } from '../../../application/training/TrainingApi';
import { dateOrNull } from './dateOrNull';

/** A training without a readable start date cannot be listed honestly: the answer is refused. */
const startDate = z.pipe(
  z.string().check(z.refine((text) => dateOrNull(text) !== null)),
  z.transform((text) => new Date(text)),
);

/**
 * SPEC §3 "Dental training": the end date arrives as end_date, or as endDate, and an unreadable one
 * counts as none; the seats (spots_left is this server's) and the image may be missing or null.
 */
const { end_date, capacity, spots_left, image_url } = DentalTrainingJson.shape;
const specTraining = z.object({
  ...DentalTrainingJson.shape,
  date: startDate,
  end_date: z.optional(end_date),
  endDate: z.optional(z.nullable(z.string())),
  capacity: z.optional(capacity),
  spots_left: z.optional(spots_left),
  image_url: z.optional(z.nullable(image_url)),
});

export const dentalTrainingSchema: z.ZodMiniType<DentalTraining> = z.pipe(
  specTraining,
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
  ...TrainingPackageJson.shape,
  price: z.pipe(TrainingPackageJson.shape.price.check(z.gte(0)), z.transform(piastersFromPounds)),
});

export const isRegisteredSchema: z.ZodMiniType<boolean> = z.pipe(
  TrainingRegisteredJson,
  z.transform((wire) => wire.registered),
);
