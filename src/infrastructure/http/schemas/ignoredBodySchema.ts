import * as z from 'zod/mini';

/** A call whose answer body SPEC §7 does not show or promise: any body is accepted, only the status counts. */
export const ignoredBodySchema: z.ZodMiniType<void> = z.pipe(
  z.unknown(),
  z.transform((): void => undefined),
);
